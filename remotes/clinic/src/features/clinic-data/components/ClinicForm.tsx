// The administrator's form of the clinic's data: shared-ui's ClinicFields (sign-up's own fields) and
// «Guardar cambios». Receives the trimmed values; setError puts the server's field messages under
// their fields.
import { Form } from 'antd';
import { useForm, type UseFormSetError } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { ClinicFields, FormActions } from '@vet/shared-ui/form';
import { clinicFormSchema, type ClinicFormValues } from '../clinicSchema';

export interface ClinicFormProps {
  defaultValues: ClinicFormValues;
  saving: boolean;
  onSubmit: (values: ClinicFormValues, setError: UseFormSetError<ClinicFormValues>) => Promise<void>;
}

export function ClinicForm({ defaultValues, saving, onSubmit }: ClinicFormProps) {
  const { control, handleSubmit, setError } = useForm<ClinicFormValues>({
    resolver: yupResolver(clinicFormSchema),
    defaultValues,
  });
  return (
    <Form layout="vertical" component="div">
      <form onSubmit={handleSubmit((values) => onSubmit(values, setError))} noValidate>
        <ClinicFields control={control} />
        <FormActions submitting={saving} submitLabel={saving ? 'Guardando...' : 'Guardar cambios'} />
      </form>
    </Form>
  );
}
