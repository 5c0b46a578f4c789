// /patients/:patientId/consultations/:consultationId/edit «Editar consulta de {pet}»
// (docs/product/clinical.md#edit-a-consultation): the form prefilled, for its author until it locks; a
// locked consultation, or someone else's, says why instead. The save sends the version the form started
// from: a stale one shows StaleRecordAlert and keeps what was typed; one the lock overtook shows the
// server's sentence.
import { useNavigate, useParams } from 'react-router-dom';
import { LinkButton, StatusPage, applyServerErrors, errorMessage, errorStatus, toast } from '@vet/shared-ui';
import { LoadError, Loading, PageHeader, PetAlerts } from '@vet/shared-ui/page';
import { paths } from '@vet/shared-ui/contract';
import { StaleRecordAlert } from '@vet/shared-ui/staleRecord';
import { useStaleRecord } from '@vet/shared-ui/submission';
import { useGetConsultationQuery } from '../../api/consultationEndpoints';
import { useGetPatientQuery } from '../../api/patientEndpoints';
import { useEditBlock } from '../../hooks/useEditBlock';
import { MSG } from '../../messages';
import { useUpdateConsultationMutation } from './api/consultationFormEndpoints';
import { ConsultationForm, type ConsultationSubmit } from './components/ConsultationForm';
import { formFields, toBody, valuesOf } from './consultationSchema';
import { useSpeciesRanges } from './hooks/useSpeciesRanges';
import '../consultations/consultations.css';

export default function EditConsultationPage() {
  const { patientId = '', consultationId = '' } = useParams();
  const navigate = useNavigate();
  const query = useGetConsultationQuery(consultationId, { skip: !consultationId });
  const { data: consultation } = query;
  const { data: pet } = useGetPatientQuery(patientId, { skip: !patientId });
  const species = useSpeciesRanges(consultation?.patient.species);
  const block = useEditBlock(consultation);
  const [update, { isLoading }] = useUpdateConsultationMutation();
  const stale = useStaleRecord();
  const detail = paths.consultation(patientId, consultationId);

  if (!consultation) {
    if (!query.error) return <Loading label={MSG.loadingConsultation} />;
    const missing = errorStatus(query.error) === 404;
    return (
      <LoadError
        title={missing ? MSG.consultationNotFound : MSG.consultationFailed}
        error={missing ? undefined : query.error}
        onRetry={missing ? undefined : () => void query.refetch()}
        retrying={query.isFetching}
        action={<LinkButton to={paths.pet(patientId)}>Volver a la mascota</LinkButton>}
      />
    );
  }

  const title = MSG.editTitle(consultation.patient.name);
  if (block) {
    return (
      <div className="clinical-page">
        <PageHeader title={title} back={{ to: detail, label: MSG.backToConsultation }} />
        <StatusPage
          tone="warning"
          headingLevel={2}
          title={MSG.notEditableTitle}
          message={block}
          action={<LinkButton to={detail}>{MSG.backToConsultation}</LinkButton>}
        />
      </div>
    );
  }

  const onSubmit: ConsultationSubmit = async (values, setError) => {
    try {
      const answer = await update({
        id: consultation._id,
        version: consultation.version,
        body: toBody(values),
      }).unwrap();
      toast.success(answer.msg || MSG.updated);
      navigate(detail);
    } catch (failure) {
      if (stale.caught(failure)) return;
      applyServerErrors(failure, formFields(values.prescriptions.length), setError);
      toast.error(errorMessage(failure, MSG.unexpected));
    }
  };

  return (
    <div className="clinical-page">
      <PageHeader title={title} back={{ to: detail, label: MSG.backToConsultation }} />
      {pet && <PetAlerts pet={pet} />}
      {stale.stale && <StaleRecordAlert refetch={query.refetch} onReloaded={stale.reloaded} />}
      <ConsultationForm
        // A newer consultation or a reload starts the form over from it.
        key={`${consultation.version}:${stale.formKey}`}
        initialValues={valuesOf(consultation)}
        ranges={species.ranges}
        speciesWithoutRanges={species.speciesWithoutRanges}
        storedVet={consultation.vet ?? undefined}
        submitLabel="Guardar cambios"
        submitting={isLoading}
        onSubmit={onSubmit}
        onCancel={() => navigate(detail)}
      />
    </div>
  );
}
