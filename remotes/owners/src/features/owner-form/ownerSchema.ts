// The owner form's rules, create and edit (docs/product/owners.md#fields-and-rules); their messages are
// in src/messages.ts. The contact holds the dial code joined to the digits ("+573001234567"); PhoneInput
// already keeps digits only.
import * as yup from 'yup';
import { EMAIL_PATTERN, OWNER_DIAL_CODES, OWNER_NAME_MIN, splitPhone } from '@vet/shared-ui';
import { MSG } from '../../messages';

/** Fewer digits than any national number in the dial list is surely a typo. */
export const PHONE_MIN_DIGITS = 7;

export interface OwnerFormValues {
  name: string;
  contact: string;
  email: string;
  address: string;
  /** «No enviar recordatorios». */
  remindersOptOut: boolean;
}

export const OWNER_FIELDS: readonly (keyof OwnerFormValues)[] = [
  'name',
  'contact',
  'email',
  'address',
  'remindersOptOut',
];

export const EMPTY_OWNER: OwnerFormValues = {
  name: '',
  contact: '',
  email: '',
  address: '',
  remindersOptOut: false,
};

function ownerSchema(nameRequired: string): yup.ObjectSchema<OwnerFormValues> {
  return yup.object({
    name: yup.string().trim().required(nameRequired).min(OWNER_NAME_MIN, MSG.nameTooShort(OWNER_NAME_MIN)),
    contact: yup
      .string()
      .required(MSG.phoneRequired)
      .test(
        'phone-digits',
        MSG.phoneTooShort(PHONE_MIN_DIGITS),
        (value) => splitPhone(value ?? '', OWNER_DIAL_CODES).digits.length >= PHONE_MIN_DIGITS,
      ),
    email: yup
      .string()
      .trim()
      .defined()
      .test('email', MSG.emailInvalid, (value) => !value || EMAIL_PATTERN.test(value)),
    address: yup.string().trim().defined(),
    remindersOptOut: yup.boolean().defined(),
  });
}

export const createOwnerSchema = ownerSchema(MSG.nameRequiredOnCreate);
export const editOwnerSchema = ownerSchema(MSG.nameRequiredOnEdit);
