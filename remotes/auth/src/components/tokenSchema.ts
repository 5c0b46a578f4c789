// The 6-digit confirmation or reset code (docs/product/accounts.md#confirm-the-account).
import * as yup from 'yup';
import { MSG } from '../messages';

export const tokenSchema = yup.object({
  token: yup
    .string()
    .required(MSG.codeRequired)
    .max(6, MSG.codeFormat)
    .matches(/^\d{6}$/, MSG.codeFormat),
});

export type TokenForm = yup.InferType<typeof tokenSchema>;
