// /patients/edit/:patientId (docs/product/pets.md#edit-a-pet): the pet form prefilled; only the changed
// fields are sent, with the version the form started from. A stale save shows StaleRecordAlert and keeps
// what was typed.
import { useState } from 'react';
import { Card } from 'antd';
import { useNavigate, useParams } from 'react-router-dom';
import type { UseFormSetError } from 'react-hook-form';
import { applyServerErrors, errorMessage, toast } from '@vet/shared-ui';
import { StaleRecordAlert } from '@vet/shared-ui/staleRecord';
import { useStaleRecord } from '@vet/shared-ui/submission';
import { PageHeader } from '@vet/shared-ui/page';
import { paths } from '@vet/shared-ui/contract';
import { useGetPatientQuery, useUpdatePatientMutation } from '../../api/patientsEndpoints';
import type { Patient } from '../../api/types';
import { PetLoadState, isMissing } from '../../components/PetLoadState';
import { MSG } from '../../messages';
import '../../components/page.css';
import { PetForm } from './components/PetForm';
import { PET_SERVER_FIELDS, changesBody, formValuesOf, petFields } from './petPayload';
import type { PetFormValues } from './petSchema';

function EditForm({
  patient,
  onStale,
}: {
  patient: Patient;
  /** True when the failed save was stale (the page then shows the alert). */
  onStale: (error: unknown) => boolean;
}) {
  const navigate = useNavigate();
  const [updatePatient, { isLoading }] = useUpdatePatientMutation();
  // The baseline of the diff is what the form started from, whatever re-renders bring.
  const [initialValues] = useState(() => formValuesOf(patient));
  const detailUrl = paths.pet(patient._id);

  const submit = async (values: PetFormValues, setError: UseFormSetError<PetFormValues>) => {
    const before = petFields(initialValues);
    const body = changesBody(before, petFields(values), values.photo);
    if (!body) {
      toast.info(MSG.noChanges);
      return;
    }
    try {
      await updatePatient({ id: patient._id, version: patient.version, body }).unwrap();
      toast.success(MSG.updated);
      navigate(detailUrl);
    } catch (error) {
      if (onStale(error)) return;
      applyServerErrors(error, PET_SERVER_FIELDS, setError);
      toast.error(errorMessage(error, MSG.updateFailed));
    }
  };

  return (
    <PetForm
      initialValues={initialValues}
      currentPhoto={patient.photo}
      submitLabel={isLoading ? 'Guardando...' : 'Guardar cambios'}
      submitting={isLoading}
      onSubmit={submit}
      onCancel={() => navigate(detailUrl)}
    />
  );
}

export default function EditPetPage() {
  const { patientId = '' } = useParams();
  const { data: patient, error, isFetching, refetch } = useGetPatientQuery(patientId);
  const stale = useStaleRecord();

  if (!patient || isMissing(error)) {
    return (
      <div className="patients-page">
        <PetLoadState
          error={patient && !isMissing(error) ? null : error}
          retrying={isFetching}
          onRetry={refetch}
        />
      </div>
    );
  }

  return (
    <div className="patients-page">
      <PageHeader title={MSG.editTitle(patient.name)} subtitle={MSG.editHint} />
      <Card>
        {stale.stale && <StaleRecordAlert refetch={refetch} onReloaded={stale.reloaded} />}
        {/* A newer version of the pet (another tab saved it) or a reload restarts the form from it. */}
        <EditForm
          key={`${patient._id}:${patient.version}:${stale.formKey}`}
          patient={patient}
          onStale={stale.caught}
        />
      </Card>
    </div>
  );
}
