// SPEC §5 "Token": the 6-digit confirmation or reset code.
import * as yup from 'yup';

export const tokenSchema = yup.object({
  token: yup
    .string()
    .required('El código es obligatorio')
    .max(6, 'Debe ser un código de 6 dígitos')
    .matches(/^\d{6}$/, 'Debe ser un código de 6 dígitos'),
});

export type TokenForm = yup.InferType<typeof tokenSchema>;
