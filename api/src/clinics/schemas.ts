import type { FromSchema } from 'json-schema-to-ts';
import { estado, optionalText, phone, requiredText } from '../http/text-schemas.js';

/** The clinic's data as sign-up (and the «Clínica» screen) send it. */
export const clinicBody = {
  type: 'object',
  additionalProperties: false,
  properties: {
    name: requiredText('El nombre de la clínica es obligatorio', 120),
    rif: optionalText(20),
    address: requiredText('La dirección de la clínica es obligatoria', 200),
    phone: phone('El teléfono de la clínica es obligatorio'),
    estado: estado('El estado de la clínica es obligatorio'),
  },
  required: ['name', 'address', 'phone', 'estado'],
} as const;
export type ClinicBody = FromSchema<typeof clinicBody>;

/** The clinic as the API shows it (GET /auth/user's `clinic`). */
export const clinicSchema = {
  type: 'object',
  properties: {
    _id: { type: 'string' },
    name: { type: 'string' },
    rif: { type: 'string' },
    address: { type: 'string' },
    phone: { type: 'string' },
    estado: { type: 'string' },
  },
  required: ['_id', 'name', 'rif', 'address', 'phone', 'estado'],
} as const;
