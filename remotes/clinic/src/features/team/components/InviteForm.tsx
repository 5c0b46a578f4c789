// «Invitar a alguien» (docs/product/clinic.md#equipo): an e-mail and a role (Asistente unless chosen).
// The server mails the link; its message is the toast, a refusal's too (someone already a member…),
// and its field messages land under the fields. A sent form starts over for the next one.
import { Form, Input } from 'antd';
import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { applyServerErrors, errorMessage, toast } from '@vet/shared-ui';
import { FormActions, FormField, SelectField } from '@vet/shared-ui/form';
import { MSG } from '../../../messages';
import { useInviteMutation } from '../api/invitationsEndpoints';
import { NEW_INVITATION, inviteSchema, type InviteValues } from '../inviteSchema';
import { ROLE_OPTIONS } from '../../../roles';

const FIELDS = ['email', 'role'];

export function InviteForm() {
  const [invite, { isLoading: sending }] = useInviteMutation();
  const { control, handleSubmit, reset, setError } = useForm<InviteValues>({
    resolver: yupResolver(inviteSchema),
    defaultValues: NEW_INVITATION,
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const answer = await invite(values).unwrap();
      toast.success(answer.msg);
      reset(NEW_INVITATION);
    } catch (failure) {
      applyServerErrors(failure, FIELDS, setError);
      toast.error(errorMessage(failure, MSG.inviteFailed));
    }
  });

  return (
    <section className="clinic-section" aria-labelledby="clinic-invite">
      <h2 id="clinic-invite" className="clinic-section__title">
        {MSG.inviteTitle}
      </h2>
      <p className="clinic-team__hint">{MSG.inviteHint}</p>
      <Form layout="vertical" component="div">
        <form onSubmit={onSubmit} noValidate className="clinic-invite">
          <FormField control={control} name="email" label="Correo" required>
            {(field) => (
              <Input
                {...field}
                type="email"
                autoComplete="off"
                maxLength={254}
                placeholder="correo@ejemplo.com"
              />
            )}
          </FormField>
          <SelectField control={control} name="role" label="Rol" required options={ROLE_OPTIONS} />
          <FormActions submitting={sending} submitLabel={sending ? 'Enviando...' : 'Invitar'} />
        </form>
      </Form>
    </section>
  );
}
