import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi } from '@vet/shared-ui/testing/fakeApi';
import { makeOwner, renderScreen } from '../../testing/fixtures';
import NewOwnerPage from './NewOwnerPage';

const renderNew = () => renderScreen(<NewOwnerPage />, { path: '/owners/new' });
// By label or text, not by role and name: computing accessible names under antd's styles takes
// seconds in jsdom on a busy machine.
const submit = () => userEvent.click(screen.getByText('Registrar propietario'));
const phone = () => screen.getByLabelText('Número de teléfono');

/** Pastes into a field: one input event instead of one per key (typing in antd forms is slow in jsdom). */
async function fill(field: HTMLElement, text: string) {
  await userEvent.click(field);
  await userEvent.paste(text);
}

test("name and phone are required, in the product's words", async () => {
  const { sent } = fakeApi({});
  renderNew();
  expect(screen.getByRole('heading', { level: 1, name: 'Nuevo propietario' })).toBeInTheDocument();
  expect(screen.getByText('Propietarios').closest('a')).toHaveAttribute('href', '/owners');
  await submit();
  expect(await screen.findByText('El nombre es requerido')).toBeInTheDocument();
  expect(screen.getByText('El teléfono es requerido')).toBeInTheDocument();
  expect(sent).toHaveLength(0);
});

test('a short name, a short number and a malformed e-mail are refused', async () => {
  const { sent } = fakeApi({});
  renderNew();
  await fill(screen.getByLabelText('Nombre'), ' A ');
  await fill(phone(), '12345');
  await fill(screen.getByLabelText('Email (opcional)'), 'jose.vet');
  await submit();
  expect(await screen.findByText('Mínimo 2 caracteres')).toBeInTheDocument();
  expect(screen.getByText('El teléfono debe tener al menos 7 dígitos')).toBeInTheDocument();
  expect(screen.getByText('Formato de email inválido')).toBeInTheDocument();
  expect(sent).toHaveLength(0);
});

test('creates the owner with the dial code joined to the digits, then opens its detail', async () => {
  const { sent } = fakeApi({
    'POST /owners': {
      status: 201,
      body: { msg: 'Propietario creado correctamente', owner: makeOwner({ _id: 'new-1' }) },
    },
  });
  renderNew();
  await fill(screen.getByLabelText('Nombre'), '  José Pérez ');
  // Letters, spaces and dashes never reach the field: digits only.
  await userEvent.type(phone(), '300 123-4567'); // typed key by key: the filtering is under test
  expect(phone()).toHaveValue('3001234567');
  await fill(screen.getByLabelText('Dirección (opcional)'), 'Av. Bolívar 12');
  await submit();
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/owners/new-1'));
  expect(await screen.findByText('Propietario creado correctamente')).toBeInTheDocument();
  expect(sent[0]).toMatchObject({ method: 'POST', path: '/owners' });
  // Colombia +57 is the default dial code; the optional e-mail goes as "", reminders left on.
  expect(sent[0].body).toEqual({
    name: 'José Pérez',
    contact: '+573001234567',
    email: '',
    address: 'Av. Bolívar 12',
    remindersOptOut: false,
  });
});

test('«No enviar recordatorios»: a checkbox, off at first, with its help text; ticked, it is sent', async () => {
  const { sent } = fakeApi({
    'POST /owners': { status: 201, body: { msg: 'ok', owner: makeOwner({ _id: 'new-3' }) } },
  });
  renderNew();
  const optOut = screen.getByLabelText('No enviar recordatorios');
  expect(optOut).toHaveAttribute('type', 'checkbox');
  expect(optOut).not.toBeChecked();
  expect(optOut).toHaveAccessibleDescription(
    'El propietario no recibirá recordatorios de citas, vacunas ni desparasitaciones.',
  );
  await fill(screen.getByLabelText('Nombre'), 'Ana');
  await fill(phone(), '3001234567');
  await userEvent.click(optOut);
  expect(optOut).toBeChecked();
  await submit();
  await waitFor(() => expect(sent).toHaveLength(1));
  expect(sent[0].body).toMatchObject({ name: 'Ana', remindersOptOut: true });
});

