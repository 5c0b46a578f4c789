// /patients/:patientId/lab-exams (SPEC §2): the pet's hematology history, newest first (the API's
// order), each item its date and hematocrit linking to the detail.
import { Typography } from 'antd';
import { Link, useParams } from 'react-router-dom';
import { EmptyState, LinkButton, errorMessage, formatDate } from '@vet/shared-ui';
import { useGetLabExamsQuery, useGetPatientQuery } from '../../api/labApi';
import { formatNumber } from '../ranges/referenceRanges';
import { LoadFailure, Loading } from '../exams/LoadState';
import '../exams/lab.css';

export const NO_EXAMS = 'No hay exámenes de laboratorio registrados para este paciente.';

export default function LabExamsListPage() {
  const { patientId = '' } = useParams();
  const { data: patient } = useGetPatientQuery(patientId);
  const { data, error, isLoading, isFetching, refetch } = useGetLabExamsQuery(patientId);
  const exams = data?.exams ?? [];
  const base = `/patients/${patientId}/lab-exams`;

  return (
    <div className="lab-page">
      <header className="lab-page__header">
        <Typography.Title level={1}>
          Exámenes de laboratorio{patient ? ` de ${patient.name}` : ''}
        </Typography.Title>
        <div className="lab-form__actions">
          <LinkButton to={`/patients/${patientId}`}>Volver a la mascota</LinkButton>
          <LinkButton to={`${base}/ranges`}>Rangos de referencia</LinkButton>
          <LinkButton type="primary" to={`${base}/create`}>
            Crear Examen
          </LinkButton>
        </div>
      </header>
      {isLoading && <Loading text="Cargando exámenes..." />}
      {!data && error && (
        <LoadFailure
          title={errorMessage(error, 'Error al cargar los exámenes')}
          onRetry={refetch}
          retrying={isFetching}
        />
      )}
      {data && exams.length === 0 && <EmptyState message={NO_EXAMS} />}
      {exams.length > 0 && (
        <ul className="lab-exam-list" aria-label="Exámenes de laboratorio">
          {exams.map((exam) => (
            <li key={exam._id}>
              <Link to={`${base}/${exam._id}`}>
                <span>{formatDate(exam.date.slice(0, 10))}</span>
                <span>Hematocrito: {formatNumber(exam.hematocrit)} %</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
