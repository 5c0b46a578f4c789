import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeApi } from '@vet/shared-ui/testing/fakeApi';
import { fakeToday } from '@vet/shared-ui/testing/fakeToday';
import { setupUser } from '@vet/shared-ui/testing/setupUser';
import { NOT_FOR_YOUR_ROLE } from '@vet/shared-ui/permission';
import { clinicPeople, incomeReport, NOW, renderScreen } from '../../testing/fixtures';
import IncomeReportPage from './IncomeReportPage';

const PATH = '/reports/income';

function answer(income: unknown = incomeReport(), status = 200) {
  return fakeApi({
    'GET /reports/income': { status, body: income },
    'GET /clinic/people': { status: 200, body: clinicPeople },
  });
}

beforeEach(() => fakeToday(NOW));
afterEach(() => jest.useRealTimers());

test('asks for this month by day and shows the summary cards as the grooming list words them', async () => {
  const { sent } = answer();
  renderScreen(<IncomeReportPage />, { path: PATH });
  expect(screen.getByText('Cargando reporte...')).toBeInTheDocument();
  expect(await screen.findByTestId('figure-count')).toHaveTextContent('Total de servicios12');
  expect(screen.getByTestId('figure-total')).toHaveTextContent('Ingresos totales1234,50 USD');
  expect(screen.getByTestId('figure-average')).toHaveTextContent('Promedio por servicio102,88 USD');
  expect(screen.getByTestId('figure-bolivares')).toHaveTextContent(
    'Equivalente en Bs. (servicios con tasa)45.062,25 Bs.',
  );
  expect(sent.map((r) => r.path)).toContain('/reports/income?from=2026-11-01&to=2026-11-30&group=day');
  expect(
    screen.getByText('Fechas contadas en la zona horaria de la clínica (America/Caracas).'),
  ).toBeInTheDocument();
  // The filters the income takes, each labelled.
  for (const label of ['Período', 'Profesional', 'Servicio', 'Tipo de pago'])
    expect(screen.getByLabelText(label)).toBeInTheDocument();
});

test('«—» for the bolívares when no service recorded a rate', async () => {
  answer(incomeReport({ summary: { count: 2, total: 20, average: 10, bolivares: 0, withRate: 0 } }));
  renderScreen(<IncomeReportPage />, { path: PATH });
  expect(await screen.findByTestId('figure-bolivares')).toHaveTextContent(
    'Equivalente en Bs. (servicios con tasa)—',
  );
});

test('the income per period as bars the keyboard goes through, and as a table with the same figures', async () => {
  answer();
  const user = setupUser({ advanceTimers: jest.advanceTimersByTime });
  renderScreen(<IncomeReportPage />, { path: PATH, route: `${PATH}?group=week` });
  const chart = await screen.findByRole('group', { name: 'Ingresos por período (USD)' });
  act(() => chart.focus());
  const readout = within(chart.closest('figure')!).getByTestId('bar-readout');
  expect(readout).toHaveTextContent('Semana del 01/11/2026. Ingresos (USD): 500,00 USD');
  await user.keyboard('{ArrowRight}');
  expect(readout).toHaveTextContent('Semana del 08/11/2026. Ingresos (USD): 434,50 USD');

  await user.click(within(chart.closest('figure')!).getByRole('button', { name: 'Ver tabla' }));
  const table = within(screen.getByRole('table'));
  const rows = table.getAllByRole('row').map((row) => row.textContent);
  // With the bolívares of the services that recorded a rate, as the summary card and the CSV say them.
  expect(rows).toEqual([
    'PeríodoIngresos (USD)Equivalente (Bs.)',
    'Semana del 01/11/2026500,00 USD—',
    'Semana del 08/11/2026434,50 USD45.062,25 Bs.',
    'Semana del 15/11/20260,00 USD—',
    'Semana del 22/11/2026200,00 USD—',
    'Semana del 29/11/2026100,00 USD—',
  ]);
  // By service and by payment type too, each of its bars with its figure.
  expect(screen.getByRole('group', { name: 'Ingresos por servicio (USD)' })).toHaveTextContent('334,50 USD');
  expect(screen.getByRole('group', { name: 'Ingresos por tipo de pago (USD)' })).toHaveTextContent(
    'Pago Movil',
  );
});

