// The vet's personal and professional fields' rules (docs/product/accounts.md#create-an-account): the
// registration asks for them and the profile edits them. The WhatsApp field holds the dial code joined to
// the digits ("+584141234567").
import * as yup from 'yup';
import { VENEZUELAN_STATES } from '@vet/shared-ui';

/** Dial code ("+58", "+1-809") followed by digits only. */
const WHATSAPP_PATTERN = /^\+\d{1,3}(-\d{3})?\d+$/;

export const vetProfileSchema = yup.object({
  name: yup.string().trim().required('El nombre es obligatorio'),
  lastName: yup.string().trim().required('El apellido es obligatorio'),
  whatsapp: yup
    .string()
    .required('El WhatsApp es obligatorio')
    .matches(WHATSAPP_PATTERN, 'Solo números sin espacios'),
  ci: yup.string().trim().required('La cédula es obligatoria'),
  cmv: yup.string().trim().required('El CMV es obligatorio'),
  estado: yup
    .string()
    .required('El estado es obligatorio')
    .test('venezuelan-state', 'El estado es obligatorio', (value) =>
      (VENEZUELAN_STATES as readonly string[]).includes(value),
    ),
  runsai: yup.string().trim().optional(),
  msds: yup.string().trim().optional(),
  somevepa: yup.string().trim().optional(),
});

export type VetProfileForm = yup.InferType<typeof vetProfileSchema>;
