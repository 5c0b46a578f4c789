// /patients/:patientId/consultations/new «Nueva consulta de {pet}» (docs/product/clinical.md#new-consultation):
// the consultation form, now and the signed-in vet by default; saving opens the consultation.
import { useState } from 'react';
import dayjs from 'dayjs';
import { useNavigate, useParams } from 'react-router-dom';
import { applyServerErrors, errorMessage, toast } from '@vet/shared-ui';
import { LoadError, Loading, PageHeader, PetAlerts } from '@vet/shared-ui/page';
import { paths } from '@vet/shared-ui/contract';
import { useSubmissionKey } from '@vet/shared-ui/submission';
import { useGetPatientQuery } from '../../api/patientEndpoints';
import { MSG } from '../../messages';
import { useCreateConsultationMutation } from './api/consultationFormEndpoints';
import { ConsultationForm, type ConsultationSubmit } from './components/ConsultationForm';
import { emptyValues, formFields, toBody } from './consultationSchema';
import { useSpeciesRanges } from './hooks/useSpeciesRanges';
import '../consultations/consultations.css';

export default function NewConsultationPage() {
  const { patientId = '' } = useParams();
  const navigate = useNavigate();
  const { data: pet, error, isFetching, refetch } = useGetPatientQuery(patientId, { skip: !patientId });
  const species = useSpeciesRanges(pet?.species);
  const [create, { isLoading }] = useCreateConsultationMutation();
  // One key per submission: a double click or a retry after a lost answer records one consultation.
  const submission = useSubmissionKey();
  const [initialValues] = useState(() => emptyValues(dayjs()));

  if (!pet) {
    return error ? (
      <LoadError title={MSG.petFailed} error={error} onRetry={() => void refetch()} retrying={isFetching} />
    ) : (
      <Loading label={MSG.loadingPet} />
    );
  }

  const onSubmit: ConsultationSubmit = (values, setError) =>
    submission.once(async () => {
      try {
        const answer = await create({
          patientId,
          body: toBody(values),
          submissionKey: submission.key,
        }).unwrap();
        toast.success(answer.msg || MSG.created);
        navigate(paths.consultation(patientId, answer.consultation._id));
      } catch (failure) {
        submission.refused(failure);
        applyServerErrors(failure, formFields(values.prescriptions.length), setError);
        toast.error(errorMessage(failure, MSG.unexpected));
      }
    });

  return (
    <div className="clinical-page">
      <PageHeader title={MSG.newTitle(pet.name)} back={{ to: paths.pet(patientId), label: pet.name }} />
      <PetAlerts pet={pet} />
      <ConsultationForm
        initialValues={initialValues}
        ranges={species.ranges}
        speciesWithoutRanges={species.speciesWithoutRanges}
        suggestSessionVet
        submitLabel="Registrar consulta"
        submitting={isLoading}
        onSubmit={onSubmit}
        onCancel={() => navigate(paths.pet(patientId))}
      />
    </div>
  );
}
