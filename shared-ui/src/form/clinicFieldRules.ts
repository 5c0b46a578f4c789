// The rules of a clinic's data (docs/product/clinic.md): the API's (api/src/clinics/schemas.ts), for every
// form that edits them: sign-up's «Datos de la clínica» (auth remote) and the «Clínica» screen (clinic
// remote). Plain data: each remote builds its own schema from it (yup is the remotes' library, not
// shared-ui's).

/** The clinic's fields as the API takes them (PUT /clinic, sign-up's `clinic`). */
export interface ClinicFieldValues {
  name: string;
  rif?: string;
  address: string;
  phone: string;
  estado: string;
}

export const CLINIC_FIELD_NAMES = ['name', 'rif', 'address', 'phone', 'estado'] as const;

/** Most characters each text takes, as the API counts them. */
export const CLINIC_FIELD_LIMITS = { name: 120, rif: 20, address: 200 } as const;

/** Dial code ("+58", "+1-809") followed by digits only, as PhoneInput gives it ("+584141234567"). */
export const PHONE_PATTERN = /^\+\d{1,3}(-\d{3})?\d+$/;

/** What the forms say when a clinic's field breaks its rule (the API's own messages). */
export const CLINIC_FIELD_MESSAGES = {
  nameRequired: 'El nombre de la clínica es obligatorio',
  addressRequired: 'La dirección de la clínica es obligatoria',
  phoneRequired: 'El teléfono de la clínica es obligatorio',
  estadoRequired: 'El estado de la clínica es obligatorio',
  phoneFormat: 'Solo números sin espacios',
  maxChars: (max: number) => `Máximo ${max} caracteres`,
} as const;
