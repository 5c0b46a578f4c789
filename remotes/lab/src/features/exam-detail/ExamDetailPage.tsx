// /patients/:patientId/lab-exams/:labExamId (docs/product/lab.md#exam-detail): who created and changed
// the exam, the exam with its highlighting, the report, Editar and Eliminar (disabled, with the reason,
// for a role without lab.write).
import { Card } from 'antd';
import { useNavigate, useParams } from 'react-router-dom';
import { LinkButton, errorMessage, formatDate, toast } from '@vet/shared-ui';
import { LoadError, Loading, PageHeader, PetAlerts, RecordAuthors } from '@vet/shared-ui/page';
import { paths } from '@vet/shared-ui/contract';
import { PermittedButton } from '@vet/shared-ui/permission';
import { labRangeSpecies } from '@vet/shared-ui/labValues';
import { useExamWithPatient } from '../../hooks/useExamWithPatient';
import { useVetRanges } from './hooks/useVetRanges';
import { ReportActions } from '../../components/ReportActions';
import { useDeleteLabExamMutation } from './api/examDetailEndpoints';
import { DifferentialTable, ExamValues } from './components/ExamValues';
import { MSG } from '../../messages';
import '../exams/lab.css';

export default function ExamDetailPage() {
  const { patientId = '', labExamId = '' } = useParams();
  const navigate = useNavigate();
  const state = useExamWithPatient(patientId, labExamId);
  const ranges = useVetRanges();
  const [deleteExam, { isLoading: deleting }] = useDeleteLabExamMutation();
  const list = paths.labExams(patientId);

  if (state.status === 'loading') return <Loading label={MSG.loadingExam} />;
  if (state.status === 'error') {
    return (
      <div className="lab-page">
        <LoadError title={state.message} onRetry={state.retry} />
        {patientId && <LinkButton to={list}>Volver a los exámenes</LinkButton>}
      </div>
    );
  }

  const { exam, patient } = state;
  const { species } = labRangeSpecies(patient.species);

  const onDelete = async () => {
    if (!window.confirm(MSG.confirmDelete)) return;
    try {
      await deleteExam({ patientId, labExamId }).unwrap();
      toast.success(MSG.deleted);
      navigate(list);
    } catch (failure) {
      toast.error(errorMessage(failure, MSG.unexpected));
    }
  };

  return (
    <div className="lab-page">
      <PageHeader
        title={MSG.detailTitle(patient.name, formatDate(exam.date))}
        back={{ to: list, label: 'Volver' }}
        subtitle={<RecordAuthors record={exam} />}
        actions={
          <>
            <PermittedButton permission="lab.write" to={paths.editLabExam(patientId, labExamId)}>
              Editar
            </PermittedButton>
            <PermittedButton permission="lab.write" danger onClick={onDelete} loading={deleting}>
              Eliminar
            </PermittedButton>
          </>
        }
      />
      <PetAlerts pet={patient} />
      <Card
        title={`Resultados (rangos de ${species})`}
        extra={
          <LinkButton type="link" to={paths.labRanges(patientId)}>
            Rangos de referencia
          </LinkButton>
        }
      >
        <ExamValues exam={exam} ranges={ranges?.[species]} />
      </Card>
      <Card title="Conteo diferencial">
        <DifferentialTable exam={exam} ranges={ranges?.[species]} />
      </Card>
      <Card title="Hemotrópico y observaciones">
        <p>
          <strong>Hemotrópico:</strong> {exam.hemotropico || '—'}
        </p>
        <p className="lab-observations">
          <strong>Observaciones:</strong> {exam.observacion || '—'}
        </p>
      </Card>
      <Card title="Informe">
        <ReportActions data={{ exam, patient, species }} />
      </Card>
    </div>
  );
}
