import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TOKEN_STORAGE_KEY, setToken } from '@vet/shared-ui';
import { fakeApi, type FakeAnswer } from '@vet/shared-ui/testing/fakeApi';
import { renderScreen } from '../../testing/fixtures';
import type { Invitation } from '../../api/types';
import InvitationPage from './InvitationPage';

const TOKEN = 'Zk3J9dQw2ZbT8mN1pR5sV7xY0aC4eG6iL2oU8qW-_zH';
const LINK = `/invitations/${TOKEN}`;

const invitation = (overrides: Partial<Invitation> = {}): Invitation => ({
  clinic: { name: 'Clínica Veterinaria Los Andes' },
  role: 'assistant',
  email: 'luisa@clinica.com',
  expiresAt: '2026-03-09T15:00:00.000Z',
  hasAccount: true,
  ...overrides,
});

const renderInvitation = () =>
  renderScreen(<InvitationPage />, { path: '/auth/invitation/:token', route: `/auth/invitation/${TOKEN}` });
const location = () => screen.getByTestId('location');
const accept = () => userEvent.click(screen.getByRole('button', { name: 'Aceptar invitación' }));

beforeEach(() => localStorage.clear());

describe('the link itself', () => {
  it('says which clinic invites, with which role, to which address, until when', async () => {
    fakeApi({ [`GET ${LINK}`]: { status: 200, body: invitation() } });
    renderInvitation();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Te invitaron a Clínica Veterinaria Los Andes' }),
    ).toBeInTheDocument();
    // Each term with its value (a list of terms and definitions, as a screen reader reads it).
    const valueOf = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling;
    expect(valueOf('Rol')).toHaveTextContent(/^Asistente$/);
    expect(valueOf('Correo')).toHaveTextContent(/^luisa@clinica\.com$/);
    expect(valueOf('Vence el')).toHaveTextContent(/^09\/03\/2026$/);
  });

  it.each([
    [404, 'La invitación no es válida. Pide al administrador que te envíe una nueva.'],
    [410, 'La invitación venció. Pide al administrador que te envíe una nueva.'],
    [410, 'Esta invitación ya fue aceptada. Inicia sesión para entrar a la clínica.'],
  ])('a %i refusal says why, and offers signing in or up, not a retry', async (status, msg) => {
    fakeApi({ [`GET ${LINK}`]: { status, body: { msg } } });
    renderInvitation();
    expect(await screen.findByRole('heading', { name: 'Invitación no disponible' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(msg);
    expect(screen.getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute('href', '/auth/login');
    expect(screen.getByRole('link', { name: '¿No tienes cuenta? Regístrate' })).toHaveAttribute(
      'href',
      '/auth/register',
    );
    expect(screen.queryByRole('button', { name: 'Reintentar' })).toBeNull();
  });

  it('a server failure offers «Reintentar», which opens the invitation once it answers', async () => {
    let calls = 0;
    fakeApi({
      [`GET ${LINK}`]: () => {
        calls += 1;
        return calls === 1 ? { status: 503, body: {} } : { status: 200, body: invitation() };
      },
    });
    renderInvitation();
    expect(
      await screen.findByRole('heading', { name: 'No se pudo abrir la invitación' }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(
      await screen.findByRole('heading', { name: 'Te invitaron a Clínica Veterinaria Los Andes' }),
    ).toBeInTheDocument();
  });
});

describe('an existing account', () => {
  const withAccept = (answer: FakeAnswer, then: Invitation | FakeAnswer = invitation()) => {
    let reads = 0;
    return fakeApi({
      [`GET ${LINK}`]: () => {
        reads += 1;
        return reads === 1 || !('status' in then) ? { status: 200, body: invitation() } : then;
      },
      [`POST ${LINK}/accept`]: answer,
    });
  };

  it('accepts with its password: the session is kept as the login keeps it and the dashboard opens', async () => {
    const { sent } = withAccept({
      status: 200,
      body: { token: 'tok-clinic', msg: 'Te uniste a Clínica Veterinaria Los Andes' },
    });
    renderInvitation();
    const email = await screen.findByLabelText('Email');
    expect(email).toHaveValue('luisa@clinica.com');
    expect(email).toHaveAttribute('readonly');
    expect(screen.queryByRole('group', { name: 'Datos de la clínica' })).toBeNull();

    await accept();
    expect(await screen.findByText('El Password es obligatorio')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Password'), 'secreta123');
    await accept();
    await waitFor(() => expect(location()).toHaveTextContent(/^\/$/));
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('tok-clinic');
    expect(await screen.findByText('Te uniste a Clínica Veterinaria Los Andes')).toBeInTheDocument();
    expect(sent.filter((request) => request.method === 'POST')).toEqual([
      expect.objectContaining({ path: `${LINK}/accept`, body: { password: 'secreta123' } }),
    ]);
  });

  it('a wrong password says so under the field, and a session this browser has goes on', async () => {
    setToken('tok-other-account');
    withAccept({ status: 401, body: { msg: 'Contraseña incorrecta' } });
    renderInvitation();
    await userEvent.type(await screen.findByLabelText('Password'), 'equivocada');
    await accept();
    const field = screen.getByLabelText('Password').closest('.ant-form-item') as HTMLElement;
    expect(await within(field).findByText('Contraseña incorrecta')).toBeInTheDocument();
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('tok-other-account');
    expect(location()).toHaveTextContent(`/auth/invitation/${TOKEN}`);
  });

  it('an unconfirmed account is told so, with the way to a new code', async () => {
    const msg = 'Debes confirmar tu cuenta antes de iniciar sesión. Revisa tu correo.';
    withAccept({ status: 403, body: { msg } });
    renderInvitation();
    await userEvent.type(await screen.findByLabelText('Password'), 'secreta123');
    await accept();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(msg);
    expect(within(alert).getByRole('link', { name: 'Solicitar un código nuevo' })).toHaveAttribute(
      'href',
      '/auth/request-new-token',
    );
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('a link that expired meanwhile is read again and shows its refusal', async () => {
    const msg = 'La invitación venció. Pide al administrador que te envíe una nueva.';
    withAccept({ status: 410, body: { msg } }, { status: 410, body: { msg } });
    renderInvitation();
    await userEvent.type(await screen.findByLabelText('Password'), 'secreta123');
    await accept();
    expect(await screen.findByRole('heading', { name: 'Invitación no disponible' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(msg);
  });
});

describe('a person without an account', () => {
  /** Picks `choice` in the drop-down named `name`. */
  async function choose(name: string, choice: string) {
    const select = screen.getByRole('combobox', { name });
    fireEvent.mouseDown(select);
    const list = document.getElementById(select.getAttribute('aria-controls')!)!.parentElement!;
    await userEvent.click(await within(list).findByTitle(choice));
  }

  it('signs up with the invited address, without a clinic of their own, then confirms the account', async () => {
    const { sent } = fakeApi({
      [`GET ${LINK}`]: { status: 200, body: invitation({ hasAccount: false }) },
      'POST /auth/create-account': {
        status: 201,
        body: { msg: 'Registro exitoso. Revisa tu correo: te enviamos un código para confirmar tu cuenta.' },
      },
    });
    renderInvitation();
    expect(await screen.findByRole('button', { name: 'Crear cuenta' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Datos de la clínica' })).toBeNull();
    expect(screen.queryByLabelText('Nombre de la clínica')).toBeNull();
    const email = screen.getByLabelText('Email');
    expect(email).toHaveValue('luisa@clinica.com');
    expect(email).toHaveAttribute('readonly');

    await userEvent.type(screen.getByLabelText('Nombre'), 'Luisa');
    await userEvent.type(screen.getByLabelText('Apellido'), 'Rangel');
    await userEvent.type(screen.getByLabelText('Número de WhatsApp'), '414 765-4321');
    await userEvent.type(screen.getByLabelText('Cédula de identidad'), 'V-20123456');
    // Invited as Asistente: the CMV is asked, not required; typed, it is sent.
    await userEvent.type(screen.getByLabelText('CMV (opcional)'), '5678');
    await choose('Estado', 'Mérida');
    await userEvent.type(screen.getByLabelText('Password'), 'secreta123');
    await userEvent.type(screen.getByLabelText('Confirmar password'), 'secreta123');
    await userEvent.click(screen.getByRole('button', { name: 'Crear cuenta' }));

    await waitFor(() => expect(location()).toHaveTextContent('/auth/confirm-account'));
    expect(sent.find((request) => request.method === 'POST')?.body).toEqual({
      name: 'Luisa',
      lastName: 'Rangel',
      email: 'luisa@clinica.com',
      whatsapp: '+584147654321',
      ci: 'V-20123456',
      cmv: '5678',
      estado: 'Mérida',
      password: 'secreta123',
      confirmPassword: 'secreta123',
      invitation: TOKEN,
    });
  });

  /** Fills the sign-up form but the CMV, and sends it. */
  async function signUpWithoutCmv() {
    const paste = async (label: string, text: string) => {
      await userEvent.click(await screen.findByLabelText(label));
      await userEvent.paste(text);
    };
    await paste('Nombre', 'Luisa');
    await paste('Apellido', 'Rangel');
    await paste('Número de WhatsApp', '4147654321');
    await paste('Cédula de identidad', 'V-20123456');
    await choose('Estado', 'Mérida');
    await paste('Password', 'secreta123');
    await paste('Confirmar password', 'secreta123');
    await userEvent.click(screen.getByRole('button', { name: 'Crear cuenta' }));
  }

  it.each([
    ['assistant', 'Asistente'],
    ['groomer', 'Peluquero'],
  ] as const)('invited as %s (%s), «CMV (opcional)» left empty is not sent', async (role, label) => {
    const { sent } = fakeApi({
      [`GET ${LINK}`]: { status: 200, body: invitation({ role, hasAccount: false }) },
      'POST /auth/create-account': { status: 201, body: { msg: 'Registro exitoso' } },
    });
    renderInvitation();
    expect(await screen.findByText(label, { selector: 'dd' })).toBeInTheDocument();
    expect(screen.getByLabelText('CMV (opcional)')).toHaveValue('');
    await signUpWithoutCmv();

    await waitFor(() => expect(location()).toHaveTextContent('/auth/confirm-account'));
    expect(screen.queryByText('El CMV es obligatorio')).toBeNull();
    const body = sent.find((request) => request.method === 'POST')?.body;
    expect(body).toMatchObject({ name: 'Luisa', invitation: TOKEN });
    expect(body).not.toHaveProperty('cmv');
  });

  it.each([
    ['vet', 'Veterinario'],
    ['admin', 'Administrador'],
  ] as const)('invited as %s (%s), the CMV is required', async (role, label) => {
    const { sent } = fakeApi({
      [`GET ${LINK}`]: { status: 200, body: invitation({ role, hasAccount: false }) },
    });
    renderInvitation();
    expect(await screen.findByText(label, { selector: 'dd' })).toBeInTheDocument();
    expect(screen.getByLabelText('CMV')).toHaveValue('');
    expect(screen.queryByLabelText('CMV (opcional)')).toBeNull();
    await signUpWithoutCmv();

    expect(await screen.findByText('El CMV es obligatorio')).toBeInTheDocument();
    expect(sent.filter((request) => request.method === 'POST')).toEqual([]);
  });

  it('the server’s refusal of a missing CMV shows under the field', async () => {
    const msg = 'El CMV es obligatorio';
    fakeApi({
      [`GET ${LINK}`]: { status: 200, body: invitation({ hasAccount: false }) },
      // The server decides by the invitation it holds: should it ask for the CMV, it says so under the field.
      'POST /auth/create-account': { status: 400, body: { msg, errors: [{ field: 'cmv', msg }] } },
    });
    renderInvitation();
    await signUpWithoutCmv();
    const field = await screen.findByLabelText('CMV (opcional)');
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    expect(field.closest('.ant-form-item')).toHaveTextContent(msg);
  });
});
