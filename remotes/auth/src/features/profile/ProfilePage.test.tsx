import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Role } from '@vet/shared-ui';
import { fakeApi } from '@vet/shared-ui/testing/fakeApi';
import { makeProfile, renderScreen } from '../../testing/fixtures';
import ProfilePage from './ProfilePage';

const ana = makeProfile();

/** The profile as the member signed in with `as` sees it (the clinic's administrator by default). */
const renderProfile = (as: Role = 'admin') => renderScreen(<ProfilePage />, { path: '/account/profile', as });

async function replace(label: string, text: string) {
  const field = screen.getByLabelText(label);
  await userEvent.clear(field);
  await userEvent.click(field);
  await userEvent.paste(text);
}

test('the save carries the version the form was loaded with', async () => {
  const { sent } = fakeApi({
    'GET /auth/user': { status: 200, body: ana },
    'PUT /auth/profile': { status: 200, body: { msg: 'Perfil actualizado', user: { ...ana, cmv: '999' } } },
  });
  renderProfile();
  expect(await screen.findByLabelText('CMV')).toHaveValue('1234');
  await replace('CMV', '999');
  await userEvent.click(screen.getByText('Guardar cambios'));
  expect(await screen.findByText('Perfil actualizado')).toBeInTheDocument();
  expect(sent.find((r) => r.method === 'PUT')?.body).toMatchObject({ cmv: '999', version: 2 });
});

test('a stale save keeps the typed values under a warning; «Recargar» shows the profile as it is now', async () => {
  // Another session changed the WhatsApp number (version 3) after this form loaded version 2.
  let current = ana;
  const { sent } = fakeApi({
    'GET /auth/user': () => ({ status: 200, body: current }),
    'PUT /auth/profile': ({ body }) => {
      if ((body as { version: number }).version !== current.version)
        return { status: 409, body: { msg: 'Este registro cambió mientras lo editabas' } };
      current = { ...current, ...(body as object), version: current.version + 1 };
      return { status: 200, body: { msg: 'Perfil actualizado', user: current } };
    },
  });
  renderProfile();
  await screen.findByLabelText('CMV');
  current = { ...ana, cmv: '5555', version: 3 };
  await replace('Apellido', 'Pérez Gil');
  await userEvent.click(screen.getByText('Guardar cambios'));

  expect(await screen.findByText('Recargar')).toBeInTheDocument();
  expect(screen.getAllByText('Este registro cambió mientras lo editabas')).toHaveLength(1);
  expect(screen.getByLabelText('Apellido')).toHaveValue('Pérez Gil');
  expect(screen.getByLabelText('CMV')).toHaveValue('1234');

  await userEvent.click(screen.getByText('Recargar'));
  await waitFor(() => expect(screen.getByLabelText('CMV')).toHaveValue('5555'));
  expect(screen.getByLabelText('Apellido')).toHaveValue('Pérez');
  expect(screen.queryByText('Recargar')).not.toBeInTheDocument();

  await replace('Apellido', 'Pérez Gil');
  await userEvent.click(screen.getByText('Guardar cambios'));
  expect(await screen.findByText('Perfil actualizado')).toBeInTheDocument();
  const puts = sent.filter((r) => r.method === 'PUT').map((r) => r.body);
  expect(puts).toEqual([
    expect.objectContaining({ lastName: 'Pérez Gil', cmv: '1234', version: 2 }),
    expect.objectContaining({ lastName: 'Pérez Gil', cmv: '5555', version: 3 }),
  ]);
});

test('the title heads the page, with the e-mail and the date of registration under it', async () => {
  fakeApi({ 'GET /auth/user': { status: 200, body: ana } });
  renderProfile();
  expect(screen.getByRole('heading', { level: 1, name: 'Mi perfil' })).toBeInTheDocument();
  expect(screen.getByText('Cargando tu perfil...')).toBeInTheDocument();
  expect(await screen.findByText('ana@clinica.com · Registrado el 10/01/2026')).toBeInTheDocument();
  expect(screen.queryByText('Cargando tu perfil...')).not.toBeInTheDocument();
});

