// /account/password: change the password (current one required); other sessions are signed out.
import { Button, Card, Form, Input } from 'antd';
import { useForm, type Control } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { applyServerErrors, errorMessage, toast } from '@vet/shared-ui';
import { FormField } from '@vet/shared-ui/form';
import { PageHeader } from '@vet/shared-ui/page';
import { useChangePasswordMutation } from './api/changePasswordEndpoints';
import { PasswordFields } from '../../components/PasswordFields';
import type { NewPasswordForm } from '../../components/passwordSchema';
import { changePasswordSchema, type ChangePasswordForm } from './changePasswordSchema';
import { MSG } from '../../messages';

export default function ChangePasswordPage() {
  const [changePassword, { isLoading }] = useChangePasswordMutation();
  const { control, handleSubmit, reset, setError } = useForm<ChangePasswordForm>({
    resolver: yupResolver(changePasswordSchema),
    defaultValues: { currentPassword: '', password: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const answer = await changePassword(values).unwrap();
      toast.success(answer.msg || MSG.passwordUpdated);
      reset();
    } catch (error) {
      // A wrong current password, or a new one the server refuses (a common one), under its field.
      applyServerErrors(error, ['currentPassword', 'password', 'confirmPassword'], setError);
      toast.error(errorMessage(error, MSG.passwordChangeFailed));
    }
  });

  return (
    <div style={{ maxWidth: 480, margin: '0 auto' }}>
      <PageHeader title={MSG.changePasswordTitle} subtitle={MSG.changePasswordIntro} />
      <Card>
        <Form layout="vertical" component="div">
          <form onSubmit={onSubmit} noValidate>
            <FormField control={control} name="currentPassword" label="Contraseña actual" required>
              {(field) => <Input.Password {...field} autoComplete="current-password" />}
            </FormField>
            <PasswordFields control={control as unknown as Control<NewPasswordForm>} />
            <Button type="primary" htmlType="submit" loading={isLoading}>
              Cambiar contraseña
            </Button>
          </form>
        </Form>
      </Card>
    </div>
  );
}
