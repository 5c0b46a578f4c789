// An existing account accepts the invitation with its password (docs/product/clinic.md#invitations): the
// answer is a session already in the clinic, kept as the login keeps it, and the dashboard opens.
import { useState } from 'react';
import { Input } from 'antd';
import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import * as yup from 'yup';
import { Link, useNavigate } from 'react-router-dom';
import { errorMessage, errorStatus, setToken, toast } from '@vet/shared-ui';
import { FormField } from '@vet/shared-ui/form';
import { paths } from '@vet/shared-ui/contract';
import { useAcceptInvitationMutation } from '../api/invitationEndpoints';
import { AuthForm, EmailField } from '../../../components/AuthForm';
import type { Invitation } from '../../../api/types';
import { MSG } from '../../../messages';

const acceptSchema = yup.object({
  email: yup.string().required(),
  password: yup.string().required(MSG.passwordRequired),
});
type AcceptValues = yup.InferType<typeof acceptSchema>;

export function AcceptInvitationForm({
  token,
  invitation,
  onInvitationGone,
}: {
  token: string;
  invitation: Invitation;
  /** The link stopped working meanwhile (expired, replaced, accepted) or the account is gone: the page
   *  reads the invitation again and shows what it offers now. */
  onInvitationGone: () => void;
}) {
  const navigate = useNavigate();
  const [accept, { isLoading }] = useAcceptInvitationMutation();
  // Only an unconfirmed account needs a way out of this screen: a new code.
  const [unconfirmed, setUnconfirmed] = useState<string | null>(null);
  const { control, handleSubmit, setError } = useForm<AcceptValues>({
    resolver: yupResolver(acceptSchema),
    defaultValues: { email: invitation.email, password: '' },
  });

  const onSubmit = handleSubmit(async ({ password }) => {
    setUnconfirmed(null);
    try {
      const answer = await accept({ token, password }).unwrap();
      // As the login does: the shell's current-user lookup is keyed by the token, storing it starts it.
      setToken(answer.token);
      toast.success(answer.msg || MSG.joined(invitation.clinic.name));
      navigate(paths.home, { replace: true });
    } catch (error) {
      const message = errorMessage(error, MSG.acceptFailed);
      const status = errorStatus(error);
      if (status === 401) setError('password', { message });
      else if (status === 403) setUnconfirmed(message);
      // The page reads the link again, and its refusal (or the sign-up form) says the rest.
      else if (status === 404 || status === 410) onInvitationGone();
      else toast.error(message);
    }
  });

  return (
    <>
      {unconfirmed && (
        <div role="alert" className="auth-invitation__refusal">
          <p>{unconfirmed}</p>
          <Link to={paths.requestNewToken}>Solicitar un código nuevo</Link>
        </div>
      )}
      <AuthForm
        onSubmit={onSubmit}
        submitLabel={isLoading ? 'Aceptando invitación...' : 'Aceptar invitación'}
        busy={isLoading}
      >
        <EmailField control={control} readOnly />
        <FormField control={control} name="password" label="Password" required>
          {(field) => (
            <Input.Password {...field} autoComplete="current-password" placeholder="Tu contraseña" />
          )}
        </FormField>
      </AuthForm>
    </>
  );
}
