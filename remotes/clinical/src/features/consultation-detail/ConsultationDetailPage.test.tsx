import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearToasts, type Role } from '@vet/shared-ui';
import { fakeApi, type SentRequest } from '@vet/shared-ui/testing/fakeApi';
import type { Addendum, Consultation } from '../../api/types';
import { consultation, patient, renderScreen } from '../../testing/fixtures';
import ConsultationDetailPage from './ConsultationDetailPage';

const LOCKED =
  'La consulta está cerrada: pasaron 24 horas desde que se registró. Agrega una nota de seguimiento.';

jest.setTimeout(30_000);

function backend(saved: () => Consultation, more: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    'GET /consultations/con-1': () => ({ status: 200, body: { consultation: saved() } }),
    'GET /patients/pet-1': { status: 200, body: patient() },
    ...more,
  });
}

const renderDetail = (as?: Role) =>
  renderScreen(<ConsultationDetailPage />, {
    path: '/patients/:patientId/consultations/:consultationId',
    route: '/patients/pet-1/consultations/con-1',
    as,
  });

const section = (title: string) =>
  screen.getByRole('heading', { level: 2, name: title }).closest<HTMLElement>('.vet-panel')!;
const editButton = () => screen.getByRole('button', { name: 'Editar' });

afterEach(() => clearToasts());

test('everything recorded is readable in its section, the fever said in words with its range', async () => {
  backend(() => consultation());
  renderDetail();
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Consulta del 12/03/2026' }),
  ).toBeInTheDocument();
  expect(screen.getByRole('link', { name: /Historia clínica de Luna/ })).toHaveAttribute(
    'href',
    '/patients/pet-1/history',
  );
  expect(screen.getByText('Luna · Canino · Propietario: José Gómez')).toBeInTheDocument();
  expect(screen.getByText('Creado por Ana Pérez el 12/03/2026', { exact: false })).toBeInTheDocument();

  const visit = section('Datos de la consulta');
  expect(within(visit).getByText('12/03/2026, 10:30')).toBeInTheDocument();
  expect(within(visit).getByText('Ana Pérez · CMV 1234')).toBeInTheDocument();
  expect(within(visit).getByText('Vómitos desde ayer')).toBeInTheDocument();

  const exam = section('Examen físico');
  expect(within(exam).getByRole('alert')).toHaveTextContent('Fuera de rango');
  expect(within(exam).getByText('Temperatura 40,5 °C (normal 37,9–39,9)')).toBeInTheDocument();
  const temperature = within(exam).getByText('Temperatura (°C)').closest('div')!;
  expect(temperature).toHaveTextContent('40,5 °C↑ Alto (normal 37,9–39,9)');
  expect(within(exam).getByText('Peso (kg)').closest('div')).toHaveTextContent('12,4 kg');
  expect(within(exam).getByText('Condición corporal (1–9)').closest('div')).toHaveTextContent('5/9');
  // Within its range: no flag.
  expect(within(exam).getByText('Frecuencia cardíaca (lpm)').closest('div')).toHaveTextContent(
    /^Frecuencia cardíaca \(lpm\)120 lpm$/,
  );
  expect(within(exam).getByText('Rosadas')).toBeInTheDocument();

  expect(within(section('Diagnóstico')).getByText('Gastroenteritis')).toBeInTheDocument();
  const [header, row] = within(section('Tratamiento')).getAllByRole('row');
  expect(header).toHaveTextContent('MedicamentoDosisVíaFrecuenciaDuración');
  expect(row).toHaveTextContent('Amoxicilina12,5 mg/kgOralcada 12 horas7 días');
  expect(within(section('Próximo control')).getByText('19/03/2026')).toBeInTheDocument();
  expect(within(section('Notas de seguimiento')).getByText('Sin notas de seguimiento.')).toBeInTheDocument();
  expect(
    screen.getByText(
      'Quien la registró puede editarla hasta el 13/03/2026, 10:35; después solo se agregan notas de seguimiento.',
    ),
  ).toBeInTheDocument();
});

test('a prescription without a duration is «Hasta nuevo aviso»; values and people not on record read «—»', async () => {
  backend(() =>
    consultation({
      prescriptions: [
        {
          drug: 'Omeprazol',
          dose: 1,
          unit: 'mg/kg',
          route: 'Oral',
          frequency: 'cada 24 horas',
          durationDays: null,
        },
      ],
      weightKg: null,
      outOfRange: [],
      nextCheck: null,
      // Nobody on record: an account the operator removed.
      vet: null,
      addenda: [
        { _id: 'add-1', text: 'Control telefónico.', createdAt: '2026-03-14T13:00:00.000Z', author: null },
      ],
    }),
  );
  renderDetail();
  await screen.findByText('Omeprazol');
  expect(screen.getByText('Médico tratante').closest('div')).toHaveTextContent('Médico tratante—');
  expect(screen.getByText('Sin firma registrada')).toBeInTheDocument();
  expect(screen.getByText('Hasta nuevo aviso')).toBeInTheDocument();
  expect(screen.getByText('Peso (kg)').closest('div')).toHaveTextContent('Peso (kg)—');
  expect(screen.queryByText('Fuera de rango')).not.toBeInTheDocument();
  expect(screen.getByText('Sin fecha')).toBeInTheDocument();
});

test('its author edits it while it is open', async () => {
  backend(() => consultation());
  renderDetail('vet');
  expect(await screen.findByRole('link', { name: 'Editar' })).toHaveAttribute(
    'href',
    '/patients/pet-1/consultations/con-1/edit',
  );
});

