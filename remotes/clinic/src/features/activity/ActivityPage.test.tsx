import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { clearToasts, type Role } from '@vet/shared-ui';
import { fakeApi, type FakeAnswer, type SentRequest } from '@vet/shared-ui/testing/fakeApi';
import { setDesktop } from '@vet/shared-ui/testing/viewport';
import { setupUser } from '@vet/shared-ui/testing/setupUser';
import type { ActivityEntry } from '../../api/types';
import { activityPage, makeActivityEntry, renderScreen, team } from '../../testing/fixtures';
import ActivityPage from './ActivityPage';

const user = setupUser();

const rename = makeActivityEntry();
const examDeleted = makeActivityEntry({
  _id: '40',
  at: '2026-03-04T13:05:00.000Z',
  actor: { _id: 'vet-2', name: 'Luis Gómez' },
  action: 'delete',
  recordKind: 'lab_exam',
  recordId: 'exam-1',
  summary: '2026-02-10',
  changes: [],
});

/** Answers GET /clinic/activity with `answer(query)`, the query's parameters as sent. */
function backend(
  answer: (query: URLSearchParams) => FakeAnswer = () => ({
    status: 200,
    body: activityPage([rename, examDeleted]),
  }),
) {
  return fakeApi({
    'GET /clinic/members': { status: 200, body: team() },
    'GET /clinic/activity': ({ path }) => answer(new URL(path, 'http://x').searchParams),
  });
}

/** The query strings of the activity's requests, in order. */
const asked = (sent: SentRequest[]) =>
  sent.filter((r) => r.path.startsWith('/clinic/activity')).map((r) => r.path.split('?')[1]);

const renderActivity = (query = '', as: Role = 'admin') =>
  renderScreen(<ActivityPage />, { path: '/clinic/activity', route: `/clinic/activity${query}`, as });

const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr') as HTMLElement;
const optionTitled = async (title: string) =>
  (await screen.findAllByTitle(title)).find((node) =>
    node.classList.contains('ant-select-item-option'),
  ) as HTMLElement;
const urlQuery = () => screen.getByTestId('location-search').textContent;

beforeEach(() => {
  setDesktop(true);
});
afterEach(() => {
  jest.restoreAllMocks();
  localStorage.clear();
  clearToasts();
});

test('the administrator reads the activity newest first: when, who, what, which record and what changed', async () => {
  const { sent } = backend();
  renderActivity();
  expect(screen.getByRole('heading', { level: 1, name: 'Actividad' })).toBeInTheDocument();
  expect(screen.getByText('Clínica').closest('a')).toHaveAttribute('href', '/clinic');
  expect(await screen.findByLabelText('Cargando la actividad...')).toHaveAttribute('aria-busy', 'true');

  const row = await rowOf('Nombre: Juan Pérez → Juan P. Rojas');
  for (const header of ['Fecha y hora', 'Persona', 'Acción', 'Registro', 'Cambios'])
    expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
  expect(within(row).getByText('05/03/2026, 14:30')).toBeInTheDocument();
  expect(within(row).getByText('Ana Pérez')).toBeInTheDocument();
  expect(within(row).getByText('Modificó')).toBeInTheDocument();
  expect(within(row).getByText('Propietario')).toBeInTheDocument();
  expect(within(row).getByText('Juan P. Rojas')).toBeInTheDocument();

  const deleted = await rowOf('Eliminó');
  expect(within(deleted).getByText('Luis Gómez')).toBeInTheDocument();
  expect(within(deleted).getByText('Examen')).toBeInTheDocument();
  expect(within(deleted).getByText('10/02/2026')).toBeInTheDocument();
  expect(screen.getByText('2 acciones')).toBeInTheDocument();
  expect(asked(sent)).toEqual(['page=1&limit=20']);
});

test('on a phone each entry is a card: «Modificó · Propietario», the record, who and when, the changes', async () => {
  setDesktop(false);
  backend();
  renderActivity();
  const card = (await screen.findByText('Modificó · Propietario')).closest('li') as HTMLElement;
  expect(within(card).getByText('Juan P. Rojas')).toBeInTheDocument();
  expect(within(card).getByText('Ana Pérez · 05/03/2026, 14:30')).toBeInTheDocument();
  expect(within(card).getByText('Nombre: Juan Pérez → Juan P. Rojas')).toBeInTheDocument();
  expect(screen.getByText('Eliminó · Examen')).toBeInTheDocument();
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
});

