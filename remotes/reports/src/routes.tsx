// The screens under /reports (docs/product/reports.md), each loaded on first visit (React.lazy).
// The shell wraps them in Suspense and an error boundary. /reports opens «Ingresos» for whoever may see
// the clinic's income (reports.income), «Actividad» otherwise, the query string (the period) kept.
import { lazy } from 'react';
import { Navigate, useLocation, type RouteObject } from 'react-router-dom';
import { useCan } from '@vet/shared-ui/permission';

const IncomeReportPage = lazy(() => import('./features/income/IncomeReportPage'));
const ActivityReportPage = lazy(() => import('./features/activity/ActivityReportPage'));
const PatientsReportPage = lazy(() => import('./features/patients/PatientsReportPage'));
const VaccinationReportPage = lazy(() => import('./features/vaccination/VaccinationReportPage'));

export function FirstReport() {
  const seesIncome = useCan('reports.income');
  const { search } = useLocation();
  return <Navigate to={`${seesIncome ? 'income' : 'activity'}${search}`} replace />;
}

export const reportsRoutes: RouteObject[] = [
  { index: true, element: <FirstReport /> },
  { path: 'income', element: <IncomeReportPage /> },
  { path: 'activity', element: <ActivityReportPage /> },
  { path: 'patients', element: <PatientsReportPage /> },
  { path: 'vaccination', element: <VaccinationReportPage /> },
  { path: '*', element: <Navigate to="/404" replace /> },
];
