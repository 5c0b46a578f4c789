// The lab remote's screens under /patients/:patientId/lab-exams. The screens are built by the
// Hematology issue; until then each route says plainly that it is under construction.
import { Navigate, type RouteObject } from 'react-router-dom';
import { UnderConstruction } from '@vet/shared-ui';

export const labExamRoutes: RouteObject[] = [
  { index: true, element: <UnderConstruction title="Exámenes de laboratorio" /> },
  { path: 'create', element: <UnderConstruction title="Crear examen" /> },
  { path: 'edit/:labExamId', element: <UnderConstruction title="Editar examen" /> },
  { path: ':labExamId', element: <UnderConstruction title="Examen de laboratorio" /> },
  { path: '*', element: <Navigate to="/404" replace /> },
];
