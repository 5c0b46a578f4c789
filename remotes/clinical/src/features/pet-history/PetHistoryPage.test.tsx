// «Historia clínica de {pet}» as a vet reads it (docs/product/clinical.md#the-pets-history): the alerts,
// what is due and every vaccine and deworming, the timeline filtered by kind, and what each role may do.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { screen, waitFor, within } from '@testing-library/react';
import { clearToasts, type Role } from '@vet/shared-ui';
import { fakeApi, type FakeAnswer, type SentRequest } from '@vet/shared-ui/testing/fakeApi';
import { fakeToday } from '@vet/shared-ui/testing/fakeToday';
import { setupUser } from '@vet/shared-ui/testing/setupUser';
import type { HistoryItem, Preventive, PreventivesAnswer } from '../../api/types';
import {
  clinicPeople,
  clinicVets,
  dueStatus,
  historyItem,
  patient,
  preventive,
  renderScreen,
} from '../../testing/fixtures';
import { PetHistoryRoute } from './PetHistoryRoute';

// 12 March 2026 in Caracas: the clinic's day the server counted the status from.
const NOW = new Date(2026, 2, 12, 10, 30);

jest.setTimeout(60_000);
const user = setupUser();

const rabies = preventive();
const dewormer = preventive({
  _id: 'prev-2',
  kind: 'deworming',
  product: 'Desparasitante interno',
  lot: '',
  appliedOn: '2026-01-01',
  nextDue: '2026-04-01',
  appliedBy: { _id: 'vet-2', name: 'Luis Rojas' },
  notes: 'Con comida',
});
const sextuple = preventive({
  _id: 'prev-3',
  product: 'Séxtuple canina (DHPPi+L)',
  appliedOn: '2026-01-15',
  nextDue: '2027-01-15',
});
/** Newest applied first, the most urgent first: as the API answers. */
const PREVENTIVES: PreventivesAnswer = {
  preventives: [sextuple, dewormer, rabies],
  status: [dueStatus(rabies, 'overdue'), dueStatus(dewormer, 'due-soon'), dueStatus(sextuple, 'up-to-date')],
};

const TIMELINE: HistoryItem[] = [
  historyItem(),
  historyItem({
    kind: 'lab_exam',
    id: 'exam-1',
    date: '2026-03-12',
    title: 'Hematología',
    detail: 'Hematocrito: 45,5 %',
  }),
  historyItem({
    kind: 'grooming',
    id: 'svc-1',
    date: '2026-02-20T19:00:00.000Z',
    title: 'Baño',
    detail: 'Champú de avena',
  }),
  historyItem({
    kind: 'vaccine',
    id: 'prev-3',
    date: '2026-01-15',
    title: 'Séxtuple canina (DHPPi+L)',
    detail: 'Próxima: 15/01/2027',
  }),
  historyItem({
    kind: 'deworming',
    id: 'prev-2',
    date: '2026-01-01',
    title: 'Desparasitante interno',
    detail: 'Próxima: 01/04/2026',
  }),
];

/** GET /patients/pet-1/history as the API pages it: one kind or all, 20 (or `limit`) at a time. */
const historyServer =
  (items: readonly HistoryItem[]) =>
  (request: SentRequest): FakeAnswer => {
    const params = new URL(request.path, 'http://test').searchParams;
    const kind = params.get('kind');
    const page = Number(params.get('page') ?? 1);
    const limit = Number(params.get('limit') ?? 20);
    const found = kind ? items.filter((item) => item.kind === kind) : items;
    return {
      status: 200,
      body: { items: found.slice((page - 1) * limit, page * limit), total: found.length, page, limit },
    };
  };

type Route = FakeAnswer | ((request: SentRequest) => FakeAnswer);

/** The page's three reads (and the vets for its documents, the people for the dialog); `more` adds or
 *  replaces routes. */
function backend(
  {
    preventives = PREVENTIVES,
    history = historyServer(TIMELINE),
  }: { preventives?: PreventivesAnswer; history?: Route } = {},
  more: Record<string, Route> = {},
) {
  return fakeApi({
    'GET /patients/pet-1': { status: 200, body: patient({ allergies: 'Penicilina' }) },
    'GET /patients/pet-1/preventives': { status: 200, body: preventives },
    'GET /patients/pet-1/history': history,
    'GET /clinic/vets': { status: 200, body: clinicVets },
    'GET /clinic/people': { status: 200, body: clinicPeople },
    ...more,
  });
}

// Through its route, as the shell mounts it: the route asks for the pet, what is due and the timeline.
const renderHistory = ({ as, search = '' }: { as?: Role; search?: string } = {}) =>
  renderScreen(<PetHistoryRoute />, {
    path: '/patients/:patientId/history',
    route: `/patients/pet-1/history${search}`,
    as,
  });

