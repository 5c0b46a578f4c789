// The "new password + confirmation" pair shared by the reset and the change-password forms.
import { Input } from 'antd';
import type { Control } from 'react-hook-form';
import { FormField } from '@vet/shared-ui/form';
import type { NewPasswordForm } from './passwordSchema';
import { MSG } from '../messages';

export function PasswordFields({ control }: { control: Control<NewPasswordForm> }) {
  return (
    <>
      <FormField
        control={control}
        name="password"
        label="Contraseña nueva"
        required
        extra={MSG.newPasswordHint}
      >
        {(field) => <Input.Password {...field} autoComplete="new-password" />}
      </FormField>
      <FormField control={control} name="confirmPassword" label="Repite la contraseña" required>
        {(field) => <Input.Password {...field} autoComplete="new-password" />}
      </FormField>
    </>
  );
}
