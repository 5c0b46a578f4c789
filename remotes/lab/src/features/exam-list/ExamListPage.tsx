// /patients/:patientId/lab-exams (docs/product/lab.md#exam-list): the pet's hematology history, newest first
// (the API's order), each item its date and hematocrit linking to the detail. Searched (findings,
// observations) and paged by the server: a pet followed for years has hundreds of exams.
import { Button, Input, Pagination, Spin, Typography } from 'antd';
import { Link, useParams } from 'react-router-dom';
import {
  EmptyState,
  LinkButton,
  errorMessage,
  formatDate,
  useKeepPageInRange,
  useListParams,
} from '@vet/shared-ui';
import { useGetPatientQuery } from '../../api/patientEndpoints';
import { useGetLabExamsQuery } from './api/examListEndpoints';
import { formatNumber } from '../exams/referenceRanges';
import { LoadFailure, Loading } from '../exams/LoadState';
import { MSG } from '../../messages';
import '../exams/lab.css';

export const PAGE_SIZE = 20;

export default function ExamListPage() {
  const { patientId = '' } = useParams();
  const list = useListParams();
  const { data: patient } = useGetPatientQuery(patientId);
  const { data, error, isLoading, isFetching, refetch } = useGetLabExamsQuery({
    patientId,
    q: list.q,
    page: list.page,
    limit: PAGE_SIZE,
  });
  useKeepPageInRange(data, list.page, list.setPage);
  const base = `/patients/${patientId}/lab-exams`;
  const searched = !!(list.q || list.input);

  return (
    <div className="lab-page">
      <header className="lab-page__header">
        <Typography.Title level={1}>{MSG.listTitle(patient?.name)}</Typography.Title>
        <div className="lab-form__actions">
          <LinkButton to={`/patients/${patientId}`}>Volver a la mascota</LinkButton>
          <LinkButton to={`${base}/ranges`}>Rangos de referencia</LinkButton>
          <LinkButton type="primary" to={`${base}/create`}>
            Crear Examen
          </LinkButton>
        </div>
      </header>
      {isLoading && <Loading text={MSG.loadingExams} />}
      {error && (
        <LoadFailure title={errorMessage(error, MSG.examsFailed)} onRetry={refetch} retrying={isFetching} />
      )}
      {data && data.total === 0 && !searched && <EmptyState message={MSG.noExams} />}
      {data && (data.total > 0 || searched) && (
        <>
          <Input.Search
            className="lab-exam-search"
            placeholder="Buscar en hemotrópicos y observaciones"
            aria-label="Buscar exámenes"
            allowClear
            value={list.input}
            onChange={(event) => list.setInput(event.target.value)}
            loading={isFetching}
          />
          <Spin spinning={isFetching} aria-busy={isFetching}>
            <p className="lab-exam-count" aria-live="polite">
              {MSG.examCount(data.total)}
            </p>
            {data.total === 0 ? (
              <EmptyState
                message="Sin resultados"
                description={MSG.noMatch(list.q)}
                action={<Button onClick={list.clear}>Limpiar búsqueda</Button>}
              />
            ) : (
              <ul className="lab-exam-list" aria-label="Exámenes de laboratorio">
                {data.items.map((exam) => (
                  <li key={exam._id}>
                    <Link to={`${base}/${exam._id}`}>
                      <span>{formatDate(exam.date.slice(0, 10))}</span>
                      <span>Hematocrito: {formatNumber(exam.hematocrit)} %</span>
                    </Link>
                  </li>
                ))}
              </ul>
            )}
            <Pagination
              className="lab-exam-pagination"
              current={list.page}
              pageSize={PAGE_SIZE}
              total={data.total}
              hideOnSinglePage
              showSizeChanger={false}
              onChange={(next) => list.setPage(next)}
            />
          </Spin>
        </>
      )}
    </div>
  );
}
