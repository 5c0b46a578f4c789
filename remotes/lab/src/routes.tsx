// The lab remote's screens under /patients/:patientId/lab-exams, each loaded on first visit. Reading them
// needs lab.read, the exam forms (and their counter) lab.write (docs/product/lab.md#what-each-role-sees).
import { lazy, type ReactNode } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { paths } from '@vet/shared-ui/contract';
import { LabPermission } from './components/LabPermission';

const ExamListPage = lazy(() => import('./features/exam-list/ExamListPage'));
const NewExamPage = lazy(() => import('./features/exam-form/NewExamPage'));
const EditExamPage = lazy(() => import('./features/exam-form/EditExamPage'));
const ExamDetailPage = lazy(() => import('./features/exam-detail/ExamDetailPage'));
const RangesPage = lazy(() => import('./features/ranges/RangesPage'));

const reading = (page: ReactNode) => <LabPermission permission="lab.read">{page}</LabPermission>;
const writing = (page: ReactNode) => (
  <LabPermission permission="lab.read">
    <LabPermission permission="lab.write">{page}</LabPermission>
  </LabPermission>
);

export const labExamRoutes: RouteObject[] = [
  { index: true, element: reading(<ExamListPage />) },
  { path: 'create', element: writing(<NewExamPage />) },
  { path: 'edit/:labExamId', element: writing(<EditExamPage />) },
  // Before ":labExamId", which would otherwise take "ranges" for an exam id.
  { path: 'ranges', element: reading(<RangesPage />) },
  { path: ':labExamId', element: reading(<ExamDetailPage />) },
  { path: '*', element: <Navigate to={paths.notFound} replace /> },
];
