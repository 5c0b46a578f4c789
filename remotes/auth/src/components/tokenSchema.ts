// The 6-digit confirmation or reset code (docs/product/accounts.md#confirm-the-account).
import * as yup from 'yup';

export const tokenSchema = yup.object({
  token: yup
    .string()
    .required('El código es obligatorio')
    .max(6, 'Debe ser un código de 6 dígitos')
    .matches(/^\d{6}$/, 'Debe ser un código de 6 dígitos'),
});

export type TokenForm = yup.InferType<typeof tokenSchema>;
