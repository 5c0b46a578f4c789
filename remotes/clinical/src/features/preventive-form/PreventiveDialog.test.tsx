// «Registrar vacuna», «Registrar desparasitación» and their edit, as the vet works them over the pet's
// history (docs/product/clinical.md#vaccines-and-deworming).
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { clearToasts, type Role } from '@vet/shared-ui';
import { fakeApi, type FakeAnswer, type SentRequest } from '@vet/shared-ui/testing/fakeApi';
import { fakeToday } from '@vet/shared-ui/testing/fakeToday';
import { setupUser } from '@vet/shared-ui/testing/setupUser';
import type { ClinicMember, Preventive } from '../../api/types';
import { clinicPeople, patient, preventive, renderScreen } from '../../testing/fixtures';
import { choose, chosenIn } from '../../testing/form';
import PreventiveDialog, { type PreventiveDialogState } from './PreventiveDialog';

// 12 March 2026, 10:30 in Caracas.
const NOW = new Date(2026, 2, 12, 10, 30);

jest.setTimeout(60_000);
const user = setupUser();

function backend(
  answers: Record<string, FakeAnswer | ((request: SentRequest) => FakeAnswer)> = {},
  people: ClinicMember[] = clinicPeople,
) {
  return fakeApi({ 'GET /clinic/people': { status: 200, body: people }, ...answers });
}

function open(state: PreventiveDialogState, as?: Role) {
  const onClose = jest.fn();
  renderScreen(<PreventiveDialog state={state} pet={patient()} onClose={onClose} />, {
    path: '/patients/:patientId/history',
    route: '/patients/pet-1/history',
    as,
  });
  return onClose;
}

const writes = (sent: SentRequest[]) => sent.filter((request) => request.method !== 'GET');
const field = (label: string) => screen.getByLabelText(label);
/** Who «Quién aplicó» offers, once its drop-down is open and the clinic's people arrived. */
async function appliedByOffered(): Promise<(string | null)[]> {
  fireEvent.mouseDown(field('Quién aplicó'));
  await screen.findByTitle('Luis Rojas');
  return [...document.querySelectorAll('.ant-select-item-option')].map((option) =>
    option.getAttribute('title'),
  );
}
/** The products the field's list offers. */
const offered = () =>
  Array.from(
    document.getElementById(field('Producto').getAttribute('list')!)!.querySelectorAll('option'),
  ).map((option) => option.value);

beforeEach(() => fakeToday(NOW));
afterEach(() => {
  jest.useRealTimers();
  clearToasts();
  localStorage.clear();
});

