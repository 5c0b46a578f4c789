// /account/profile (docs/product/accounts.md#profile): the vet's own data, editable, as users expect; the
// CMV optional for a front desk or a groomer.
// The save sends the profile's version; if it changed meanwhile (another session), StaleRecordAlert
// keeps what was typed until «Recargar» brings the profile as it is now. The clinic's backup sits below,
// for the role that may take it (`backup`, the administrator's; docs/product/backups.md): hidden for the
// others, the whole area not being theirs (docs/product/common.md#what-a-role-may-not-do).
import { useEffect } from 'react';
import { Button, Card, Form } from 'antd';
import { useForm, type Control } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { useDispatch } from 'react-redux';
import {
  SESSION_TAG,
  errorMessage,
  formatDate,
  sessionApi,
  toast,
  applyServerErrors,
  useCurrentUser,
} from '@vet/shared-ui';
import { LoadError, Loading, PageHeader, StaleAlert } from '@vet/shared-ui/page';
import { Allowed } from '@vet/shared-ui/permission';
import { StaleRecordAlert } from '@vet/shared-ui/staleRecord';
import { useStaleRecord } from '@vet/shared-ui/submission';
import type { Profile } from '../../api/types';
import { useGetProfileQuery, useUpdateProfileMutation } from './api/profileEndpoints';
import { VetFields } from '../../components/VetFields';
import {
  cmvRequiredFor,
  vetProfileSchema,
  withCmv,
  type VetProfileForm,
} from '../../components/vetProfileSchema';
import { BackupSection } from '../backup/BackupSection';
import { MSG } from '../../messages';

function toForm(profile: Profile): VetProfileForm {
  return {
    name: profile.name,
    lastName: profile.lastName,
    whatsapp: profile.whatsapp,
    ci: profile.ci,
    cmv: profile.cmv,
    estado: profile.estado,
    runsai: profile.runsai ?? '',
    msds: profile.msds ?? '',
    somevepa: profile.somevepa ?? '',
  };
}

export default function ProfilePage() {
  const dispatch = useDispatch();
  const { data: profile, error, isFetching, refetch } = useGetProfileQuery();
  const stale = useStaleRecord();
  const [updateProfile, { isLoading: saving }] = useUpdateProfileMutation();
  // The CMV is a vet's: «CMV (opcional)» while the session's role is Asistente or Peluquero.
  const cmvRequired = cmvRequiredFor(useCurrentUser().user?.role);
  const { control, handleSubmit, reset, setError, formState } = useForm<VetProfileForm>({
    resolver: yupResolver(withCmv(vetProfileSchema, cmvRequired)),
  });

  useEffect(() => {
    if (profile) reset(toForm(profile));
  }, [profile, reset]);

  const onSubmit = handleSubmit(async (values) => {
    if (!profile) return;
    try {
      const { cmv, ...rest } = values;
      const answer = await updateProfile({
        ...rest,
        // Left empty (allowed only to a role that needs none), it is not sent: the profile then has none.
        ...(cmv ? { cmv } : {}),
        version: profile.version,
        runsai: values.runsai || null,
        msds: values.msds || null,
        somevepa: values.somevepa || null,
      }).unwrap();
      toast.success(answer.msg || MSG.profileUpdated);
      // The layout shows "M.V. {name} {lastName}": look the user up again.
      dispatch(sessionApi.util.invalidateTags([SESSION_TAG]));
    } catch (failure) {
      if (stale.caught(failure)) return;
      applyServerErrors(failure, Object.keys(toForm({} as Profile)), setError);
      toast.error(errorMessage(failure, MSG.profileUpdateFailed));
    }
  });

  const retry = () => void refetch();

  return (
    <div style={{ maxWidth: 760, margin: '0 auto' }}>
      <PageHeader
        title={MSG.profileTitle}
        subtitle={profile && MSG.profileSubtitle(profile.email, formatDate(profile.createdAt))}
      />
      {!profile ? (
        error ? (
          <LoadError title={MSG.profileFailed} error={error} retrying={isFetching} onRetry={retry} />
        ) : (
          <Loading label={MSG.loadingProfile} />
        )
      ) : (
        <Card>
          {/* A reload that failed keeps the profile on screen, and says so. */}
          {error && <StaleAlert title={MSG.profileFailed} retrying={isFetching} onRetry={retry} />}
          {stale.stale && (
            <StaleRecordAlert
              refetch={refetch}
              onReloaded={(fresh) => {
                reset(toForm(fresh));
                stale.reloaded();
              }}
            />
          )}
          <Form layout="vertical" component="div">
            <form onSubmit={onSubmit} noValidate>
              <VetFields control={control as Control<VetProfileForm>} cmvRequired={cmvRequired} />
              <Button type="primary" htmlType="submit" loading={saving} disabled={!formState.isDirty}>
                Guardar cambios
              </Button>
            </form>
          </Form>
          <Allowed permission="backup">
            <BackupSection />
          </Allowed>
        </Card>
      )}
    </div>
  );
}
