// The 6-digit code form of "confirm account" and step 1 of "new password".
import { Button, Form, Input } from 'antd';
import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { tokenSchema, type TokenForm as TokenValues } from './tokenSchema';
import { FormField } from '@vet/shared-ui/form';

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
    <Form layout="vertical" component="div">
      <form onSubmit={handleSubmit(onSubmit)} noValidate>
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
        <Button type="primary" htmlType="submit" block size="large" loading={busy}>
          {submitLabel}
        </Button>
      </form>
    </Form>
  );
}
