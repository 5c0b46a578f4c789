// /patients/:patientId/grooming-services/create: records a service for the pet in the URL. Opened by a role
// without grooming.write, the reason and the way back instead (docs/product/grooming.md#what-each-role-sees).
import { useNavigate, useParams } from 'react-router-dom';
import type { UseFormSetError } from 'react-hook-form';
import dayjs from 'dayjs';
import { LinkButton, applyServerErrors, errorMessage, toast } from '@vet/shared-ui';
import { LoadError, PageHeader } from '@vet/shared-ui/page';
import { Panel } from '@vet/shared-ui/panel';
import { useSubmissionKey } from '@vet/shared-ui/submission';
import { paths } from '@vet/shared-ui/contract';
import { PermissionRequired } from '@vet/shared-ui/permission';
import { useCreateGroomingServiceMutation } from './api/groomingFormEndpoints';
import { MSG } from '../../messages';
import { FORM_FIELDS } from './formFields';
import { GroomingForm } from './components/GroomingForm';
import { emptyValues, toPayload, type GroomingFormValues } from './groomingSchema';

export default function NewGroomingPage() {
  const { patientId } = useParams();
  return (
    <PermissionRequired
      permission="grooming.write"
      back={
        <LinkButton to={patientId ? paths.petGrooming(patientId) : paths.groomingServices}>
          Volver a los servicios
        </LinkButton>
      }
    >
      <NewGroomingForm patientId={patientId} />
    </PermissionRequired>
  );
}

function NewGroomingForm({ patientId }: { patientId: string | undefined }) {
  const navigate = useNavigate();
  const [create, { isLoading }] = useCreateGroomingServiceMutation();
  // One key per submission: a double click or a retry after a lost answer records one service.
  const submission = useSubmissionKey();

  if (!patientId) return <LoadError title={MSG.missingPatient} />;

  const onSubmit = (values: GroomingFormValues, setError: UseFormSetError<GroomingFormValues>) =>
    submission.once(async () => {
      try {
        const { msg } = await create({
          patientId,
          body: toPayload(values),
          submissionKey: submission.key,
        }).unwrap();
        toast.success(msg || MSG.created);
        navigate(paths.petGrooming(patientId));
      } catch (error) {
        submission.refused(error);
        applyServerErrors(error, FORM_FIELDS, setError);
        toast.error(errorMessage(error, MSG.createFailed));
      }
    });

  return (
    <div className="grooming-page">
      <PageHeader title={MSG.newTitle} />
      <Panel>
        <GroomingForm
          initialValues={emptyValues(dayjs())}
          submitLabel="Registrar servicio"
          submitting={isLoading}
          onSubmit={onSubmit}
          onCancel={() => navigate(paths.petGrooming(patientId))}
        />
      </Panel>
    </div>
  );
}