test('«Ver tabla» of the income by service and by payment type says the bolívares too; without a rate, no column', async () => {
  answer();
  const user = setupUser({ advanceTimers: jest.advanceTimersByTime });
  renderScreen(<IncomeReportPage />, { path: PATH });
  const tableOf = async (title: string) => {
    const figure = within((await screen.findByRole('group', { name: title })).closest('figure')!);
    await user.click(figure.getByRole('button', { name: 'Ver tabla' }));
    return figure
      .getAllByRole('row')
      .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
  };
  expect(await tableOf('Ingresos por servicio (USD)')).toEqual([
    ['Servicio', 'Ingresos (USD)', 'Equivalente (Bs.)'],
    ['Corte', '600,00 USD', '—'],
    ['Baño', '334,50 USD', '—'],
    ['Corte y Baño', '300,00 USD', '45.062,25 Bs.'],
  ]);
  expect(await tableOf('Ingresos por tipo de pago (USD)')).toEqual([
    ['Tipo de pago', 'Ingresos (USD)', 'Equivalente (Bs.)'],
    ['Efectivo', '700,00 USD', '—'],
    ['Pago Movil', '334,50 USD', '45.062,25 Bs.'],
    ['Zelle', '200,00 USD', '—'],
    ['Otro', '0,00 USD', '—'],
  ]);
});

test('«Ver tabla» has no bolívares column when no service of the period recorded a rate', async () => {
  const report = incomeReport();
  const noRate = <T extends { bolivares: number; withRate: number }>(rows: T[]) =>
    rows.map((row) => ({ ...row, bolivares: 0, withRate: 0 }));
  answer({
    ...report,
    summary: { ...report.summary, bolivares: 0, withRate: 0 },
    periods: noRate(report.periods),
    byService: noRate(report.byService),
    byPaymentType: noRate(report.byPaymentType),
  });
  const user = setupUser({ advanceTimers: jest.advanceTimersByTime });
  renderScreen(<IncomeReportPage />, { path: PATH });
  const figure = within(
    (await screen.findByRole('group', { name: 'Ingresos por servicio (USD)' })).closest('figure')!,
  );
  await user.click(figure.getByRole('button', { name: 'Ver tabla' }));
  expect(figure.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
    'Servicio',
    'Ingresos (USD)',
  ]);
});

