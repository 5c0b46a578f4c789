// The vet's personal and professional fields' rules (docs/product/accounts.md#create-an-account): the
// registration asks for them and the profile edits them. The WhatsApp field holds the dial code joined to
// the digits ("+584141234567").
import * as yup from 'yup';
import { VENEZUELAN_STATES } from '@vet/shared-ui';
import { MSG } from '../messages';

/** Dial code ("+58", "+1-809") followed by digits only. */
const WHATSAPP_PATTERN = /^\+\d{1,3}(-\d{3})?\d+$/;

export const vetProfileSchema = yup.object({
  name: yup.string().trim().required(MSG.nameRequired),
  lastName: yup.string().trim().required(MSG.lastNameRequired),
  whatsapp: yup.string().required(MSG.whatsappRequired).matches(WHATSAPP_PATTERN, MSG.whatsappFormat),
  ci: yup.string().trim().required(MSG.ciRequired),
  cmv: yup.string().trim().required(MSG.cmvRequired),
  estado: yup
    .string()
    .required(MSG.estadoRequired)
    .test('venezuelan-state', MSG.estadoRequired, (value) =>
      (VENEZUELAN_STATES as readonly string[]).includes(value),
    ),
  runsai: yup.string().trim().optional(),
  msds: yup.string().trim().optional(),
  somevepa: yup.string().trim().optional(),
});

export type VetProfileForm = yup.InferType<typeof vetProfileSchema>;
