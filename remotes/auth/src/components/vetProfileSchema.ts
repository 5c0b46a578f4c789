// The vet's personal and professional fields' rules (docs/product/accounts.md#create-an-account): the
// registration asks for them and the profile edits them. The WhatsApp field holds the dial code joined to
// the digits ("+584141234567").
import * as yup from 'yup';
import type { Role } from '@vet/shared-ui';
import { MSG } from '../messages';
import { phoneNumber, venezuelanState } from './fieldRules';

/** Whether the CMV (a vet's licence) is asked: of whoever founds a clinic, or is invited or works as
 *  Administrador or Veterinario; a front desk or a groomer may leave it empty, and what they leave empty
 *  is not sent (docs/product/clinic.md#invitations). No role known (an API before clinics): asked. */
export function cmvRequiredFor(role: Role | undefined): boolean {
  return role !== 'assistant' && role !== 'groomer';
}

/** The CMV's rule: required, or optional for a member who needs none (cmvRequiredFor). */
export function cmvRule(required: boolean) {
  const cmv = yup.string().trim().default('');
  return required ? cmv.required(MSG.cmvRequired) : cmv;
}

export const vetProfileSchema = yup.object({
  name: yup.string().trim().required(MSG.nameRequired),
  lastName: yup.string().trim().required(MSG.lastNameRequired),
  whatsapp: phoneNumber(MSG.whatsappRequired),
  ci: yup.string().trim().required(MSG.ciRequired),
  cmv: cmvRule(true),
  estado: venezuelanState(MSG.estadoRequired),
  runsai: yup.string().trim().optional(),
  msds: yup.string().trim().optional(),
  somevepa: yup.string().trim().optional(),
});

export type VetProfileForm = yup.InferType<typeof vetProfileSchema>;

/** `schema` (these fields, or sign-up's) with the CMV required or optional; its values keep their type. */
export function withCmv<S extends yup.AnyObjectSchema>(schema: S, required: boolean): S {
  return required ? schema : (schema.shape({ cmv: cmvRule(false) }) as S);
}
