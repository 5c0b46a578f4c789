import { screen, within } from '@testing-library/react';
import { fakeApi } from '@vet/shared-ui/testing/fakeApi';
import { fakeToday } from '@vet/shared-ui/testing/fakeToday';
import { setupUser } from '@vet/shared-ui/testing/setupUser';
import { activityReport, clinicPeople, NOW, renderScreen } from '../../testing/fixtures';
import ActivityReportPage from './ActivityReportPage';

const PATH = '/reports/activity';

beforeEach(() => fakeToday(NOW));
afterEach(() => jest.useRealTimers());

test('the totals, the no-show rate in es-ES and a row per person, «Sin asignar» for nobody', async () => {
  const { sent } = fakeApi({
    'GET /reports/activity': { status: 200, body: activityReport() },
    'GET /clinic/people': { status: 200, body: clinicPeople },
  });
  renderScreen(<ActivityReportPage />, { path: PATH, route: `${PATH}?period=last-3-months&vetId=vet-2` });
  expect(await screen.findByTestId('figure-consultations')).toHaveTextContent('Consultas40');
  expect(screen.getByTestId('figure-labExams')).toHaveTextContent('Exámenes de laboratorio9');
  expect(screen.getByTestId('figure-grooming')).toHaveTextContent('Servicios de peluquería12');
  expect(screen.getByTestId('figure-appointments')).toHaveTextContent('Citas20');
  expect(screen.getByTestId('figure-attended')).toHaveTextContent('Atendidas14');
  expect(screen.getByTestId('figure-noShow')).toHaveTextContent('No asistió2');
  expect(screen.getByTestId('figure-noShowRate')).toHaveTextContent('Tasa de inasistencia12,5 %');
  // Three months by week, that person only; the income's filters are not shown.
  expect(sent.map((r) => r.path)).toContain(
    '/reports/activity?from=2026-09-01&to=2026-11-30&group=week&vetId=vet-2',
  );
  expect(screen.queryByLabelText('Servicio')).not.toBeInTheDocument();
  expect(screen.queryByLabelText('Tipo de pago')).not.toBeInTheDocument();
  expect(screen.getByLabelText('Profesional')).toBeInTheDocument();

  const people = within(screen.getByRole('region', { name: 'Actividad por profesional' }));
  const rows = people
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('td')].map((c) => c.textContent));
  expect(rows.slice(1)).toEqual([
    ['Ana Pérez', '30', '9', '0', '15', '11', '1', '0', '8,3 %'],
    ['Luis Gómez', '10', '0', '0', '5', '3', '1', '0', '25 %'],
    ['Sin asignar', '0', '0', '12', '0', '0', '0', '0', '—'],
  ]);
});

test('the chart per period stacks the four activities; its table lists them with their total', async () => {
  fakeApi({
    'GET /reports/activity': { status: 200, body: activityReport() },
    'GET /clinic/people': { status: 200, body: clinicPeople },
  });
  const user = setupUser();
  renderScreen(<ActivityReportPage />, { path: PATH });
  const chart = await screen.findByRole('group', { name: 'Actividad por período' });
  const figure = within(chart.closest('figure')!);
  expect(figure.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
    'Consultas',
    'Exámenes de laboratorio',
    'Servicios de peluquería',
    'Citas',
  ]);
  await user.click(figure.getByRole('button', { name: 'Ver tabla' }));
  const rows = figure
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((c) => c.textContent));
  expect(rows[0]).toEqual([
    'Período',
    'Consultas',
    'Exámenes de laboratorio',
    'Servicios de peluquería',
    'Citas',
    'Total',
  ]);
  expect(rows[1]).toEqual(['Semana del 01/11/2026', '10', '2', '5', '6', '23']);
  expect(rows).toHaveLength(6);
});

test('«—» for the no-show rate when no appointment had an outcome', async () => {
  const report = activityReport();
  fakeApi({
    'GET /reports/activity': {
      status: 200,
      body: { ...report, totals: { ...report.totals, noShowRate: null } },
    },
    'GET /clinic/people': { status: 200, body: clinicPeople },
  });
  renderScreen(<ActivityReportPage />, { path: PATH });
  expect(await screen.findByTestId('figure-noShowRate')).toHaveTextContent('Tasa de inasistencia—');
});

test('the reports are links drawn as tabs that lead to their address, the period kept; no «Ingresos» for an Asistente', async () => {
  fakeApi({
    'GET /reports/activity': { status: 200, body: activityReport() },
    'GET /clinic/people': { status: 200, body: clinicPeople },
  });
  const user = setupUser();
  renderScreen(<ActivityReportPage />, { path: PATH, route: `${PATH}?period=last-month`, as: 'assistant' });
  const reports = screen.getByRole('navigation', { name: 'Reportes' });
  expect(
    within(reports)
      .getAllByRole('link')
      .map((link) => link.textContent),
  ).toEqual(['Actividad', 'Pacientes', 'Vacunación']);
  expect(within(reports).getByRole('link', { name: 'Actividad' })).toHaveAttribute('aria-current', 'page');
  expect(within(reports).getByRole('link', { name: 'Pacientes' })).toHaveAttribute(
    'href',
    '/reports/patients?period=last-month',
  );
  await user.click(within(reports).getByRole('link', { name: 'Pacientes' }));
  expect(screen.getByTestId('location')).toHaveTextContent('/reports/patients');
  expect(screen.getByTestId('location-search')).toHaveTextContent('?period=last-month');
});
