// The screens under the clinical remote's three mounts, each loaded on first visit (React.lazy).
// The shell wraps them in Suspense and an error boundary.
import { lazy } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';

const ClinicalHomePage = lazy(() => import('./features/home/ClinicalHomePage'));

const notFound: RouteObject = { path: '*', element: <Navigate to="/404" replace /> };

/** /medical-history: the clinic's recent consultations. */
export const medicalHistoryRoutes: RouteObject[] = [{ index: true, element: <ClinicalHomePage /> }, notFound];

/** /patients/:patientId/history: the pet's clinical history. */
export const historyRoutes: RouteObject[] = [{ index: true, element: <ClinicalHomePage /> }, notFound];

/** /patients/:patientId/consultations/…: a consultation, new, read or edited. */
export const consultationRoutes: RouteObject[] = [notFound];
