// The one-field e-mail form of "new code" and "forgot password".
import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { emailOnlySchema, type EmailOnlyForm } from './emailSchema';
import { AuthForm, EmailField } from './AuthForm';

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
    <AuthForm onSubmit={handleSubmit(onSubmit)} submitLabel={submitLabel} busy={busy}>
      <EmailField control={control} />
    </AuthForm>
  );
}
