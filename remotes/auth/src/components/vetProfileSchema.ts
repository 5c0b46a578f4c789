// The vet's personal and professional fields' rules (docs/product/accounts.md#create-an-account): the
// registration asks for them and the profile edits them. The WhatsApp field holds the dial code joined to
// the digits ("+584141234567").
import * as yup from 'yup';
import { MSG } from '../messages';
import { phoneNumber, venezuelanState } from './fieldRules';

export const vetProfileSchema = yup.object({
  name: yup.string().trim().required(MSG.nameRequired),
  lastName: yup.string().trim().required(MSG.lastNameRequired),
  whatsapp: phoneNumber(MSG.whatsappRequired),
  ci: yup.string().trim().required(MSG.ciRequired),
  cmv: yup.string().trim().required(MSG.cmvRequired),
  estado: venezuelanState(MSG.estadoRequired),
  runsai: yup.string().trim().optional(),
  msds: yup.string().trim().optional(),
  somevepa: yup.string().trim().optional(),
});

export type VetProfileForm = yup.InferType<typeof vetProfileSchema>;
