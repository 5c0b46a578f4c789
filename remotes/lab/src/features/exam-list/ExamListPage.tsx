// /patients/:patientId/lab-exams (docs/product/lab.md#exam-list): the pet's hematology history, newest first
// (the API's order), each item its date and hematocrit linking to the detail. Searched (findings,
// observations) and paged by the server: a pet followed for years has hundreds of exams. «Crear Examen»
// is disabled, with the reason, for a role without lab.write.
import { Pagination } from 'antd';
import { Link, useParams } from 'react-router-dom';
import {
  EmptyState,
  LinkButton,
  formatDate,
  formatNumber,
  useKeepPageInRange,
  useListParams,
} from '@vet/shared-ui';
import { ListFrame, PageHeader, PetAlerts, type ListTexts } from '@vet/shared-ui/page';
import { paths } from '@vet/shared-ui/contract';
import { PermittedButton } from '@vet/shared-ui/permission';
import { useGetPatientQuery } from '../../api/patientEndpoints';
import { useGetLabExamsQuery } from './api/examListEndpoints';
import { MSG } from '../../messages';
import '../exams/lab.css';

export const PAGE_SIZE = 20;

const TEXTS: ListTexts = {
  loading: MSG.loadingExams,
  loadFailed: MSG.examsFailed,
  stale: MSG.examsStale,
  searchLabel: 'Buscar exámenes',
  searchPlaceholder: 'Buscar en hemotrópicos y observaciones',
  noMatch: MSG.noMatch,
  count: (total) => MSG.examCount(total),
};

export default function ExamListPage() {
  const { patientId = '' } = useParams();
  const list = useListParams();
  const { data: patient } = useGetPatientQuery(patientId);
  const query = useGetLabExamsQuery({ patientId, q: list.q, page: list.page, limit: PAGE_SIZE });
  useKeepPageInRange(query.data, list.page, list.setPage);

  return (
    <div className="lab-page">
      <PageHeader
        title={MSG.listTitle(patient?.name)}
        back={{ to: paths.pet(patientId), label: 'Volver a la mascota' }}
        actions={
          <>
            <LinkButton to={paths.labRanges(patientId)}>Rangos de referencia</LinkButton>
            <PermittedButton permission="lab.write" type="primary" to={paths.newLabExam(patientId)}>
              Crear Examen
            </PermittedButton>
          </>
        }
      />
      {patient && <PetAlerts pet={patient} />}
      <ListFrame query={query} list={list} texts={TEXTS} empty={<EmptyState message={MSG.noExams} />}>
        {(page) => (
          <>
            <ul className="lab-exam-list" aria-label="Exámenes de laboratorio">
              {page.items.map((exam) => (
                <li key={exam._id}>
                  <Link to={paths.labExam(patientId, exam._id)}>
                    <span>{formatDate(exam.date.slice(0, 10))}</span>
                    <span>Hematocrito: {formatNumber(exam.hematocrit)} %</span>
                  </Link>
                </li>
              ))}
            </ul>
            <Pagination
              className="lab-exam-pagination"
              current={list.page}
              pageSize={PAGE_SIZE}
              total={page.total}
              hideOnSinglePage
              showSizeChanger={false}
              onChange={(next) => list.setPage(next)}
            />
          </>
        )}
      </ListFrame>
    </div>
  );
}
