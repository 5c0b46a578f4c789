// /clinic (docs/product/clinic.md#clinica): the clinic's data. Every member reads it (GET /clinic); the
// administrator (clinic.manage) edits it and reaches «Equipo» and «Actividad» (audit.read); the others
// read it and why they cannot change it (the API's refusal). The save sends the version the form loaded;
// a stale one shows StaleRecordAlert and keeps what was typed until «Recargar». Under the data, the
// clinic's logo (components/ClinicLogoCard.tsx).
import { Card } from 'antd';
import { useDispatch } from 'react-redux';
import type { FieldPath, UseFormSetError } from 'react-hook-form';
import { LinkButton, errorMessage, fieldErrors, refreshSession, toast } from '@vet/shared-ui';
import { CLINIC_FIELD_NAMES, type ClinicFieldValues } from '@vet/shared-ui/form';
import { LoadError, Loading, PageHeader, StaleAlert } from '@vet/shared-ui/page';
import { useCan, usePermission } from '@vet/shared-ui/permission';
import { StaleRecordAlert } from '@vet/shared-ui/staleRecord';
import { useStaleRecord } from '@vet/shared-ui/submission';
import { paths } from '@vet/shared-ui/contract';
import type { Clinic } from '../../api/types';
import { MSG } from '../../messages';
import { useGetClinicQuery, useUpdateClinicMutation } from './api/clinicDataEndpoints';
import { ClinicForm } from './components/ClinicForm';
import { ClinicLogoCard } from './components/ClinicLogoCard';
import { ClinicView } from './components/ClinicView';
import type { ClinicFormValues } from './clinicSchema';
import './clinicData.css';

const toForm = ({ name, rif, address, phone, estado }: Clinic): ClinicFormValues => ({
  clinic: { name, rif, address, phone, estado },
});

const unchanged = (a: ClinicFieldValues, b: ClinicFieldValues) =>
  CLINIC_FIELD_NAMES.every((field) => (a[field] ?? '') === (b[field] ?? ''));

/** As sign-up sends it: a blank RIF is left out (the clinic then has none). */
function withoutBlankRif({ rif, ...required }: ClinicFieldValues): ClinicFieldValues {
  return rif ? { ...required, rif } : required;
}

export default function ClinicPage() {
  const dispatch = useDispatch();
  const { allowed: manages, reason } = usePermission('clinic.manage');
  const readsActivity = useCan('audit.read');
  const { data: clinic, error, isFetching, refetch } = useGetClinicQuery();
  const [updateClinic, { isLoading: saving }] = useUpdateClinicMutation();
  const stale = useStaleRecord();
  const retry = () => void refetch();

  const save = async (values: ClinicFormValues, setError: UseFormSetError<ClinicFormValues>) => {
    if (!clinic) return;
    if (unchanged(values.clinic, toForm(clinic).clinic)) {
      toast.info(MSG.nothingChanged);
      return;
    }
    try {
      const answer = await updateClinic({
        ...withoutBlankRif(values.clinic),
        version: clinic.version,
      }).unwrap();
      toast.success(answer.msg || MSG.clinicSaved);
      // The layout shows the clinic's name: look the session up again.
      dispatch(refreshSession());
    } catch (failure) {
      if (stale.caught(failure)) return;
      // PUT /clinic names its fields as they are (name…); the form holds them under clinic.
      for (const { field, msg } of fieldErrors(failure)) {
        if ((CLINIC_FIELD_NAMES as readonly string[]).includes(field))
          setError(`clinic.${field}` as FieldPath<ClinicFormValues>, { type: 'server', message: msg });
      }
      toast.error(errorMessage(failure, MSG.clinicSaveFailed));
    }
  };

  return (
    <div className="clinic-data">
      <PageHeader
        title={MSG.clinicTitle}
        actions={
          (manages || readsActivity) && (
            <>
              {manages && <LinkButton to={paths.team}>Equipo</LinkButton>}
              {readsActivity && <LinkButton to={paths.activity}>Actividad</LinkButton>}
            </>
          )
        }
      />
      {!clinic ? (
        error ? (
          <LoadError title={MSG.clinicFailed} error={error} retrying={isFetching} onRetry={retry} />
        ) : (
          <Loading label={MSG.loadingClinic} />
        )
      ) : (
        <Card>
          {/* A reload that failed keeps the data on screen, and says so. */}
          {error && <StaleAlert title={MSG.clinicFailed} retrying={isFetching} onRetry={retry} />}
          {manages ? (
            <>
              {stale.stale && <StaleRecordAlert refetch={refetch} onReloaded={stale.reloaded} />}
              <ClinicForm
                // A fresh record or a reload starts the form over from the clinic as it is now.
                key={`${clinic.version}:${stale.formKey}`}
                defaultValues={toForm(clinic)}
                saving={saving}
                onSubmit={save}
              />
            </>
          ) : (
            <ClinicView clinic={clinic} reason={reason} />
          )}
        </Card>
      )}
      {clinic && <ClinicLogoCard hasLogo={clinic.hasLogo} manages={manages} />}
    </div>
  );
}