test('a failed load says why, and «Reintentar» brings the profile', async () => {
  let answers = 0;
  fakeApi({
    'GET /auth/user': () =>
      ++answers === 1
        ? { status: 500, body: { msg: 'Error interno del servidor' } }
        : { status: 200, body: ana },
  });
  renderProfile();
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('No se pudo cargar tu perfil');
  expect(alert).toHaveTextContent('Error interno del servidor');
  expect(screen.queryByLabelText('CMV')).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
  expect(await screen.findByLabelText('CMV')).toHaveValue('1234');
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

describe('«Respaldo de datos», the clinic’s backup (docs/product/backups.md)', () => {
  test('the administrator finds it under the profile, to download and to restore', async () => {
    fakeApi({ 'GET /auth/user': { status: 200, body: ana } });
    renderProfile('admin');
    expect(await screen.findByRole('heading', { level: 2, name: 'Respaldo de datos' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Descargar respaldo' })).toBeEnabled();
    expect(screen.getByText('Elegir archivo de respaldo')).toBeInTheDocument();
  });

  test.each<[Role]>([['vet'], ['assistant'], ['groomer']])(
    'a member whose role may not take it (%s) gets the profile without it',
    async (role) => {
      fakeApi({ 'GET /auth/user': { status: 200, body: ana } });
      renderProfile(role);
      expect(await screen.findByLabelText('Nombre')).toHaveValue('Ana');
      expect(screen.queryByRole('heading', { name: 'Respaldo de datos' })).toBeNull();
      expect(screen.queryByRole('button', { name: 'Descargar respaldo' })).toBeNull();
      expect(screen.queryByText('Elegir archivo de respaldo')).toBeNull();
    },
  );
});

describe('the CMV, a vet’s licence (docs/product/clinic.md#invitations)', () => {
  const saved = { status: 200, body: { msg: 'Perfil actualizado', user: ana } };

  test.each<[Role]>([['assistant'], ['groomer']])(
    'a %s reads «CMV (opcional)», and an empty one is not sent',
    async (role) => {
      const { sent } = fakeApi({ 'GET /auth/user': { status: 200, body: ana }, 'PUT /auth/profile': saved });
      renderProfile(role);
      const cmv = await screen.findByLabelText('CMV (opcional)');
      expect(cmv).toHaveValue('1234');
      await userEvent.clear(cmv);
      await userEvent.click(screen.getByText('Guardar cambios'));

      expect(await screen.findByText('Perfil actualizado')).toBeInTheDocument();
      expect(screen.queryByText('El CMV es obligatorio')).toBeNull();
      const body = sent.find((request) => request.method === 'PUT')?.body;
      expect(body).toMatchObject({ name: 'Ana', version: 2 });
      expect(body).not.toHaveProperty('cmv');
    },
  );

  test.each<[Role]>([['admin'], ['vet']])('a %s must keep one', async (role) => {
    const { sent } = fakeApi({ 'GET /auth/user': { status: 200, body: ana }, 'PUT /auth/profile': saved });
    renderProfile(role);
    const cmv = await screen.findByLabelText('CMV');
    expect(screen.queryByLabelText('CMV (opcional)')).toBeNull();
    await userEvent.clear(cmv);
    await userEvent.click(screen.getByText('Guardar cambios'));

    expect(await screen.findByText('El CMV es obligatorio')).toBeInTheDocument();
    expect(sent.filter((request) => request.method === 'PUT')).toEqual([]);
  });

  test('a role that changed meanwhile: the server’s «El CMV es obligatorio» shows under the field', async () => {
    const msg = 'El CMV es obligatorio';
    fakeApi({
      'GET /auth/user': { status: 200, body: makeProfile({ cmv: '' }) },
      'PUT /auth/profile': { status: 400, body: { msg, errors: [{ field: 'cmv', msg }] } },
    });
    renderProfile('assistant');
    expect(await screen.findByLabelText('CMV (opcional)')).toHaveValue('');
    await replace('Apellido', 'Pérez Gil');
    await userEvent.click(screen.getByText('Guardar cambios'));

    const cmv = screen.getByLabelText('CMV (opcional)');
    await waitFor(() => expect(cmv).toHaveAttribute('aria-invalid', 'true'));
    expect(cmv.closest('.ant-form-item')).toHaveTextContent(msg);
  });
});