test('another dial code can be chosen from the owner list', async () => {
  const { sent } = fakeApi({
    'POST /owners': { status: 201, body: { msg: 'ok', owner: makeOwner({ _id: 'new-2' }) } },
  });
  renderNew();
  await fill(screen.getByLabelText('Nombre'), 'Ana');
  fireEvent.mouseDown(screen.getByLabelText('Código de país'));
  await userEvent.click(await screen.findByText('Venezuela (+58)'));
  await fill(phone(), '4141234567');
  await fill(screen.getByLabelText('Email (opcional)'), 'ana@vet.co');
  await submit();
  await waitFor(() => expect(sent).toHaveLength(1));
  expect(sent[0].body).toMatchObject({ contact: '+584141234567', email: 'ana@vet.co' });
});

test("the server's field messages appear under the fields, its msg as a toast", async () => {
  fakeApi({
    'POST /owners': {
      status: 400,
      body: { msg: 'Datos inválidos', errors: [{ field: 'email', msg: 'E-mail no válido' }] },
    },
  });
  renderNew();
  await fill(screen.getByLabelText('Nombre'), 'Ana');
  await fill(phone(), '3001234567');
  await fill(screen.getByLabelText('Email (opcional)'), 'ana@x.co');
  await submit();
  expect(await screen.findByText('E-mail no válido')).toBeInTheDocument();
  expect(screen.getByText('Datos inválidos')).toBeInTheDocument();
  expect(screen.getByTestId('location')).toHaveTextContent('/owners/new');
});

test('a failure without a message falls back to the owners fallback text', async () => {
  fakeApi({ 'POST /owners': { status: 500 } });
  renderNew();
  await fill(screen.getByLabelText('Nombre'), 'Ana');
  await fill(phone(), '3001234567');
  await submit();
  expect(await screen.findByText('Error al crear el dueño')).toBeInTheDocument();
});

test('Cancelar returns to the list', async () => {
  fakeApi({});
  renderNew();
  await userEvent.click(screen.getByRole('link', { name: 'Cancelar' }));
  expect(screen.getByTestId('location')).toHaveTextContent(/^\/owners$/);
});

describe('one owner per submission (Idempotency-Key)', () => {
  const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
  const keys = (sent: { method: string; headers: Headers }[]) =>
    sent.filter((r) => r.method === 'POST').map((r) => r.headers.get('Idempotency-Key'));
  const fillOwner = async () => {
    await fill(screen.getByLabelText('Nombre'), 'Ana');
    await fill(phone(), '3001234567');
  };

  test('a double click sends one key, and a new form makes a new one', async () => {
    const { sent } = fakeApi({
      'POST /owners': { status: 201, body: { msg: 'Propietario creado', owner: makeOwner({ _id: 'n1' }) } },
    });
    const first = renderNew();
    await fillOwner();
    await userEvent.dblClick(screen.getByText('Registrar propietario'));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/owners/n1'));
    const sentFirst = keys(sent);
    expect(sentFirst.length).toBeGreaterThanOrEqual(1);
    expect(sentFirst[0]).toMatch(UUID);
    expect(new Set(sentFirst).size).toBe(1);
    first.unmount();

    renderNew();
    await fillOwner();
    await submit();
    await waitFor(() => expect(keys(sent).length).toBe(sentFirst.length + 1));
    expect(keys(sent).at(-1)).toMatch(UUID);
    expect(keys(sent).at(-1)).not.toBe(sentFirst[0]);
  });

  test('a retry after no answer keeps the key; after a refusal the next submission has a new one', async () => {
    let answers = 0;
    const { sent } = fakeApi({
      'POST /owners': () => {
        answers += 1;
        if (answers === 1) throw new TypeError('Failed to fetch');
        return { status: 400, body: { msg: 'Datos inválidos' } };
      },
    });
    renderNew();
    await fillOwner();
    await submit();
    expect(await screen.findByText('Error de red o desconocido.')).toBeInTheDocument();
    await submit();
    expect(await screen.findByText('Datos inválidos')).toBeInTheDocument();
    await submit();
    await waitFor(() => expect(keys(sent)).toHaveLength(3));
    const [lost, retry, corrected] = keys(sent);
    expect(retry).toBe(lost);
    expect(corrected).not.toBe(retry);
  });
});
