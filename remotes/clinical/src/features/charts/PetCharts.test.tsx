import { fireEvent, screen, within } from '@testing-library/react';
import { fakeApi } from '@vet/shared-ui/testing/fakeApi';
import { setupUser } from '@vet/shared-ui/testing/setupUser';
import { renderScreen } from '../../testing/fixtures';
import PetCharts from './PetCharts';

const user = setupUser();

const WEIGHTS = {
  points: [
    { date: '2024-01-10T14:00:00.000Z', weightKg: 11.2, consultationId: 'c1' },
    { date: '2024-03-05T15:30:00.000Z', weightKg: 12.5, consultationId: 'c2' },
    { date: '2024-06-20T13:00:00.000Z', weightKg: 12.1, consultationId: 'c3' },
  ],
};
const exam = (id: string, date: string, hematocrit: number, platelets: number) => ({
  _id: id,
  date,
  hematocrit,
  whiteBloodCells: 9000,
  totalProtein: 6.5,
  platelets,
});
// Counts may be typed per µL or in thousands, as the lab takes them: the second exam's platelets per µL.
const EXAMS = { exams: [exam('e2', '2024-05-02', 58, 300000), exam('e1', '2024-02-01', 45, 150)] };
const RANGES = {
  ranges: {
    perro: {
      hematocrit: { min: 37, max: 55 },
      whiteBloodCells: { min: 6, max: 17 },
      platelets: { min: 175, max: 500 },
    },
    gato: { hematocrit: { min: 24, max: 40 } },
  },
};

function renderCharts(answers: Parameters<typeof fakeApi>[0] = {}) {
  fakeApi({
    'GET /patients/pet-1/weights': { status: 200, body: WEIGHTS },
    'GET /patients/pet-1/lab-exams': { status: 200, body: EXAMS },
    'GET /lab/reference-ranges': { status: 200, body: RANGES },
    ...answers,
  });
  renderScreen(<PetCharts patientId="pet-1" species="Canino" />, { path: '/' });
}

const chartNamed = (name: RegExp) => screen.findByRole('img', { name });

/** The chart's points as drawn, in date order: [x, y] of each, from its line. */
const pointsOf = (chart: HTMLElement): [number, number][] =>
  within(chart)
    .getByTestId('chart-line')
    .getAttribute('points')!
    .split(' ')
    .map((pair) => pair.split(',').map(Number) as [number, number]);

/** jsdom lays nothing out: the drawing's units are the screen's. */
function drawnAtScreenScale(chart: HTMLElement) {
  const identity = { a: 1, b: 0, c: 0, d: 1, e: 0, f: 0 };
  Object.assign(chart, { getScreenCTM: () => ({ ...identity, inverse: () => identity }) });
}

test('the weight curve has one point per consultation, oldest first, each with its date and value', async () => {
  renderCharts();
  const chart = await chartNamed(/^Peso \(kg\)/);
  expect(chart).toHaveAccessibleName(
    'Peso (kg): 10/01/2024: 11,2 kg; 05/03/2024: 12,5 kg; 20/06/2024: 12,1 kg',
  );
  const points = pointsOf(chart);
  expect(points).toHaveLength(3);
  // Later consultations are further right; the heaviest is highest (smallest y).
  const xs = points.map(([x]) => x);
  const ys = points.map(([, y]) => y);
  expect(xs).toEqual([...xs].sort((a, b) => a - b));
  expect(Math.min(...ys)).toBe(ys[1]);
});

test('each hematology value across the exams, with the reference band and what lies outside it', async () => {
  renderCharts();
  const chart = await chartNamed(/^Hematocrito/);
  expect(chart).toHaveAccessibleName('Hematocrito (%): 01/02/2024: 45 %; 02/05/2024: 58 % (Alto)');
  expect(within(chart).getByTestId('chart-band')).toBeInTheDocument();
  // The one value above the band is drawn apart (amber), the other with the line's colour.
  expect(within(chart).getByTestId('chart-out').getAttribute('d')!.match(/M/g)).toHaveLength(1);
  expect(screen.getByText(/Rango de referencia: 37–55 %/)).toBeInTheDocument();

  await user.click(screen.getByText('Plaquetas'));
  const platelets = await chartNamed(/^Plaquetas/);
  expect(platelets).toHaveAccessibleName(
    'Plaquetas (×10³/µL): 01/02/2024: 150 ×10³/µL (Bajo); 02/05/2024: 300 ×10³/µL',
  );
});