test('an entry without a person, a sign-in and a role change read as such', async () => {
  const entries: ActivityEntry[] = [
    makeActivityEntry({ _id: '3', actor: null, action: 'login_failed', recordKind: 'session', summary: '' }),
    makeActivityEntry({
      _id: '2',
      action: 'role_change',
      recordKind: 'member',
      summary: 'Marta Ruiz',
      changes: [{ field: 'role', from: 'assistant', to: 'vet' }],
    }),
  ];
  backend(() => ({ status: 200, body: activityPage(entries) }));
  renderActivity();
  const failed = await rowOf('Intento fallido de inicio de sesión');
  expect(within(failed).getByText('Sin persona registrada')).toBeInTheDocument();
  expect(within(failed).getByText('Sesión')).toBeInTheDocument();
  const role = await rowOf('Cambió el rol');
  expect(within(role).getByText('Miembro')).toBeInTheDocument();
  expect(within(role).getByText('Rol: Asistente → Veterinario')).toBeInTheDocument();
});

/** The owner's answer through the reminder's mailed link, as api/src/reminders/owner-answer.ts records it. */
const ownerAnswer = (answer: 'confirmed' | 'cancelled') =>
  makeActivityEntry({
    _id: answer === 'confirmed' ? '5' : '6',
    actor: null,
    action: 'update',
    recordKind: 'appointment',
    recordId: `appt-${answer}`,
    summary: answer === 'confirmed' ? 'Confirmada por el propietario' : 'Cancelada por el propietario',
    changes: [{ field: 'status', from: 'scheduled', to: answer }],
  });

test('an appointment the owner confirmed or cancelled through the mailed link reads «El propietario»', async () => {
  backend(() => ({ status: 200, body: activityPage([ownerAnswer('confirmed'), ownerAnswer('cancelled')]) }));
  renderActivity();
  const confirmed = await rowOf('Confirmada por el propietario');
  expect(within(confirmed).getByText('El propietario')).toBeInTheDocument();
  expect(within(confirmed).getByText('Cita')).toBeInTheDocument();
  expect(within(confirmed).getByText('Estado: Programada → Confirmada')).toBeInTheDocument();
  expect(within(confirmed).queryByText('Sin persona registrada')).not.toBeInTheDocument();
  const cancelled = await rowOf('Cancelada por el propietario');
  expect(within(cancelled).getByText('El propietario')).toBeInTheDocument();
});

test('on a phone, the owner’s answer’s card reads «El propietario · <fecha y hora>»', async () => {
  setDesktop(false);
  backend(() => ({ status: 200, body: activityPage([ownerAnswer('confirmed')]) }));
  renderActivity();
  const card = (await screen.findByText('Modificó · Cita')).closest('li') as HTMLElement;
  expect(within(card).getByText('Confirmada por el propietario')).toBeInTheDocument();
  expect(within(card).getByText('El propietario · 05/03/2026, 14:30')).toBeInTheDocument();
});

test('a vaccine’s edit names who applied it as the team does, an inactive member too', async () => {
  const entry = makeActivityEntry({
    recordKind: 'preventive',
    summary: 'Antirrábica',
    changes: [
      { field: 'applied_by', from: 'groom-1', to: 'asst-1' },
      { field: 'next_due', from: null, to: '2027-03-10' },
    ],
  });
  backend(() => ({ status: 200, body: activityPage([entry]) }));
  renderActivity();
  const row = await rowOf('Antirrábica');
  expect(within(row).getByText('Vacuna o desparasitación')).toBeInTheDocument();
  expect(await within(row).findByText('Aplicada por: Pedro Sosa → Marta Ruiz')).toBeInTheDocument();
  expect(within(row).getByText('Próxima dosis: — → 10/03/2027')).toBeInTheDocument();
});

test('nothing in the period: «Sin actividad en este periodo»', async () => {
  backend(() => ({ status: 200, body: activityPage([]) }));
  renderActivity('?from=2026-03-01&to=2026-03-02');
  expect(await screen.findByText('Sin actividad en este periodo')).toBeInTheDocument();
  expect(screen.getByText('0 acciones')).toBeInTheDocument();
});

test('a failed load says so with the server’s reason and «Reintentar», which asks again', async () => {
  let failing = true;
  const { sent } = backend(() =>
    failing
      ? { status: 500, body: { msg: 'El servidor no responde' } }
      : { status: 200, body: activityPage([rename]) },
  );
  renderActivity();
  expect(await screen.findByText('No se pudo cargar la actividad')).toBeInTheDocument();
  expect(screen.getByText('El servidor no responde')).toBeInTheDocument();
  failing = false;
  await user.click(screen.getByRole('button', { name: 'Reintentar' }));
  expect(await screen.findByText('Nombre: Juan Pérez → Juan P. Rojas')).toBeInTheDocument();
  expect(asked(sent)).toHaveLength(2);
});

