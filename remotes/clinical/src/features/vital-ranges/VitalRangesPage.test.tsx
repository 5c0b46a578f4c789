import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { clearToasts, type Role } from '@vet/shared-ui';
import { fakeApi, type SentRequest } from '@vet/shared-ui/testing/fakeApi';
import type { VitalRanges } from '../../api/types';
import { DEFAULT_VITAL_RANGES, renderScreen, vitalRanges } from '../../testing/fixtures';
import VitalRangesPage from './VitalRangesPage';

const STALE = 'Este registro cambió mientras lo editabas';
const renderRanges = (as?: Role) =>
  renderScreen(<VitalRangesPage />, { path: '/medical-history/ranges', as });
const puts = (sent: SentRequest[]) => sent.filter((request) => request.method === 'PUT');
const putBody = (request: SentRequest) => request.body as { ranges: VitalRanges; version: number };

afterEach(() => {
  clearToasts();
  jest.restoreAllMocks();
});

test('the dog’s and the cat’s ranges, their defaults and the reference they come from', async () => {
  const clinic = {
    ...DEFAULT_VITAL_RANGES,
    Canino: { ...DEFAULT_VITAL_RANGES.Canino, heartRate: { min: 70, max: 120 } },
  };
  fakeApi({ 'GET /clinical/vital-ranges': { status: 200, body: vitalRanges(clinic) } });
  renderRanges();
  expect(await screen.findByLabelText('Frecuencia cardíaca Canino mínimo')).toHaveValue('70');
  expect(screen.getByRole('heading', { level: 1, name: 'Rangos de signos vitales' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: /Consultas/ })).toHaveAttribute('href', '/medical-history');
  expect(screen.getByLabelText('Temperatura Felino máximo')).toHaveValue('39,2');
  const dog = screen.getByRole('table', { name: 'Rangos Canino' });
  const heart = within(dog)
    .getByRole('rowheader', { name: /Frecuencia cardíaca/ })
    .closest('tr')!;
  // The clinic's own beside the cited default.
  expect(within(heart).getByText('60–140')).toBeInTheDocument();
  expect(
    screen.getByText(
      'Valores por defecto: perro y gato adultos en reposo, según el Manual Veterinario MSD (MSD Veterinary Manual), guías de referencia «Normal Rectal Temperature Ranges», «Resting Heart Rates» y «Respiratory Rates».',
    ),
  ).toBeInTheDocument();
});

test('an edited range is saved with the version it was loaded at', async () => {
  const { sent } = fakeApi({
    'GET /clinical/vital-ranges': { status: 200, body: vitalRanges(DEFAULT_VITAL_RANGES, 3) },
    'PUT /clinical/vital-ranges': (request) => ({
      status: 200,
      body: { msg: 'Rangos de signos vitales guardados', ranges: putBody(request).ranges, version: 4 },
    }),
  });
  renderRanges();
  const max = await screen.findByLabelText('Temperatura Felino máximo');
  fireEvent.change(max, { target: { value: '39,5' } });
  await waitFor(() => expect(screen.getByLabelText('Temperatura Felino máximo')).toHaveValue('39,5'));
  fireEvent.click(screen.getByText('Guardar'));
  expect(await screen.findByText('Rangos de signos vitales guardados')).toBeInTheDocument();
  expect(puts(sent)).toHaveLength(1);
  expect(putBody(puts(sent)[0])).toEqual({
    ranges: {
      ...DEFAULT_VITAL_RANGES,
      Felino: { ...DEFAULT_VITAL_RANGES.Felino, temperatureC: { min: 38.1, max: 39.5 } },
    },
    version: 3,
  });
});

test('a minimum above the maximum is said in its row and not sent', async () => {
  const { sent } = fakeApi({ 'GET /clinical/vital-ranges': { status: 200, body: vitalRanges() } });
  renderRanges();
  const min = await screen.findByLabelText('Frecuencia respiratoria Canino mínimo');
  fireEvent.change(min, { target: { value: '40' } });
  expect(await screen.findByText('El mínimo no puede ser mayor que el máximo')).toBeInTheDocument();
  expect(screen.getByLabelText('Frecuencia respiratoria Canino mínimo')).toHaveAccessibleDescription(
    'El mínimo no puede ser mayor que el máximo',
  );
  fireEvent.click(screen.getByText('Guardar'));
  expect(await screen.findByText('Revisa los campos marcados')).toBeInTheDocument();
  expect(puts(sent)).toHaveLength(0);
});

