// The screens under /appointments, each loaded on first visit (React.lazy). The shell wraps them in
// Suspense and an error boundary; the forms also need appointments.write, «Horario de la agenda»
// clinic.manage (a role without it reads why).
import { lazy } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { paths } from '@vet/shared-ui/contract';
import { WritesAppointments } from './components/WritesAppointments';

const AgendaPage = lazy(() => import('./features/agenda/AgendaPage'));
const NewAppointmentPage = lazy(() => import('./features/appointment-form/NewAppointmentPage'));
const AppointmentDetailPage = lazy(() => import('./features/appointment-detail/AppointmentDetailPage'));
const EditAppointmentPage = lazy(() => import('./features/appointment-form/EditAppointmentPage'));
const SchedulePage = lazy(() => import('./features/schedule-settings/SchedulePage'));
const NotificationsPage = lazy(() => import('./features/notifications/NotificationsPage'));

export const appointmentsRoutes: RouteObject[] = [
  { index: true, element: <AgendaPage /> },
  {
    path: 'new',
    element: (
      <WritesAppointments>
        <NewAppointmentPage />
      </WritesAppointments>
    ),
  },
  // Before ':id', which would take «schedule» for an appointment. The page says why to another role.
  { path: 'schedule', element: <SchedulePage /> },
  { path: ':id', element: <AppointmentDetailPage /> },
  {
    path: ':id/edit',
    element: (
      <WritesAppointments>
        <EditAppointmentPage />
      </WritesAppointments>
    ),
  },
  { path: '*', element: <Navigate to={paths.notFound} replace /> },
];

/** /notifications: the front desk's Notificaciones. */
export const notificationsRoutes: RouteObject[] = [
  { index: true, element: <NotificationsPage /> },
  { path: '*', element: <Navigate to={paths.notFound} replace /> },
];
