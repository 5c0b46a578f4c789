import { screen, waitFor, within } from '@testing-library/react';
import { fakeApi } from '@vet/shared-ui/testing/fakeApi';
import { fakeToday } from '@vet/shared-ui/testing/fakeToday';
import { setupUser } from '@vet/shared-ui/testing/setupUser';
import { NOW, patientsReport, renderScreen } from '../../testing/fixtures';
import PatientsReportPage from './PatientsReportPage';

const PATH = '/reports/patients';

beforeEach(() => fakeToday(NOW));
afterEach(() => jest.useRealTimers());

test('new owners and pets of the period, the pets of today by species, sex and age, and the active ones', async () => {
  const { sent } = fakeApi({ 'GET /reports/patients': { status: 200, body: patientsReport() } });
  const user = setupUser();
  renderScreen(<PatientsReportPage />, { path: PATH, route: `${PATH}?period=this-year` });
  expect(await screen.findByTestId('figure-owners')).toHaveTextContent('Propietarios nuevos6');
  expect(screen.getByTestId('figure-pets')).toHaveTextContent('Mascotas nuevas9');
  expect(screen.getByTestId('figure-current')).toHaveTextContent('Mascotas registradas152');
  expect(screen.getByTestId('figure-active')).toHaveTextContent(
    'Pacientes activos (vistos en los últimos 12 meses)87',
  );
  expect(sent.map((r) => r.path)).toEqual(['/reports/patients?from=2026-01-01&to=2026-12-31&group=month']);
  // No person or grooming filter for this report.
  expect(screen.queryByLabelText('Profesional')).not.toBeInTheDocument();

  const ages = within(screen.getByRole('group', { name: 'Mascotas por edad' }).closest('figure')!);
  await user.click(ages.getByRole('button', { name: 'Ver tabla' }));
  const rows = ages
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((c) => c.textContent));
  expect(rows).toEqual([
    ['Edad', 'Mascotas'],
    ['Menos de 1 año', '20'],
    ['1 a 3 años', '35'],
    ['3 a 7 años', '50'],
    ['7 a 11 años', '25'],
    ['11 años o más', '12'],
    ['Sin fecha de nacimiento', '10'],
  ]);
  expect(screen.getByRole('group', { name: 'Mascotas por especie' })).toHaveTextContent('Canino');
  expect(screen.getByRole('group', { name: 'Mascotas por sexo' })).toHaveTextContent('Hembra');
});

test('a period without new records says so in place of the chart', async () => {
  const report = patientsReport();
  fakeApi({
    'GET /reports/patients': {
      status: 200,
      body: {
        ...report,
        totals: { owners: 0, pets: 0 },
        periods: report.periods.map((p) => ({ ...p, owners: 0, pets: 0 })),
      },
    },
  });
  renderScreen(<PatientsReportPage />, { path: PATH });
  expect(await screen.findByText('No hay datos en este período')).toBeInTheDocument();
});

test('«Agrupar por» is kept in the address and asked for; «Día» is disabled over 366 days', async () => {
  const { sent } = fakeApi({ 'GET /reports/patients': { status: 200, body: patientsReport() } });
  const user = setupUser();
  renderScreen(<PatientsReportPage />, {
    path: PATH,
    route: `${PATH}?period=custom&from=2024-01-01&to=2026-11-30`,
  });
  await screen.findByTestId('figure-owners');
  expect(screen.getByRole('radio', { name: 'Día' })).toBeDisabled();
  expect(screen.getByRole('radio', { name: 'Mes' })).toBeChecked();
  await user.click(screen.getByRole('radio', { name: 'Semana' }));
  expect(screen.getByTestId('location-search')).toHaveTextContent('group=week');
  await waitFor(() =>
    expect(sent.map((r) => r.path)).toEqual([
      '/reports/patients?from=2024-01-01&to=2026-11-30&group=month',
      '/reports/patients?from=2024-01-01&to=2026-11-30&group=week',
    ]),
  );
});

test('«Hasta» typed dd/mm/aaaa asks for that day, the address replaced rather than one per keystroke', async () => {
  const { sent } = fakeApi({ 'GET /reports/patients': { status: 200, body: patientsReport() } });
  const user = setupUser();
  renderScreen(<PatientsReportPage />, {
    path: PATH,
    route: `${PATH}?period=custom&from=2026-11-01&to=2026-11-30`,
  });
  await screen.findByTestId('figure-owners');
  await user.fill('Hasta', '15/11/2026');
  await waitFor(() =>
    expect(sent.map((r) => r.path)).toContain('/reports/patients?from=2026-11-01&to=2026-11-15&group=day'),
  );
  expect(screen.getByTestId('location-search')).toHaveTextContent('to=2026-11-15');
});

test('a day half typed is not refused until the field is left; then «Fecha inválida» says why nothing shows', async () => {
  fakeApi({ 'GET /reports/patients': { status: 200, body: patientsReport() } });
  const user = setupUser();
  renderScreen(<PatientsReportPage />, {
    path: PATH,
    route: `${PATH}?period=custom&from=2026-11-01&to=2026-11-30`,
  });
  await screen.findByTestId('figure-owners');
  const until = screen.getByLabelText('Hasta');
  await user.clear(until);
  await user.type(until, '15/1');
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  await user.tab();
  expect(screen.getByRole('alert')).toHaveTextContent('Fecha inválida');
});
