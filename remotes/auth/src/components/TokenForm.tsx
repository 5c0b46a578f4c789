// The 6-digit code form of "confirm account" and step 1 of "new password".
import { Input } from 'antd';
import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { tokenSchema, type TokenForm as TokenValues } from './tokenSchema';
import { FormField } from '@vet/shared-ui/form';
import { AuthForm } from './AuthForm';

export function TokenForm({
  hint,
  submitLabel,
  busy,
  onSubmit,
}: {
  hint: string;
  submitLabel: string;
  busy: boolean;
  onSubmit: (values: TokenValues) => void;
}) {
  const { control, handleSubmit } = useForm<TokenValues>({
    resolver: yupResolver(tokenSchema),
    defaultValues: { token: '' },
  });
  return (
    <AuthForm onSubmit={handleSubmit(onSubmit)} submitLabel={submitLabel} busy={busy}>
      <FormField control={control} name="token" label="Código de 6 dígitos" required extra={hint}>
        {(field) => (
          <Input
            {...field}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            placeholder="123456"
            className="auth-code-input"
            onChange={(event) => field.onChange(event.target.value.replace(/\D+/g, ''))}
          />
        )}
      </FormField>
    </AuthForm>
  );
}
