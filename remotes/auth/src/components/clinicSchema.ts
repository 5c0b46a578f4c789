// The clinic's fields' rules (docs/product/accounts.md#create-an-account): the clinic a new account
// creates, its vet as its Administrador. Limits and messages are shared-ui's (the «Clínica» screen
// checks the same); the phone holds the dial code joined to the digits, as the vet's WhatsApp does.
import * as yup from 'yup';
import { CLINIC_FIELD_LIMITS, CLINIC_FIELD_MESSAGES } from '@vet/shared-ui/form';
import { phoneNumber, requiredText, venezuelanState } from './fieldRules';

const { name, rif, address } = CLINIC_FIELD_LIMITS;

export const clinicSchema = yup.object({
  name: requiredText(CLINIC_FIELD_MESSAGES.nameRequired, name),
  rif: yup.string().trim().optional().max(rif, CLINIC_FIELD_MESSAGES.maxChars(rif)),
  address: requiredText(CLINIC_FIELD_MESSAGES.addressRequired, address),
  phone: phoneNumber(CLINIC_FIELD_MESSAGES.phoneRequired),
  estado: venezuelanState(CLINIC_FIELD_MESSAGES.estadoRequired),
});
