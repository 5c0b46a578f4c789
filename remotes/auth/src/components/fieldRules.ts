// Field rules the vet's and the clinic's forms share, each with the message its form gives
// (docs/product/accounts.md#create-an-account).
import * as yup from 'yup';
import { VENEZUELAN_STATES } from '@vet/shared-ui';
import { MSG } from '../messages';

/** Dial code ("+58", "+1-809") followed by digits only, as PhoneInput gives it ("+584141234567"). */
const PHONE_PATTERN = /^\+\d{1,3}(-\d{3})?\d+$/;

export const phoneNumber = (required: string) =>
  yup.string().required(required).matches(PHONE_PATTERN, MSG.phoneFormat);

export const venezuelanState = (required: string) =>
  yup
    .string()
    .required(required)
    .test('venezuelan-state', required, (value) => (VENEZUELAN_STATES as readonly string[]).includes(value));

/** A text the form needs, blank refused, at most `max` characters (as the API counts them). */
export const requiredText = (required: string, max: number) =>
  yup.string().trim().required(required).max(max, MSG.maxChars(max));
