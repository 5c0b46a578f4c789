import { screen } from '@testing-library/react';
import { renderWithStore } from '@vet/shared-ui/testing/renderWithStore';
import { memberSession } from '@vet/shared-ui/testing/session';
import { reportsApi } from './api/reportsApi';
import { FirstReport } from './routes';

test('/reports opens «Ingresos» for the Administrador, the period kept', () => {
  renderWithStore(<FirstReport />, {
    apis: [reportsApi],
    path: '/reports',
    route: '/reports?period=last-month',
    session: memberSession('admin'),
  });
  expect(screen.getByTestId('location')).toHaveTextContent('/reports/income');
  expect(screen.getByTestId('location-search')).toHaveTextContent('?period=last-month');
});

test('/reports opens «Actividad» for a role without the income', () => {
  renderWithStore(<FirstReport />, {
    apis: [reportsApi],
    path: '/reports',
    route: '/reports',
    session: memberSession('assistant'),
  });
  expect(screen.getByTestId('location')).toHaveTextContent('/reports/activity');
});
