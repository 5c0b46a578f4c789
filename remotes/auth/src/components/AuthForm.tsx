// The form of a sign-in screen (log in, register, codes, new password): fields stacked, then one wide
// submit button that shows the wait. EmailField is the e-mail box several of them start with.
import type { FormEventHandler, ReactNode } from 'react';
import { Button, Form, Input } from 'antd';
import type { Control } from 'react-hook-form';
import { FormField } from '@vet/shared-ui/form';

export function AuthForm({
  onSubmit,
  submitLabel,
  busy,
  children,
}: {
  onSubmit: FormEventHandler<HTMLFormElement>;
  submitLabel: string;
  busy: boolean;
  children: ReactNode;
}) {
  return (
    <Form layout="vertical" component="div">
      <form onSubmit={onSubmit} noValidate>
        {children}
        <Button type="primary" htmlType="submit" block size="large" loading={busy}>
          {submitLabel}
        </Button>
      </form>
    </Form>
  );
}

/** The e-mail box of a form whose values have an `email`; `readOnly` when the address is given (an
 *  invitation's). */
export function EmailField<T extends { email: string }>({
  control,
  readOnly = false,
}: {
  control: Control<T>;
  readOnly?: boolean;
}) {
  // react-hook-form cannot tell a generic form's `email` is a path of it; every caller's form has one.
  const own = control as unknown as Control<{ email: string }>;
  return (
    <FormField control={own} name="email" label="Email" required>
      {(field) => (
        <Input
          {...field}
          type="email"
          autoComplete="email"
          placeholder="tu@correo.com"
          readOnly={readOnly}
          variant={readOnly ? 'filled' : undefined}
        />
      )}
    </FormField>
  );
}
