// The lab remote's screens under /patients/:patientId/lab-exams, each loaded on first visit.
import { lazy } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { paths } from '@vet/shared-ui/contract';

const ExamListPage = lazy(() => import('./features/exam-list/ExamListPage'));
const NewExamPage = lazy(() => import('./features/exam-form/NewExamPage'));
const EditExamPage = lazy(() => import('./features/exam-form/EditExamPage'));
const ExamDetailPage = lazy(() => import('./features/exam-detail/ExamDetailPage'));
const RangesPage = lazy(() => import('./features/ranges/RangesPage'));

export const labExamRoutes: RouteObject[] = [
  { index: true, element: <ExamListPage /> },
  { path: 'create', element: <NewExamPage /> },
  { path: 'edit/:labExamId', element: <EditExamPage /> },
  // Before ":labExamId", which would otherwise take "ranges" for an exam id.
  { path: 'ranges', element: <RangesPage /> },
  { path: ':labExamId', element: <ExamDetailPage /> },
  { path: '*', element: <Navigate to={paths.notFound} replace /> },
];
