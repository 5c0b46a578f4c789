// /patients/:patientId/lab-exams/create (docs/product/lab.md#new-exam): the exam form; after saving, the
// "Examen Guardado" modal with the report; closing it returns to the pet.
import { useState } from 'react';
import { Button, Modal } from 'antd';
import { useNavigate, useParams } from 'react-router-dom';
import { errorMessage, toast } from '@vet/shared-ui';
import { LoadError, Loading, PageHeader, PetAlerts } from '@vet/shared-ui/page';
import { useSubmissionKey } from '@vet/shared-ui/submission';
import { paths } from '@vet/shared-ui/contract';
import { labRangeSpecies } from '@vet/shared-ui/labValues';
import { useGetPatientQuery } from '../../api/patientEndpoints';
import type { LabExam, RangeSpecies } from '../../api/types';
import type { SoundPlayer } from '../counter/sounds';
import { ReportActions } from '../../components/ReportActions';
import { useCreateLabExamMutation } from './api/examFormEndpoints';
import { ExamForm } from './components/ExamForm';
import { MSG } from '../../messages';
import '../exams/lab.css';

export default function NewExamPage({ sound }: { sound?: SoundPlayer }) {
  const { patientId = '' } = useParams();
  const navigate = useNavigate();
  const { data: patient, error, isFetching, refetch } = useGetPatientQuery(patientId, { skip: !patientId });
  const [createExam, { isLoading }] = useCreateLabExamMutation();
  const [saved, setSaved] = useState<{ exam: LabExam; species: RangeSpecies } | null>(null);
  // One key per submission: a double click or a retry after a lost answer records one exam.
  const submission = useSubmissionKey();

  if (!patientId) return <LoadError title={MSG.missingPatientId} />;
  if (!patient) {
    return error ? (
      <LoadError
        title={errorMessage(error, MSG.petFailed)}
        onRetry={() => void refetch()}
        retrying={isFetching}
      />
    ) : (
      <Loading label={MSG.loadingPet} />
    );
  }

  const { species, exact } = labRangeSpecies(patient.species);
  const backToPet = () => navigate(paths.pet(patientId));
  const onSubmit = (body: Parameters<typeof createExam>[0]['body'], chosen: RangeSpecies) =>
    submission.once(async () => {
      try {
        const answer = await createExam({ patientId, body, submissionKey: submission.key }).unwrap();
        toast.success(MSG.created);
        setSaved({ exam: answer.labExam, species: chosen });
      } catch (failure) {
        submission.refused(failure);
        toast.error(errorMessage(failure, MSG.unexpected));
      }
    });

  return (
    <div className="lab-page">
      <PageHeader title={MSG.newTitle(patient.name)} />
      <PetAlerts pet={patient} />
      <ExamForm
        species={species}
        otherSpecies={exact ? undefined : patient.species}
        submitting={isLoading}
        onSubmit={onSubmit}
        onCancel={() => navigate(paths.labExams(patientId))}
        sound={sound}
      />
      <Modal
        open={!!saved}
        title={MSG.savedTitle}
        onCancel={backToPet}
        footer={<Button onClick={backToPet}>Cerrar</Button>}
        mask={{ closable: false }}
      >
        <p>{MSG.savedText(patient.name)}</p>
        {saved && <ReportActions data={{ exam: saved.exam, patient, species: saved.species }} />}
      </Modal>
    </div>
  );
}