test('white cells and platelets are drawn in the reference table’s thousands, however they were typed', async () => {
  renderCharts();
  await chartNamed(/^Hematocrito/);
  await user.click(screen.getByText('Glóbulos blancos'));
  // 9.000 /µL is 9 ×10³/µL, inside the 6–17 band: not «Alto».
  expect(await chartNamed(/^Glóbulos blancos/)).toHaveAccessibleName(
    'Glóbulos blancos (×10³/µL): 01/02/2024: 9 ×10³/µL; 02/05/2024: 9 ×10³/µL',
  );
  expect(screen.getByText(/Rango de referencia: 6–17 ×10³\/µL/)).toBeInTheDocument();
});

test('the point under the pointer shows its date and value; leaving the drawing hides it', async () => {
  renderCharts();
  const chart = await chartNamed(/^Peso \(kg\)/);
  expect(within(chart).queryByTestId('chart-readout')).not.toBeInTheDocument();
  drawnAtScreenScale(chart);
  const [, second] = pointsOf(chart);
  fireEvent.mouseMove(chart, { clientX: second[0] + 3, clientY: 10 });
  expect(within(chart).getByTestId('chart-readout')).toHaveTextContent('05/03/2024: 12,5 kg');
  fireEvent.mouseLeave(chart);
  expect(within(chart).queryByTestId('chart-readout')).not.toBeInTheDocument();
});

test('the lab value is picked from a radio group, by pointer or by the arrow keys', async () => {
  renderCharts();
  await chartNamed(/^Hematocrito/);
  const picker = screen.getByRole('radiogroup', { name: 'Valor del examen' });
  expect(within(picker).getByRole('radio', { name: 'Hematocrito' })).toBeChecked();
  await user.click(within(picker).getByRole('radio', { name: 'Hematocrito' }));
  await user.keyboard('{ArrowRight}');
  expect(within(picker).getByRole('radio', { name: 'Glóbulos blancos' })).toBeChecked();
  expect(await chartNamed(/^Glóbulos blancos/)).toBeInTheDocument();
});

test('a cat is judged against the cat ranges', async () => {
  fakeApi({
    'GET /patients/pet-1/weights': { status: 200, body: WEIGHTS },
    'GET /patients/pet-1/lab-exams': { status: 200, body: EXAMS },
    'GET /lab/reference-ranges': { status: 200, body: RANGES },
  });
  renderScreen(<PetCharts patientId="pet-1" species="Felino" />, { path: '/' });
  expect(await chartNamed(/^Hematocrito/)).toHaveAccessibleName(
    'Hematocrito (%): 01/02/2024: 45 % (Alto); 02/05/2024: 58 % (Alto)',
  );
});

test('the data of each chart can be read as a table, drawn when «Ver datos» opens', async () => {
  renderCharts();
  await chartNamed(/^Peso/);
  // 200 consultations are 200 rows: the table is made when asked for, not with the chart.
  expect(screen.queryByRole('table', { name: 'Peso (kg)', hidden: true })).not.toBeInTheDocument();
  await user.click(screen.getAllByText('Ver datos')[0]);
  const table = await screen.findByRole('table', { name: 'Peso (kg)' });
  expect(within(table).getAllByRole('row')[1]).toHaveTextContent('20/06/2024');
  expect(within(table).getAllByRole('row')[1]).toHaveTextContent('12,1 kg');
});

test('without weights or exams it says so instead of drawing an empty chart', async () => {
  renderCharts({
    'GET /patients/pet-1/weights': { status: 200, body: { points: [] } },
    'GET /patients/pet-1/lab-exams': { status: 200, body: { exams: [] } },
  });
  expect(
    await screen.findByText('Aún no hay pesos registrados en las consultas de esta mascota.'),
  ).toBeInTheDocument();
  expect(await screen.findByText('Aún no hay exámenes de laboratorio de esta mascota.')).toBeInTheDocument();
  expect(screen.queryByRole('img')).not.toBeInTheDocument();
});

test('a failed load says what failed and retries', async () => {
  let calls = 0;
  renderCharts({
    'GET /patients/pet-1/weights': () =>
      ++calls === 1 ? { status: 500, body: { msg: 'Fallo' } } : { status: 200, body: WEIGHTS },
  });
  expect(await screen.findByText('Error al cargar los pesos')).toBeInTheDocument();
  await user.click(screen.getByText('Reintentar'));
  expect(await chartNamed(/^Peso/)).toBeInTheDocument();
});