const historyRequests = (sent: SentRequest[]) =>
  sent
    .filter((request) => request.path.startsWith('/patients/pet-1/history'))
    .map((request) => Object.fromEntries(new URL(request.path, 'http://test').searchParams));
const timeline = () => screen.findByRole('list', { name: 'Historia clínica de Luna' });

beforeEach(() => fakeToday(NOW));
afterEach(() => {
  jest.useRealTimers();
  clearToasts();
  localStorage.clear();
});

test('its title names the pet, leads back to it, and the pet’s alerts come first', async () => {
  backend();
  renderHistory();
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Historia clínica de Luna' }),
  ).toBeInTheDocument();
  expect(screen.getByRole('link', { name: /Volver a la mascota/ })).toHaveAttribute(
    'href',
    '/patients/pet-1',
  );
  const alerts = screen.getByRole('note', { name: 'Alertas de la mascota' });
  expect(within(alerts).getByText('Penicilina')).toBeInTheDocument();
  const preventives = screen.getByRole('heading', { level: 2, name: 'Vacunas y desparasitaciones' });
  const history = screen.getByRole('heading', { level: 2, name: 'Cronología' });
  expect(alerts.compareDocumentPosition(preventives) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  expect(preventives.compareDocumentPosition(history) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
});

describe('vaccines and deworming', () => {
  let undoStyles: () => void;
  beforeEach(() => {
    const style = document.createElement('style');
    style.textContent = readFileSync(join(__dirname, 'petHistory.css'), 'utf8');
    document.head.appendChild(style);
    undoStyles = () => style.remove();
  });
  afterEach(() => undoStyles());

  test('what is due, per product: the word and its colour, with the day', async () => {
    backend();
    renderHistory();
    const status = await screen.findByRole('list', { name: 'Estado por producto' });
    const rows = within(status).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      'VencidaAntirrábicaVenció el 10/03/2026',
      'PróximaDesparasitante internoPróxima dosis: 01/04/2026',
      'Al díaSéxtuple canina (DHPPi+L)Próxima dosis: 15/01/2027',
    ]);
    const colour = (word: string) => getComputedStyle(within(status).getByText(word)).color;
    expect(colour('Vencida')).toBe('rgb(168, 7, 26)');
    expect(colour('Próxima')).toBe('rgb(135, 56, 0)');
    expect(colour('Al día')).toBe('rgb(19, 82, 0)');
  });

  test('every application: product and kind, days, lot, who applied it, notes', async () => {
    backend();
    renderHistory();
    const list = await screen.findByRole('list', { name: 'Aplicaciones' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(3);
    expect(rows[1]).toHaveTextContent(
      'Desparasitante internoDesparasitaciónAplicada01/01/2026Próxima01/04/2026Lote—AplicóLuis RojasCon comida',
    );
    expect(rows[2]).toHaveTextContent('AntirrábicaVacunaAplicada10/03/2025Próxima10/03/2026LoteL-2231');
  });

  test('the 6 latest applications first; «Ver todas» shows the rest, and hides them again', async () => {
    const many = Array.from({ length: 8 }, (_, i) =>
      preventive({ _id: `prev-${i}`, product: `Vacuna ${i + 1}`, appliedOn: `2025-0${9 - i}-01` }),
    );
    backend({ preventives: { preventives: many, status: [] } });
    renderHistory();
    const list = await screen.findByRole('list', { name: 'Aplicaciones' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(6);
    await user.click(screen.getByRole('button', { name: 'Ver todas las aplicaciones (8)' }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(8);
    expect(within(list).getAllByRole('listitem')[7]).toHaveTextContent('Vacuna 8');
    await user.click(screen.getByRole('button', { name: 'Ver solo las más recientes' }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(6);
  });

  test('an application restored without who applied it reads «—» there', async () => {
    backend({ preventives: { preventives: [preventive({ appliedBy: null })], status: [] } });
    renderHistory();
    const list = await screen.findByRole('list', { name: 'Aplicaciones' });
    expect(within(list).getByRole('listitem')).toHaveTextContent(
      'AntirrábicaVacunaAplicada10/03/2025Próxima10/03/2026LoteL-2231Aplicó—',
    );
  });

  test('none yet: said so', async () => {
    backend({ preventives: { preventives: [], status: [] } });
    renderHistory();
    expect(await screen.findByText('Sin vacunas ni desparasitaciones registradas.')).toBeInTheDocument();
  });

  test('«Eliminar» asks first, then deletes: the server’s sentence, and the status and timeline reload', async () => {
    const { sent } = backend(
      {},
      { 'DELETE /preventives/prev-1': { status: 200, body: { msg: 'Aplicación eliminada con éxito' } } },
    );
    renderHistory();
    await user.click(await screen.findByRole('button', { name: 'Eliminar Antirrábica del 10/03/2025' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirmar eliminación' });
    expect(
      within(dialog).getByText(
        '¿Estás seguro de que deseas eliminar a la vacuna Antirrábica del 10/03/2025?',
      ),
    ).toBeInTheDocument();
    const before = sent.length;
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('Aplicación eliminada con éxito')).toBeInTheDocument();
    await waitFor(() =>
      expect(sent.slice(before).map((request) => `${request.method} ${request.path.split('?')[0]}`)).toEqual(
        expect.arrayContaining([
          'DELETE /preventives/prev-1',
          'GET /patients/pet-1/preventives',
          'GET /patients/pet-1/history',
        ]),
      ),
    );
  });
});

describe('the timeline', () => {
  test('newest first, each its kind, date (with the hour when it has one), title, detail and record', async () => {
    const { sent } = backend();
    renderHistory();
    const items = within(await timeline()).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Consulta · 12/03/2026, 10:30Vómitos desde ayerDiagnóstico presuntivo: Gastroenteritis',
      'Examen de laboratorio · 12/03/2026HematologíaHematocrito: 45,5 %',
      'Peluquería · 20/02/2026, 15:00BañoChampú de avena',
      'Vacuna · 15/01/2026Séxtuple canina (DHPPi+L)Próxima: 15/01/2027',
      'Desparasitación · 01/01/2026Desparasitante internoPróxima: 01/04/2026',
    ]);
    expect(within(items[0]).getByRole('link', { name: 'Vómitos desde ayer' })).toHaveAttribute(
      'href',
      '/patients/pet-1/consultations/con-1',
    );
    expect(within(items[1]).getByRole('link', { name: 'Hematología' })).toHaveAttribute(
      'href',
      '/patients/pet-1/lab-exams/exam-1',
    );
    expect(within(items[2]).getByRole('link', { name: 'Baño' })).toHaveAttribute(
      'href',
      '/patients/pet-1/grooming-services',
    );
    // Each kind its picture.
    expect(items.map((item) => item.querySelector('svg')?.dataset.icon)).toEqual([
      'stethoscope',
      'flask',
      'scissors',
      'syringe',
      'pill',
    ]);
    expect(historyRequests(sent)).toEqual([{ page: '1', limit: '20' }]);
  });

  test('a vaccine opens its application to edit', async () => {
    backend();
    renderHistory();
    const items = within(await timeline()).getAllByRole('listitem');
    await user.click(within(items[3]).getByRole('button', { name: 'Séxtuple canina (DHPPi+L)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar vacuna de Luna' });
    expect(within(dialog).getByLabelText('Producto')).toHaveValue('Séxtuple canina (DHPPi+L)');
  });

  test('«Vacunas» asks for the vaccines alone and keeps it in the address', async () => {
    const { sent } = backend();
    renderHistory();
    await timeline();
    await user.click(screen.getByRole('radio', { name: 'Vacunas' }));
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Historia clínica de Luna' })).getAllByRole('listitem'),
      ).toHaveLength(1),
    );
    expect(screen.getByTestId('location-search')).toHaveTextContent('?kind=vaccine');
    expect(historyRequests(sent).at(-1)).toEqual({ page: '1', limit: '20', kind: 'vaccine' });
    await user.click(screen.getByRole('radio', { name: 'Todo' }));
    await waitFor(() => expect(screen.getByTestId('location-search')).toBeEmptyDOMElement());
    // Every kind again: the page asked for moments ago (PetHistoryRoute: answers of the last 10 s are reused).
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Historia clínica de Luna' })).getAllByRole('listitem'),
      ).toHaveLength(TIMELINE.length),
    );
    expect(historyRequests(sent)).toEqual([
      { page: '1', limit: '20' },
      { page: '1', limit: '20', kind: 'vaccine' },
    ]);
  });

  test('opened with a kind in the address, it starts there; none of that kind is said so', async () => {
    const { sent } = backend({
      history: historyServer(TIMELINE.filter((item) => item.kind !== 'deworming')),
    });
    renderHistory({ search: '?kind=deworming' });
    expect(await screen.findByText('Sin desparasitaciones en la historia de Luna.')).toBeInTheDocument();
    expect(historyRequests(sent)).toEqual([{ page: '1', limit: '20', kind: 'deworming' }]);
  });

  test('20 at a time: the next page is asked for and kept in the address', async () => {
    const many = Array.from({ length: 25 }, (_, n) =>
      historyItem({ id: `con-${n + 1}`, title: `Control ${n + 1}` }),
    );
    const { sent } = backend({ history: historyServer(many) });
    renderHistory();
    expect(within(await timeline()).getAllByRole('listitem')).toHaveLength(20);
    await user.click(screen.getByTitle('2'));
    expect(await screen.findByRole('link', { name: 'Control 25' })).toBeInTheDocument();
    expect(screen.getByTestId('location-search')).toHaveTextContent('?page=2');
    expect(historyRequests(sent).at(-1)).toEqual({ page: '2', limit: '20' });
  });

  test('nothing yet: «Todavía no hay nada en la historia de Luna.»', async () => {
    backend({ history: historyServer([]), preventives: { preventives: [], status: [] } });
    renderHistory();
    expect(await screen.findByText('Todavía no hay nada en la historia de Luna.')).toBeInTheDocument();
  });

  test('a failed load says what failed and why, and «Reintentar» brings it', async () => {
    let calls = 0;
    backend({
      history: (request) =>
        ++calls === 1
          ? { status: 500, body: { msg: 'Servicio no disponible' } }
          : historyServer(TIMELINE)(request),
    });
    renderHistory();
    const failure = await screen.findByRole('alert');
    expect(failure).toHaveTextContent('No se pudo cargar la historia');
    expect(failure).toHaveTextContent('Servicio no disponible');
    await user.click(within(failure).getByRole('button', { name: 'Reintentar' }));
    expect(within(await timeline()).getAllByRole('listitem')).toHaveLength(5);
  });
});

describe('what each role may do', () => {
  test.each<Role>(['admin', 'vet'])(
    '%s: starts a consultation, registers vaccines and deworming',
    async (as) => {
      backend();
      renderHistory({ as });
      expect(await screen.findByRole('link', { name: 'Nueva consulta' })).toHaveAttribute(
        'href',
        '/patients/pet-1/consultations/new',
      );
      expect(screen.getByRole('button', { name: 'Registrar vacuna' })).toBeEnabled();
      expect(screen.getByRole('button', { name: 'Registrar desparasitación' })).toBeEnabled();
    },
  );

  test('an Asistente registers a vaccine; «Nueva consulta» is disabled with why', async () => {
    backend();
    renderHistory({ as: 'assistant' });
    const consult = await screen.findByRole('button', { name: 'Nueva consulta' });
    expect(consult).toBeDisabled();
    expect(consult).toHaveAccessibleDescription(
      'No tienes permiso para registrar consultas, recetas y notas de seguimiento. Tu rol en la clínica es Asistente.',
    );
    expect(screen.getByRole('button', { name: 'Editar Antirrábica del 10/03/2025' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Registrar vacuna' }));
    expect(await screen.findByRole('dialog', { name: 'Registrar vacuna de Luna' })).toBeInTheDocument();
  });
});

test('a vaccine registered from the page reloads what is due and the timeline', async () => {
  let saved: Preventive[] = [];
  const { sent } = backend(
    {},
    {
      'GET /patients/pet-1/preventives': () => ({
        status: 200,
        body: { preventives: saved, status: saved.map((item) => dueStatus(item, 'up-to-date')) },
      }),
      'POST /patients/pet-1/preventives': () => {
        saved = [preventive({ appliedOn: '2026-03-12', nextDue: '2027-03-12' })];
        return { status: 201, body: { msg: 'Vacuna registrada con éxito', preventive: saved[0] } };
      },
    },
  );
  renderHistory();
  expect(await screen.findByText('Sin vacunas ni desparasitaciones registradas.')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Registrar vacuna' }));
  const dialog = await screen.findByRole('dialog', { name: 'Registrar vacuna de Luna' });
  await user.type(within(dialog).getByLabelText('Producto'), 'Antirrábica');
  await user.click(within(dialog).getByRole('button', { name: 'Registrar vacuna' }));
  expect(await screen.findByText('Vacuna registrada con éxito')).toBeInTheDocument();
  const status = await screen.findByRole('list', { name: 'Estado por producto' });
  expect(status).toHaveTextContent('Al díaAntirrábicaPróxima dosis: 12/03/2027');
  expect(historyRequests(sent)).toHaveLength(2);
});

test('«Gráficas» sits between what is due and the timeline, its weight curve drawn from the consultations', async () => {
  backend(
    {},
    {
      'GET /patients/pet-1/weights': {
        status: 200,
        body: { points: [{ date: '2026-03-01T14:00:00.000Z', weightKg: 12.5, consultationId: 'c1' }] },
      },
      'GET /patients/pet-1/lab-exams': { status: 200, body: { exams: [] } },
      'GET /lab/reference-ranges': { status: 200, body: { ranges: { perro: {}, gato: {} } } },
    },
  );
  renderHistory();
  const charts = await screen.findByRole('region', { name: 'Gráficas' });
  expect(
    await within(charts).findByRole('img', { name: 'Peso (kg): 01/03/2026: 12,5 kg' }),
  ).toBeInTheDocument();
  expect(within(charts).getByText('Aún no hay exámenes de laboratorio de esta mascota.')).toBeInTheDocument();
  const list = await timeline();

  expect(charts.compareDocumentPosition(list) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
});
