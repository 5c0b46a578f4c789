// The screens under the clinical remote's three mounts, each loaded on first visit (React.lazy). The
// shell wraps them in Suspense and an error boundary, and lets in only whoever reads the clinical record
// (clinical.read, the mounts' permission in the environment file); the consultation's forms also need
// clinical.write (docs/product/clinical.md#decisions).
import { lazy } from 'react';
import { Navigate, useParams, type RouteObject } from 'react-router-dom';
import { paths } from '@vet/shared-ui/contract';
import { WritesConsultations } from './components/ClinicalPermission';
import { PetHistoryRoute } from './features/pet-history/PetHistoryRoute';

const ConsultationListPage = lazy(() => import('./features/consultation-list/ConsultationListPage'));
const VitalRangesPage = lazy(() => import('./features/vital-ranges/VitalRangesPage'));
const NewConsultationPage = lazy(() => import('./features/consultation-form/NewConsultationPage'));
const EditConsultationPage = lazy(() => import('./features/consultation-form/EditConsultationPage'));
const ConsultationDetailPage = lazy(() => import('./features/consultation-detail/ConsultationDetailPage'));

const notFound: RouteObject = { path: '*', element: <Navigate to={paths.notFound} replace /> };

/** /patients/:patientId/consultations alone: the pet's consultations are read in its history. */
function ToPetHistory() {
  const { patientId = '' } = useParams();
  return <Navigate to={paths.petHistory(patientId)} replace />;
}

/** /medical-history: the clinic's recent consultations, and the vital signs' ranges. */
export const medicalHistoryRoutes: RouteObject[] = [
  { index: true, element: <ConsultationListPage /> },
  { path: 'ranges', element: <VitalRangesPage /> },
  notFound,
];

/** /patients/:patientId/history: the pet's clinical history (its route asks for the data early). */
export const historyRoutes: RouteObject[] = [{ index: true, element: <PetHistoryRoute /> }, notFound];

/** /patients/:patientId/consultations/…: a consultation, new, read or edited. */
export const consultationRoutes: RouteObject[] = [
  { index: true, element: <ToPetHistory /> },
  {
    path: 'new',
    element: (
      <WritesConsultations>
        <NewConsultationPage />
      </WritesConsultations>
    ),
  },
  { path: ':consultationId', element: <ConsultationDetailPage /> },
  {
    path: ':consultationId/edit',
    element: (
      <WritesConsultations>
        <EditConsultationPage />
      </WritesConsultations>
    ),
  },
  notFound,
];
