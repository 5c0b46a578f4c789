// The one-field e-mail form of "new code" and "forgot password".
import { Button, Form, Input } from 'antd';
import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { emailOnlySchema, type EmailOnlyForm } from './emailSchema';
import { FormField } from '@vet/shared-ui/form';

export function EmailRequestForm({
  submitLabel,
  busy,
  onSubmit,
}: {
  submitLabel: string;
  busy: boolean;
  onSubmit: (values: EmailOnlyForm) => void;
}) {
  const { control, handleSubmit } = useForm<EmailOnlyForm>({
    resolver: yupResolver(emailOnlySchema),
    defaultValues: { email: '' },
  });
  return (
    <Form layout="vertical" component="div">
      <form onSubmit={handleSubmit(onSubmit)} noValidate>
        <FormField control={control} name="email" label="Email" required>
          {(field) => <Input {...field} type="email" autoComplete="email" placeholder="tu@correo.com" />}
        </FormField>
        <Button type="primary" htmlType="submit" block size="large" loading={busy}>
          {submitLabel}
        </Button>
      </form>
    </Form>
  );
}