test('locked: «Editar» disabled with why, the lock said with its moment, notes still added', async () => {
  backend(() => consultation({ locked: true }));
  renderDetail();
  expect(
    await screen.findByText('Cerrada el 13/03/2026, 10:35: solo se pueden agregar notas de seguimiento'),
  ).toBeInTheDocument();
  expect(editButton()).toBeDisabled();
  expect(editButton()).toHaveAccessibleDescription(LOCKED);
  await userEvent.hover(editButton().parentElement!);
  expect(await screen.findByRole('tooltip')).toHaveTextContent(LOCKED);
  expect(screen.getByRole('button', { name: 'Agregar nota de seguimiento' })).toBeEnabled();
});

test('someone else’s consultation is its author’s to edit', async () => {
  backend(() => consultation({ authorId: 'vet-2', createdBy: 'Luis Rojas' }));
  renderDetail('vet');
  await screen.findByText('Consulta del 12/03/2026');
  expect(editButton()).toHaveAccessibleDescription('Solo quien registró la consulta puede editarla');
});

test.each<[Role, string]>([
  ['vet', 'Veterinario'],
  ['assistant', 'Asistente'],
])('a %s may not delete it: «Eliminar» disabled with the API’s reason', async (role, label) => {
  backend(() => consultation());
  renderDetail(role);
  await screen.findByText('Consulta del 12/03/2026');
  const remove = screen.getByRole('button', { name: 'Eliminar' });
  expect(remove).toBeDisabled();
  expect(remove).toHaveAccessibleDescription(
    `No tienes permiso para eliminar consultas. Tu rol en la clínica es ${label}.`,
  );
});

test('an assistant reads the notes, but neither edits nor adds one', async () => {
  const note: Addendum = {
    _id: 'add-1',
    text: 'Vomitó una vez más.',
    createdAt: '2026-03-14T13:00:00.000Z',
    author: { _id: 'vet-2', name: 'Luis Rojas', cmv: null },
  };
  backend(() => consultation({ addenda: [note] }));
  renderDetail('assistant');
  expect(await screen.findByText('Vomitó una vez más.')).toBeInTheDocument();
  expect(screen.getByText('Firmado por Luis Rojas')).toBeInTheDocument();
  expect(editButton()).toHaveAccessibleDescription(
    'No tienes permiso para registrar consultas, recetas y notas de seguimiento. Tu rol en la clínica es Asistente.',
  );
  expect(screen.queryByLabelText('Nota de seguimiento')).not.toBeInTheDocument();
});

test('a note is required; one added is sent once with its key and shown dated and signed', async () => {
  let saved = consultation({ locked: true });
  const { sent } = backend(() => saved, {
    'POST /consultations/con-1/addenda': (request) => {
      const addendum: Addendum = {
        _id: 'add-1',
        text: (request.body as { text: string }).text,
        createdAt: '2026-03-14T13:00:00.000Z',
        author: { _id: 'vet-1', name: 'Ana Pérez', cmv: '1234' },
      };
      saved = { ...saved, addenda: [addendum] };
      return { status: 201, body: { msg: 'Nota de seguimiento agregada', addendum } };
    },
  });
  renderDetail();
  const add = await screen.findByRole('button', { name: 'Agregar nota de seguimiento' });
  await userEvent.click(add);
  expect(await screen.findByText('La nota es obligatoria')).toBeInTheDocument();
  const posts = () => sent.filter((request: SentRequest) => request.method === 'POST');
  expect(posts()).toHaveLength(0);

  await userEvent.type(screen.getByLabelText('Nota de seguimiento'), '  El cultivo salió negativo. ');
  await userEvent.click(add);
  expect(await screen.findByText('Nota de seguimiento agregada')).toBeInTheDocument();
  const notes = section('Notas de seguimiento');
  expect(await within(notes).findByText('El cultivo salió negativo.')).toBeInTheDocument();
  expect(within(notes).getByText('14/03/2026, 09:00')).toBeInTheDocument();
  expect(within(notes).getByText('Firmado por Ana Pérez · CMV 1234')).toBeInTheDocument();
  expect(screen.getByLabelText('Nota de seguimiento')).toHaveValue('');
  expect(posts()).toHaveLength(1);
  expect(posts()[0].body).toEqual({ text: 'El cultivo salió negativo.' });
  expect(posts()[0].headers.get('Idempotency-Key')).toBeTruthy();
});

test('the administrator deletes it after the shared confirmation, and the pet’s history opens', async () => {
  const { sent } = backend(() => consultation(), {
    'DELETE /consultations/con-1': { status: 200, body: { msg: 'Consulta eliminada con éxito' } },
  });
  renderDetail();
  await screen.findByText('Consulta del 12/03/2026');
  await userEvent.click(screen.getByRole('button', { name: 'Eliminar' }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText('Confirmar eliminación')).toBeInTheDocument();
  expect(
    within(dialog).getByText('¿Estás seguro de que deseas eliminar a la consulta de Luna del 12/03/2026?'),
  ).toBeInTheDocument();
  expect(
    within(dialog).getByText(
      'Esta acción no se puede deshacer. Se eliminarán también sus notas de seguimiento; el registro de actividad conserva lo que contenía.',
    ),
  ).toBeInTheDocument();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/patients/pet-1/history'));
  expect(await screen.findByText('Consulta eliminada con éxito')).toBeInTheDocument();
  expect(sent.filter((request) => request.method === 'DELETE')).toHaveLength(1);
});

test('a consultation of another clinic, or gone, is not found', async () => {
  fakeApi({
    'GET /consultations/con-1': { status: 404, body: { msg: 'Consulta no encontrada' } },
    'GET /patients/pet-1': { status: 200, body: patient() },
  });
  renderDetail();
  expect(await screen.findByRole('heading', { name: 'Consulta no encontrada' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Volver a la historia clínica' })).toHaveAttribute(
    'href',
    '/patients/pet-1/history',
  );
});