test('a reversed range shows the server’s message, without a retry that would answer the same', async () => {
  const reversed = 'La fecha «desde» no puede ser posterior a la fecha «hasta»';
  const { sent } = backend((query) =>
    query.get('from')! > query.get('to')!
      ? { status: 400, body: { msg: reversed } }
      : { status: 200, body: activityPage([rename]) },
  );
  renderActivity('?from=2026-03-10&to=2026-03-01');
  expect(await screen.findByText(reversed)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Reintentar' })).not.toBeInTheDocument();
  expect(screen.getByLabelText('Desde')).toHaveValue('10/03/2026');
  expect(screen.getByLabelText('Hasta')).toHaveValue('01/03/2026');
  expect(asked(sent)).toEqual(['from=2026-03-10&to=2026-03-01&page=1&limit=20']);

  // Fixing the range brings the entries.
  await user.fill('Hasta', '15032026');
  expect(await screen.findByText('Nombre: Juan Pérez → Juan P. Rojas')).toBeInTheDocument();
  expect(screen.queryByText(reversed)).not.toBeInTheDocument();
  expect(urlQuery()).toBe('?from=2026-03-10&to=2026-03-15');
});

test('the filters go to the URL and to the server, each starting again on page 1', async () => {
  const { sent } = backend();
  renderActivity('?page=2');
  await rowOf('Nombre: Juan Pérez → Juan P. Rojas');

  fireEvent.mouseDown(screen.getByLabelText('Persona'));
  await user.click(await optionTitled('Luis Gómez'));
  await waitFor(() => expect(urlQuery()).toBe('?actor=vet-2'));

  fireEvent.mouseDown(screen.getByLabelText('Tipo de registro'));
  await user.click(await optionTitled('Examen'));
  await waitFor(() => expect(urlQuery()).toBe('?actor=vet-2&kind=lab_exam'));

  await user.fill('Desde', '01032026');
  await waitFor(() => expect(urlQuery()).toBe('?actor=vet-2&kind=lab_exam&from=2026-03-01'));
  await waitFor(() =>
    expect(asked(sent)).toEqual([
      'page=2&limit=20',
      'actor=vet-2&page=1&limit=20',
      'actor=vet-2&kind=lab_exam&page=1&limit=20',
      'actor=vet-2&kind=lab_exam&from=2026-03-01&page=1&limit=20',
    ]),
  );

  // A day that does not exist is refused under its field and asks nothing.
  await user.fill('Hasta', '31022026');
  expect(await screen.findByText('Fecha inválida')).toBeInTheDocument();
  expect(screen.getByLabelText('Hasta')).toHaveAttribute('aria-invalid', 'true');
  expect(asked(sent)).toHaveLength(4);

  await user.click(screen.getByRole('button', { name: 'Limpiar filtros' }));
  await waitFor(() => expect(urlQuery()).toBe(''));
  expect(screen.getByLabelText('Desde')).toHaveValue('');
  expect(screen.getByLabelText('Hasta')).toHaveValue('');
  expect(screen.queryByText('Fecha inválida')).not.toBeInTheDocument();
});

test('opened for one record (?record=), it keeps to it until «Ver la actividad de este registro» is unticked', async () => {
  const { sent } = backend();
  renderActivity('?record=owner-1');
  await rowOf('Nombre: Juan Pérez → Juan P. Rojas');
  const only = screen.getByLabelText('Ver la actividad de este registro');
  expect(only).toBeChecked();
  await user.click(only);
  await waitFor(() => expect(urlQuery()).toBe(''));
  expect(only).not.toBeChecked();
  await user.click(only);
  await waitFor(() => expect(urlQuery()).toBe('?record=owner-1'));
  await waitFor(() =>
    expect(asked(sent)).toEqual([
      'record=owner-1&page=1&limit=20',
      'page=1&limit=20',
      'record=owner-1&page=1&limit=20',
    ]),
  );
});

test('another page is asked of the server and kept in the URL', async () => {
  const { sent } = backend((query) => ({
    status: 200,
    body: activityPage([query.get('page') === '2' ? examDeleted : rename], {
      page: Number(query.get('page')),
      total: 45,
    }),
  }));
  renderActivity();
  await rowOf('Nombre: Juan Pérez → Juan P. Rojas');
  expect(screen.getByText('45 acciones')).toBeInTheDocument();
  await user.click(screen.getByTitle('2'));
  expect(await screen.findByText('Eliminó')).toBeInTheDocument();
  expect(urlQuery()).toBe('?page=2');
  expect(asked(sent)).toEqual(['page=1&limit=20', 'page=2&limit=20']);
});

test('another role reads why the screen is not theirs, and nothing is asked', async () => {
  const { sent } = backend();
  renderActivity('', 'vet');
  expect(screen.getByText('Esta pantalla no está disponible para tu rol')).toBeInTheDocument();
  expect(
    screen.getByText(
      'No tienes permiso para ver la actividad de la clínica. Tu rol en la clínica es Veterinario.',
    ),
  ).toBeInTheDocument();
  expect(screen.getByText('Ver la clínica').closest('a')).toHaveAttribute('href', '/clinic');
  expect(sent).toHaveLength(0);
});
