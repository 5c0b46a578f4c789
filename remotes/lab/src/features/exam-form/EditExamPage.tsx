// /patients/:patientId/lab-exams/edit/:labExamId (docs/product/lab.md#edit-an-exam): the same form prefilled,
// the counter starting from the saved counts; saving sends PUT /lab-exams/:id with the version the form
// started from and returns to the detail. A stale save shows StaleRecordAlert and keeps what was typed.
import { useNavigate, useParams } from 'react-router-dom';
import { errorMessage, toast } from '@vet/shared-ui';
import { LoadError, Loading, PageHeader, PetAlerts } from '@vet/shared-ui/page';
import { StaleRecordAlert } from '@vet/shared-ui/staleRecord';
import { useStaleRecord } from '@vet/shared-ui/submission';
import { paths } from '@vet/shared-ui/contract';
import { labRangeSpecies } from '@vet/shared-ui/labValues';
import type { LabExamBody } from '../../api/types';
import type { SoundPlayer } from '../counter/sounds';
import { useExamWithPatient } from '../../hooks/useExamWithPatient';
import { useUpdateLabExamMutation } from './api/examFormEndpoints';
import { ExamForm } from './components/ExamForm';
import { MSG } from '../../messages';
import '../exams/lab.css';

export default function EditExamPage({ sound }: { sound?: SoundPlayer }) {
  const { patientId = '', labExamId = '' } = useParams();
  const navigate = useNavigate();
  const state = useExamWithPatient(patientId, labExamId);
  const [updateExam, { isLoading }] = useUpdateLabExamMutation();
  const stale = useStaleRecord();
  const detail = paths.labExam(patientId, labExamId);

  if (state.status === 'loading') return <Loading label={MSG.loadingExam} />;
  if (state.status === 'error') return <LoadError title={state.message} onRetry={state.retry} />;
  const { exam, patient } = state;
  const { species, exact } = labRangeSpecies(patient.species);

  const onSubmit = async (body: LabExamBody) => {
    try {
      const answer = await updateExam({ patientId, labExamId, version: exam.version, body }).unwrap();
      toast.success(answer.msg || MSG.updated);
      navigate(detail);
    } catch (failure) {
      if (stale.caught(failure)) return;
      toast.error(errorMessage(failure, MSG.unexpected));
    }
  };

  return (
    <div className="lab-page">
      <PageHeader title={MSG.editTitle(patient.name)} />
      <PetAlerts pet={patient} />
      {stale.stale && <StaleRecordAlert refetch={state.reload} onReloaded={stale.reloaded} />}
      <ExamForm
        // A newer exam or a reload starts the form (and the counter) over from the exam.
        key={`${exam.version}:${stale.formKey}`}
        initial={exam}
        species={species}
        otherSpecies={exact ? undefined : patient.species}
        submitting={isLoading}
        onSubmit={onSubmit}
        onCancel={() => navigate(detail)}
        sound={sound}
      />
    </div>
  );
}
