import { screen, within } from '@testing-library/react';
import { fakeApi } from '@vet/shared-ui/testing/fakeApi';
import { setupUser } from '@vet/shared-ui/testing/setupUser';
import { renderScreen, vaccinationReport } from '../../testing/fixtures';
import VaccinationReportPage from './VaccinationReportPage';

test('per kind, up to date, overdue and without record today, as bars with figures; no period to choose', async () => {
  fakeApi({ 'GET /reports/vaccination': { status: 200, body: vaccinationReport() } });
  const user = setupUser();
  renderScreen(<VaccinationReportPage />, { path: '/reports/vaccination' });
  const chart = await screen.findByRole('group', {
    name: 'Estado de vacunación y desparasitación al 27/11/2026',
  });
  expect(screen.getByTestId('figure-vaccine-overdue')).toHaveTextContent('Vacuna: Vencidas31');
  expect(screen.getByTestId('figure-deworming-never')).toHaveTextContent('Desparasitación: Sin registro40');
  expect(screen.queryByLabelText('Período')).not.toBeInTheDocument();
  const figure = within(chart.closest('figure')!);
  expect(figure.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
    'Al día',
    'Vencidas',
    'Sin registro',
  ]);
  await user.click(figure.getByRole('button', { name: 'Ver tabla' }));
  const rows = figure
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((c) => c.textContent));
  expect(rows).toEqual([
    ['Tipo', 'Al día', 'Vencidas', 'Sin registro'],
    ['Vacuna', '101', '31', '20'],
    ['Desparasitación', '64', '48', '40'],
  ]);
});