test('a bound the server refuses is said in its row until the row changes', async () => {
  fakeApi({
    'GET /clinical/vital-ranges': { status: 200, body: vitalRanges() },
    'PUT /clinical/vital-ranges': {
      status: 400,
      body: {
        msg: 'Datos inválidos',
        errors: [
          { field: 'ranges.Felino.temperatureC.max', msg: 'La temperatura debe estar entre 25 y 45 °C' },
        ],
      },
    },
  });
  renderRanges();
  const max = await screen.findByLabelText('Temperatura Felino máximo');
  fireEvent.change(max, { target: { value: '50' } });
  fireEvent.click(screen.getByText('Guardar'));
  expect(await screen.findByText('La temperatura debe estar entre 25 y 45 °C')).toBeInTheDocument();
  expect(screen.getByLabelText('Temperatura Felino mínimo')).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByText('Datos inválidos')).toBeInTheDocument();
  fireEvent.change(screen.getByLabelText('Temperatura Felino máximo'), { target: { value: '40' } });
  await waitFor(() =>
    expect(screen.queryByText('La temperatura debe estar entre 25 y 45 °C')).not.toBeInTheDocument(),
  );
});

test('«Restablecer valores por defecto» asks first, then shows the defaults', async () => {
  const clinic = { ...DEFAULT_VITAL_RANGES, Felino: { temperatureC: { min: 37, max: 40 } } };
  const confirm = jest.spyOn(window, 'confirm').mockReturnValue(true);
  const { sent } = fakeApi({
    'GET /clinical/vital-ranges': { status: 200, body: vitalRanges(clinic, 2) },
    'DELETE /clinical/vital-ranges': {
      status: 200,
      body: { msg: 'Rangos de signos vitales restablecidos', ranges: DEFAULT_VITAL_RANGES, version: 3 },
    },
  });
  renderRanges();
  expect(await screen.findByLabelText('Temperatura Felino mínimo')).toHaveValue('37');
  fireEvent.click(screen.getByText('Restablecer valores por defecto'));
  expect(confirm).toHaveBeenCalledWith('¿Volver a los rangos de signos vitales por defecto?');
  expect(await screen.findByText('Rangos de signos vitales restablecidos')).toBeInTheDocument();
  expect(screen.getByLabelText('Temperatura Felino mínimo')).toHaveValue('38,1');
  expect(sent.filter((request) => request.method === 'DELETE')).toHaveLength(1);
});

test('a stale save keeps the edits under the warning; «Recargar» shows the table as it is now', async () => {
  let current = vitalRanges(DEFAULT_VITAL_RANGES, 1);
  const { sent } = fakeApi({
    'GET /clinical/vital-ranges': () => ({ status: 200, body: current }),
    'PUT /clinical/vital-ranges': () => ({ status: 409, body: { msg: STALE } }),
  });
  renderRanges();
  const min = await screen.findByLabelText('Temperatura Canino mínimo');
  current = vitalRanges(
    {
      ...DEFAULT_VITAL_RANGES,
      Canino: { ...DEFAULT_VITAL_RANGES.Canino, temperatureC: { min: 38, max: 39.5 } },
    },
    2,
  );
  fireEvent.change(min, { target: { value: '37,5' } });
  fireEvent.click(screen.getByText('Guardar'));
  expect(await screen.findByText('Recargar')).toBeInTheDocument();
  expect(screen.getAllByText(STALE)).toHaveLength(1);
  expect(screen.getByLabelText('Temperatura Canino mínimo')).toHaveValue('37,5');
  fireEvent.click(screen.getByText('Recargar'));
  await waitFor(() => expect(screen.getByLabelText('Temperatura Canino mínimo')).toHaveValue('38'));
  expect(putBody(puts(sent)[0]).version).toBe(1);
});

test.each<[Role, string]>([
  ['vet', 'Veterinario'],
  ['assistant', 'Asistente'],
])('a %s reads the ranges: read-only, saving disabled, and why', async (role, label) => {
  const reason = `No tienes permiso para cambiar los rangos de referencia. Tu rol en la clínica es ${label}.`;
  fakeApi({ 'GET /clinical/vital-ranges': { status: 200, body: vitalRanges() } });
  renderRanges(role);
  const min = await screen.findByLabelText('Temperatura Canino mínimo');
  expect(min).toHaveAttribute('readonly');
  expect(screen.getByRole('alert')).toHaveTextContent(reason);
  for (const name of ['Restablecer valores por defecto', 'Guardar']) {
    const button = screen.getByRole('button', { name });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(reason);
  }
});

test('a table that could not be loaded says so, with «Reintentar»', async () => {
  fakeApi({ 'GET /clinical/vital-ranges': { status: 500, body: { msg: 'Error interno del servidor' } } });
  renderRanges();
  expect(await screen.findByText('No se pudieron cargar los rangos de signos vitales')).toBeInTheDocument();
  expect(screen.getByText('Error interno del servidor')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
});
