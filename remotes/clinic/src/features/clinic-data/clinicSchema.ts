// The «Clínica» form's rules: sign-up's clinic section's (shared-ui's limits and messages, the API's), the
// fields under `clinic` as shared-ui's ClinicFields binds them.
import * as yup from 'yup';
import { VENEZUELAN_STATES } from '@vet/shared-ui';
import { CLINIC_FIELD_LIMITS, CLINIC_FIELD_MESSAGES, PHONE_PATTERN } from '@vet/shared-ui/form';

const { name, rif, address } = CLINIC_FIELD_LIMITS;
const M = CLINIC_FIELD_MESSAGES;

const requiredText = (required: string, max: number) =>
  yup.string().trim().required(required).max(max, M.maxChars(max));

export const clinicFormSchema = yup.object({
  clinic: yup.object({
    name: requiredText(M.nameRequired, name),
    rif: yup.string().trim().optional().max(rif, M.maxChars(rif)),
    address: requiredText(M.addressRequired, address),
    phone: yup.string().required(M.phoneRequired).matches(PHONE_PATTERN, M.phoneFormat),
    estado: yup
      .string()
      .required(M.estadoRequired)
      .test('venezuelan-state', M.estadoRequired, (value) =>
        (VENEZUELAN_STATES as readonly string[]).includes(value),
      ),
  }),
});

export type ClinicFormValues = yup.InferType<typeof clinicFormSchema>;
