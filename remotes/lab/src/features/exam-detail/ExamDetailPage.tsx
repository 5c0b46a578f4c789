// /patients/:patientId/lab-exams/:labExamId (docs/product/lab.md#exam-detail): the exam with its
// highlighting, the report, Editar and Eliminar.
import { Button, Card, Space, Typography } from 'antd';
import { useNavigate, useParams } from 'react-router-dom';
import { LinkButton, errorMessage, formatDate, toast } from '@vet/shared-ui';
import { LoadFailure, Loading } from '../exams/LoadState';
import { useExamWithPatient } from '../../hooks/useExamWithPatient';
import { rangeSpeciesOf } from '../exams/referenceRanges';
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
  const list = `/patients/${patientId}/lab-exams`;

  if (state.status === 'loading') return <Loading text={MSG.loadingExam} />;
  if (state.status === 'error') {
    return (
      <div className="lab-page">
        <LoadFailure title={state.message} onRetry={state.retry} />
        {patientId && <LinkButton to={list}>Volver a los exámenes</LinkButton>}
      </div>
    );
  }

  const { exam, patient } = state;
  const { species } = rangeSpeciesOf(patient.species);

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
      <header className="lab-page__header">
        <Typography.Title level={1}>{MSG.detailTitle(patient.name, formatDate(exam.date))}</Typography.Title>
        <Space wrap>
          <LinkButton to={list}>Volver</LinkButton>
          <LinkButton to={`${list}/edit/${labExamId}`}>Editar</LinkButton>
          <Button danger onClick={onDelete} loading={deleting}>
            Eliminar
          </Button>
        </Space>
      </header>
      <Card
        title={`Resultados (rangos de ${species})`}
        extra={
          <LinkButton type="link" to={`${list}/ranges`}>
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
        <Typography.Paragraph>
          <strong>Hemotrópico:</strong> {exam.hemotropico || '—'}
        </Typography.Paragraph>
        <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>
          <strong>Observaciones:</strong> {exam.observacion || '—'}
        </Typography.Paragraph>
      </Card>
      <Card title="Informe">
        <ReportActions data={{ exam, patient, species }} />
      </Card>
    </div>
  );
}
