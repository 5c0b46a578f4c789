// The clinic's fields' rules (docs/product/accounts.md#create-an-account): the clinic a new account
// creates, its vet as its Administrador. The phone holds the dial code joined to the digits, as the
// vet's WhatsApp does.
import * as yup from 'yup';
import { MSG } from '../messages';
import { phoneNumber, requiredText, venezuelanState } from './fieldRules';

export const CLINIC_NAME_MAX = 120;
export const CLINIC_RIF_MAX = 20;
export const CLINIC_ADDRESS_MAX = 200;

export const clinicSchema = yup.object({
  name: requiredText(MSG.clinicNameRequired, CLINIC_NAME_MAX),
  rif: yup.string().trim().optional().max(CLINIC_RIF_MAX, MSG.maxChars(CLINIC_RIF_MAX)),
  address: requiredText(MSG.clinicAddressRequired, CLINIC_ADDRESS_MAX),
  phone: phoneNumber(MSG.clinicPhoneRequired),
  estado: venezuelanState(MSG.clinicEstadoRequired),
});

export type ClinicForm = yup.InferType<typeof clinicSchema>;