test('a period the server refuses shows its reason next to the filters, no load error', async () => {
  answer(
    {
      msg: 'El período no puede superar 5 años',
      errors: [{ field: 'to', msg: 'El período no puede superar 5 años' }],
    },
    400,
  );
  renderScreen(<IncomeReportPage />, { path: PATH });
  expect(await screen.findByRole('alert')).toHaveTextContent('El período no puede superar 5 años');
  expect(screen.queryByText('Reintentar')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Exportar CSV' })).toBeDisabled();
});

test('a reversed custom period is refused before asking', async () => {
  const { sent } = answer();
  renderScreen(<IncomeReportPage />, {
    path: PATH,
    route: `${PATH}?period=custom&from=2026-11-10&to=2026-11-01`,
  });
  expect(screen.getByRole('alert')).toHaveTextContent('La fecha inicial no puede ser posterior a la final');
  expect(screen.getByLabelText('Desde')).toHaveValue('10/11/2026');
  await waitFor(() => expect(sent.some((r) => r.path.startsWith('/clinic/people'))).toBe(true));
  expect(sent.filter((r) => r.path.startsWith('/reports'))).toEqual([]);
});

test('a failed load says what failed, the server’s reason and «Reintentar»', async () => {
  answer({ msg: 'Base de datos no disponible' }, 503);
  renderScreen(<IncomeReportPage />, { path: PATH });
  expect(await screen.findByText('No se pudo cargar el reporte')).toBeInTheDocument();
  expect(screen.getByText('Base de datos no disponible')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
});

test('a vet reaching the address reads why not, and nothing is asked for', () => {
  const { sent } = answer();
  renderScreen(<IncomeReportPage />, { path: PATH, as: 'vet' });
  expect(screen.getByText(NOT_FOR_YOUR_ROLE)).toBeInTheDocument();
  expect(
    screen.getByText(
      'No tienes permiso para ver los ingresos de la clínica. Tu rol en la clínica es Veterinario.',
    ),
  ).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Ingresos' })).toHaveAttribute('aria-current', 'page');
  expect(sent).toEqual([]);
});

const optionTitled = async (title: string) =>
  (await screen.findAllByTitle(title)).find((node) =>
    node.classList.contains('ant-select-item-option'),
  ) as HTMLElement;
/** The sentences under the filters, announced politely (role status). */
const corrections = () =>
  within(screen.getByRole('region', { name: 'Filtros del reporte' }))
    .queryAllByRole('status')
    .map((node) => node.textContent);

test('unknown values in the address are shown as the defaults, each said politely until the person picks one', async () => {
  const { sent } = answer();
  const user = setupUser({ advanceTimers: jest.advanceTimersByTime });
  renderScreen(<IncomeReportPage />, {
    path: PATH,
    route: `${PATH}?period=foo&group=year&service=Peinado&paymentType=Bitcoin`,
  });
  await screen.findByTestId('figure-count');
  expect(corrections()).toEqual([
    'El período de la dirección no se reconoce; se muestra «Este mes».',
    'La agrupación de la dirección no se reconoce; se agrupa por «Día».',
    'El servicio de la dirección no se reconoce; se muestran todos los servicios.',
    'El tipo de pago de la dirección no se reconoce; se muestran todos los tipos de pago.',
  ]);
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  // What is shown is what is asked for: this month by day, every service and payment type.
  expect(sent.map((r) => r.path)).toContain('/reports/income?from=2026-11-01&to=2026-11-30&group=day');
  expect(screen.getByRole('radio', { name: 'Día' })).toBeChecked();

  // Picking a value takes its sentence away, the value shown too.
  await user.click(screen.getByRole('radio', { name: 'Día' }));
  await waitFor(() =>
    expect(corrections()).not.toContain('La agrupación de la dirección no se reconoce; se agrupa por «Día».'),
  );
  fireEvent.mouseDown(screen.getByLabelText('Servicio'));
  await user.click(await optionTitled('Corte'));
  await waitFor(() =>
    expect(corrections()).toEqual([
      'El período de la dirección no se reconoce; se muestra «Este mes».',
      'El tipo de pago de la dirección no se reconoce; se muestran todos los tipos de pago.',
    ]),
  );
  fireEvent.mouseDown(screen.getByLabelText('Período'));
  await user.click(await optionTitled('Mes pasado'));
  await waitFor(() =>
    expect(corrections()).toEqual([
      'El tipo de pago de la dirección no se reconoce; se muestran todos los tipos de pago.',
    ]),
  );
  expect(screen.getByTestId('location-search')).toHaveTextContent('period=last-month');
});

test('«Día» asked for over more than 366 days is grouped by month, and the screen says so', async () => {
  const { sent } = answer();
  renderScreen(<IncomeReportPage />, {
    path: PATH,
    route: `${PATH}?period=custom&from=2024-01-01&to=2026-11-30&group=day`,
  });
  await screen.findByTestId('figure-count');
  expect(corrections()).toEqual([
    'La dirección pide agrupar por día, pero el período supera 366 días; se agrupa por «Mes».',
  ]);
  expect(sent.map((r) => r.path)).toContain('/reports/income?from=2024-01-01&to=2026-11-30&group=month');
});

test('a person of the address the server does not know: its refusal next to the filters, no figures', async () => {
  const refusal = 'La persona no pertenece a la clínica';
  answer({ msg: refusal, errors: [{ field: 'vetId', msg: refusal }] }, 400);
  renderScreen(<IncomeReportPage />, { path: PATH, route: `${PATH}?vetId=no-es-una-persona` });
  expect(await screen.findByRole('alert')).toHaveTextContent(refusal);
  expect(screen.queryByTestId('figure-count')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Exportar CSV' })).toBeDisabled();
});