describe('a new vaccine', () => {
  test('is applied today by whoever records it; the list offers the dog’s vaccines', async () => {
    backend();
    open({ kind: 'vaccine' });
    expect(await screen.findByRole('dialog', { name: 'Registrar vacuna de Luna' })).toBeInTheDocument();
    expect(field('Fecha de aplicación')).toHaveValue('12/03/2026');
    expect(field('Próxima dosis')).toHaveValue('');
    await waitFor(() => expect(chosenIn('Quién aplicó')).toBe('Ana Pérez'));
    expect(offered()).toEqual([
      'Séxtuple canina (DHPPi+L)',
      'Puppy (parvovirus y moquillo)',
      'Antirrábica',
      'Tos de las perreras (Bordetella)',
    ]);
  });

  test('a known product suggests the next dose, and says so; the day applied moves it', async () => {
    backend();
    open({ kind: 'vaccine' });
    await user.type(await screen.findByLabelText('Producto'), 'Antirrábica');
    expect(field('Próxima dosis')).toHaveValue('12/03/2027');
    expect(screen.getByText('Sugerida según el producto: cada 365 días')).toBeInTheDocument();
    await user.fill('Fecha de aplicación', '01/03/2026');
    expect(field('Próxima dosis')).toHaveValue('01/03/2027');
    // A product the list does not know: the vet sets the day.
    await user.fill('Producto', 'Vacuna traída de otra clínica');
    expect(field('Próxima dosis')).toHaveValue('');
    expect(screen.queryByText(/Sugerida según el producto/)).not.toBeInTheDocument();
  });

  test('a next dose the vet typed stays whatever the product', async () => {
    backend();
    open({ kind: 'vaccine' });
    await user.fill('Próxima dosis', '15/09/2026');
    await user.fill('Producto', 'Antirrábica');
    expect(field('Próxima dosis')).toHaveValue('15/09/2026');
    expect(screen.queryByText(/Sugerida según el producto/)).not.toBeInTheDocument();
  });

  test('is recorded with its key; the server’s sentence is the toast and the dialog closes', async () => {
    const { sent } = backend({
      'POST /patients/pet-1/preventives': {
        status: 201,
        body: { msg: 'Vacuna registrada con éxito', preventive: preventive() },
      },
    });
    const onClose = open({ kind: 'vaccine' });
    await user.type(await screen.findByLabelText('Producto'), 'Antirrábica');
    await user.type(field('Lote'), 'L-2231');
    await user.type(field('Notas'), 'Brazo derecho');
    await waitFor(() => expect(chosenIn('Quién aplicó')).toBe('Ana Pérez'));
    await choose(user, 'Quién aplicó', 'Luis Rojas');
    await user.click(screen.getByRole('button', { name: 'Registrar vacuna' }));
    expect(await screen.findByText('Vacuna registrada con éxito')).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
    const [post] = writes(sent);
    expect(post.path).toBe('/patients/pet-1/preventives');
    expect(post.body).toEqual({
      kind: 'vaccine',
      product: 'Antirrábica',
      lot: 'L-2231',
      appliedOn: '2026-03-12',
      nextDue: '2027-03-12',
      appliedBy: 'vet-2',
      notes: 'Brazo derecho',
    });
    expect(post.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
  });

  test('a next dose before the day applied is refused in the server’s words, and nothing is sent', async () => {
    const { sent } = backend();
    open({ kind: 'vaccine' });
    await user.type(await screen.findByLabelText('Producto'), 'Vacuna importada');
    await user.fill('Fecha de aplicación', '10/03/2026');
    await user.fill('Próxima dosis', '09/03/2026');
    await user.click(screen.getByRole('button', { name: 'Registrar vacuna' }));
    expect(
      await screen.findByText('La próxima dosis no puede ser anterior a la aplicación'),
    ).toBeInTheDocument();
    expect(screen.getByText('Revisa los campos marcados')).toBeInTheDocument();
    expect(writes(sent)).toEqual([]);
  });

  test('the server’s refusal lands under its field; the corrected form is a new submission', async () => {
    let calls = 0;
    const { sent } = backend({
      'POST /patients/pet-1/preventives': () =>
        ++calls === 1
          ? {
              status: 400,
              body: {
                msg: 'Quién aplicó debe ser un miembro de la clínica',
                errors: [{ field: 'appliedBy', msg: 'Quién aplicó debe ser un miembro de la clínica' }],
              },
            }
          : { status: 201, body: { msg: 'Vacuna registrada con éxito', preventive: preventive() } },
    });
    open({ kind: 'vaccine' });
    await user.type(await screen.findByLabelText('Producto'), 'Antirrábica');
    await user.click(screen.getByRole('button', { name: 'Registrar vacuna' }));
    const dialog = screen.getByRole('dialog');
    await waitFor(() =>
      expect(
        within(dialog).getByText('Quién aplicó debe ser un miembro de la clínica', {
          // FormField puts the message in a span of its own (the field's aria-describedby names it).
          selector: '.ant-form-item-explain-error > span',
        }),
      ).toBeInTheDocument(),
    );
    await user.click(screen.getByRole('button', { name: 'Registrar vacuna' }));
    expect(await screen.findByText('Vacuna registrada con éxito')).toBeInTheDocument();
    const [first, second] = writes(sent).map((request) => request.headers.get('Idempotency-Key'));
    expect(second).not.toBe(first);
  });
});

test('a deworming offers the dog’s dewormers and suggests from their interval', async () => {
  backend();
  open({ kind: 'deworming' });
  expect(
    await screen.findByRole('dialog', { name: 'Registrar desparasitación de Luna' }),
  ).toBeInTheDocument();
  expect(offered()).toEqual([
    'Desparasitante interno',
    'Desparasitante externo (pipeta)',
    'Desparasitante externo (comprimido de 12 semanas)',
  ]);
  await user.type(field('Producto'), 'Desparasitante interno');
  expect(field('Próxima dosis')).toHaveValue('10/06/2026');
  expect(screen.getByText('Sugerida según el producto: cada 90 días')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Registrar desparasitación' })).toBeInTheDocument();
});

describe('«Quién aplicó»', () => {
  test('offers the clinic’s active people of every role, the one signed in chosen', async () => {
    backend();
    open({ kind: 'vaccine' }, 'assistant');
    await screen.findByRole('dialog', { name: 'Registrar vacuna de Luna' });
    await waitFor(() => expect(chosenIn('Quién aplicó')).toBe('Ana Pérez'));
    expect(await appliedByOffered()).toEqual(['Ana Pérez', 'Luis Rojas', 'Carla Ruiz']);
  });

  test('an assistant records a dose another assistant of the clinic applied', async () => {
    const { sent } = backend({
      'POST /patients/pet-1/preventives': {
        status: 201,
        body: { msg: 'Vacuna registrada con éxito', preventive: preventive() },
      },
    });
    open({ kind: 'vaccine' }, 'assistant');
    await user.type(await screen.findByLabelText('Producto'), 'Antirrábica');
    await choose(user, 'Quién aplicó', 'Carla Ruiz');
    await user.click(screen.getByRole('button', { name: 'Registrar vacuna' }));
    expect(await screen.findByText('Vacuna registrada con éxito')).toBeInTheDocument();
    expect(writes(sent)[0].body).toMatchObject({ appliedBy: 'asst-1' });
  });

  test('the one signed in is offered even when the clinic’s people cannot be read', async () => {
    fakeApi({ 'GET /clinic/people': { status: 500, body: { msg: 'Error inesperado' } } });
    open({ kind: 'vaccine' }, 'assistant');
    await screen.findByRole('dialog', { name: 'Registrar vacuna de Luna' });
    expect(chosenIn('Quién aplicó')).toBe('Ana Pérez');
  });
});

describe('an edit', () => {
  const stored = (overrides: Partial<Preventive> = {}) =>
    preventive({
      nextDue: '2026-03-10',
      updatedBy: 'Luis Rojas',
      updatedAt: '2025-03-11T13:00:00.000Z',
      version: 3,
      ...overrides,
    });

  test('shows the application as stored, who recorded and changed it, and keeps its next dose', async () => {
    backend();
    open({ preventive: stored() }, 'vet');
    expect(await screen.findByRole('dialog', { name: 'Editar vacuna de Luna' })).toBeInTheDocument();
    expect(
      screen.getByText('Creado por Ana Pérez el 10/03/2025 · Modificado por Luis Rojas el 11/03/2025'),
    ).toBeInTheDocument();
    expect(field('Producto')).toHaveValue('Antirrábica');
    expect(field('Lote')).toHaveValue('L-2231');
    expect(field('Fecha de aplicación')).toHaveValue('10/03/2025');
    // Stored by hand (not the product's year): the form keeps it.
    expect(field('Próxima dosis')).toHaveValue('10/03/2026');
    await user.fill('Fecha de aplicación', '11/03/2025');
    expect(field('Próxima dosis')).toHaveValue('10/03/2026');
  });

  test('sends the version it started from; a stale save keeps what was typed until «Recargar»', async () => {
    const fresh = stored({ lot: 'L-9999', version: 4 });
    const { sent } = backend({
      'PUT /preventives/prev-1': {
        status: 409,
        body: { msg: 'Este registro cambió mientras lo editabas' },
      },
      'GET /preventives/prev-1': { status: 200, body: { preventive: fresh } },
    });
    const onClose = open({ preventive: stored() });
    await screen.findByLabelText('Lote');
    await user.fill('Lote', 'L-1000');
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByText('Este registro cambió mientras lo editabas')).toBeInTheDocument();
    expect(field('Lote')).toHaveValue('L-1000');
    const [put] = writes(sent);
    expect(put.body).toMatchObject({ lot: 'L-1000', version: 3, kind: 'vaccine', appliedBy: 'vet-1' });
    await user.click(screen.getByRole('button', { name: 'Recargar' }));
    await waitFor(() => expect(field('Lote')).toHaveValue('L-9999'));
    expect(onClose).not.toHaveBeenCalled();
  });

  test('whoever applied it, no longer among the clinic’s people, stays chosen and is sent back', async () => {
    const { sent } = backend({
      'PUT /preventives/prev-1': {
        status: 200,
        body: { msg: 'Aplicación actualizada con éxito', preventive: stored({ version: 4 }) },
      },
    });
    open({ preventive: stored({ appliedBy: { _id: 'vet-9', name: 'Daniel Mora' } }) });
    await screen.findByLabelText('Notas');
    expect(chosenIn('Quién aplicó')).toBe('Daniel Mora');
    expect(await appliedByOffered()).toEqual(['Ana Pérez', 'Luis Rojas', 'Carla Ruiz', 'Daniel Mora']);
    await user.keyboard('{Escape}');
    await user.fill('Notas', 'Sin reacción');
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByText('Aplicación actualizada con éxito')).toBeInTheDocument();
    expect(writes(sent)[0].body).toMatchObject({ appliedBy: 'vet-9', notes: 'Sin reacción' });
  });

  test('a saved edit says the server’s sentence and closes', async () => {
    const { sent } = backend({
      'PUT /preventives/prev-1': {
        status: 200,
        body: { msg: 'Aplicación actualizada con éxito', preventive: stored({ version: 4 }) },
      },
    });
    const onClose = open({ preventive: stored() });
    await screen.findByLabelText('Notas');
    await user.fill('Notas', 'Sin reacción');
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByText('Aplicación actualizada con éxito')).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
    expect(writes(sent)[0].body).toMatchObject({ notes: 'Sin reacción', version: 3 });
  });
});
