// Field rules the vet's and the clinic's forms share, each with the message its form gives
// (docs/product/accounts.md#create-an-account). The phone's pattern and the messages are shared-ui's,
// the «Clínica» screen's too.
import * as yup from 'yup';
import { VENEZUELAN_STATES } from '@vet/shared-ui';
import { CLINIC_FIELD_MESSAGES, PHONE_PATTERN } from '@vet/shared-ui/form';

export const phoneNumber = (required: string) =>
  yup.string().required(required).matches(PHONE_PATTERN, CLINIC_FIELD_MESSAGES.phoneFormat);

export const venezuelanState = (required: string) =>
  yup
    .string()
    .required(required)
    .test('venezuelan-state', required, (value) => (VENEZUELAN_STATES as readonly string[]).includes(value));

/** A text the form needs, blank refused, at most `max` characters (as the API counts them). */
export const requiredText = (required: string, max: number) =>
  yup.string().trim().required(required).max(max, CLINIC_FIELD_MESSAGES.maxChars(max));
