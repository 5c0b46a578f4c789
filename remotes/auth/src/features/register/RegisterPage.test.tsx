import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi } from '@vet/shared-ui/testing/fakeApi';
import { renderScreen } from '../../testing/fixtures';
import RegisterPage from './RegisterPage';

// The register form is the product's longest (the vet and the clinic): typing it whole takes 10–30 s
// under jsdom when the suites run side by side, so each test gets a minute.
jest.setTimeout(60_000);

const renderRegister = () => renderScreen(<RegisterPage />, { path: '/auth/register' });
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Crear cuenta' }));
const clinicSection = () => screen.getByRole('group', { name: 'Datos de la clínica' });

/** Picks `choice` in the drop-down named `name`, among the options of that drop-down only. */
async function choose(name: string, choice: string) {
  const select = screen.getByRole('combobox', { name });
  fireEvent.mouseDown(select);
  const list = document.getElementById(select.getAttribute('aria-controls')!)!.parentElement!;
  await userEvent.click(await within(list).findByTitle(choice));
}

async function fillVetAndAccount() {
  await userEvent.type(screen.getByLabelText('Nombre'), 'Ana');
  await userEvent.type(screen.getByLabelText('Apellido'), 'Pérez');
  await userEvent.type(screen.getByLabelText('Número de WhatsApp'), '414 123-4567');
  await userEvent.type(screen.getByLabelText('Cédula de identidad'), 'V-12345678');
  await userEvent.type(screen.getByLabelText('CMV'), '1234');
  await choose('Estado', 'Mérida');
  await userEvent.type(screen.getByLabelText('Email'), 'ana@clinica.com');
  await userEvent.type(screen.getByLabelText('Password'), 'secreta123');
  await userEvent.type(screen.getByLabelText('Confirmar password'), 'secreta123');
}

async function fillClinic({ rif }: { rif?: string } = {}) {
  const clinic = within(clinicSection());
  await userEvent.type(clinic.getByLabelText('Nombre de la clínica'), 'Clínica Veterinaria Los Andes');
  if (rif) await userEvent.type(clinic.getByLabelText('RIF (opcional)'), rif);
  await userEvent.type(clinic.getByLabelText('Dirección'), 'Av. Las Américas, Mérida');
  await userEvent.type(clinic.getByLabelText('Teléfono de la clínica'), '274 234 5678');
  await choose('Estado de la clínica', 'Táchira');
}

const vetAndAccountBody = {
  name: 'Ana',
  lastName: 'Pérez',
  email: 'ana@clinica.com',
  whatsapp: '+584141234567',
  ci: 'V-12345678',
  cmv: '1234',
  estado: 'Mérida',
  password: 'secreta123',
  confirmPassword: 'secreta123',
};

test("every required field says what is missing, in the form's words", async () => {
  const { sent } = fakeApi({});
  renderRegister();
  await submit();
  for (const message of [
    'El nombre es obligatorio',
    'El apellido es obligatorio',
    'El Email es obligatorio',
    'La cédula es obligatoria',
    'El CMV es obligatorio',
    'El estado es obligatorio',
    'El Password es obligatorio',
    'Debes confirmar la contraseña',
  ]) {
    expect(await screen.findByText(message)).toBeInTheDocument();
  }
  const clinic = within(clinicSection());
  for (const message of [
    'El nombre de la clínica es obligatorio',
    'La dirección de la clínica es obligatoria',
    'El teléfono de la clínica es obligatorio',
    'El estado de la clínica es obligatorio',
  ]) {
    expect(clinic.getByText(message)).toBeInTheDocument();
  }
  expect(sent).toHaveLength(0);
});

test('founding a clinic, the CMV is asked, not optional', async () => {
  const { sent } = fakeApi({});
  renderRegister();
  expect(screen.getByLabelText('CMV')).toBeInTheDocument();
  expect(screen.queryByLabelText('CMV (opcional)')).toBeNull();
  await fillVetAndAccount();
  await userEvent.clear(screen.getByLabelText('CMV'));
  await fillClinic();
  await submit();
  expect(await screen.findByText('El CMV es obligatorio')).toBeInTheDocument();
  expect(sent).toHaveLength(0);
});

test('short and mismatched passwords and a bad e-mail are refused', async () => {
  fakeApi({});
  renderRegister();
  await userEvent.type(screen.getByLabelText('Email'), 'ana.clinica.com');
  await userEvent.type(screen.getByLabelText('Password'), '1234567');
  await userEvent.type(screen.getByLabelText('Confirmar password'), '7654321');
  await submit();
  expect(await screen.findByText('Email no válido')).toBeInTheDocument();
  expect(screen.getByText('Mínimo 8 caracteres')).toBeInTheDocument();
  expect(screen.getByText('Las contraseñas no coinciden')).toBeInTheDocument();
});

test('the clinic’s name and address are refused blank or too long, its RIF over 20 characters', async () => {
  const { sent } = fakeApi({});
  renderRegister();
  const clinic = within(clinicSection());
  await userEvent.type(clinic.getByLabelText('Nombre de la clínica'), '   ');
  await userEvent.type(clinic.getByLabelText('RIF (opcional)'), 'J-123456789-123456789');
  await userEvent.click(clinic.getByLabelText('Dirección'));
  await userEvent.paste('x'.repeat(201));
  await submit();
  expect(await clinic.findByText('El nombre de la clínica es obligatorio')).toBeInTheDocument();
  expect(clinic.getByText('Máximo 20 caracteres')).toBeInTheDocument();
  expect(clinic.getByText('Máximo 200 caracteres')).toBeInTheDocument();

  await userEvent.clear(clinic.getByLabelText('Nombre de la clínica'));
  await userEvent.click(clinic.getByLabelText('Nombre de la clínica'));
  await userEvent.paste('x'.repeat(121));
  await submit();
  expect(await clinic.findByText('Máximo 120 caracteres')).toBeInTheDocument();
  expect(sent).toHaveLength(0);
});

test('a complete form creates the account with its clinic and leads to the confirmation screen', async () => {
  const { sent } = fakeApi({ 'POST /auth/create-account': { status: 201, body: { msg: '' } } });
  renderRegister();
  await fillVetAndAccount();
  await fillClinic({ rif: 'J-12345678-9' });
  await submit();
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/auth/confirm-account'));
  // No message from the server: the screen's fallback.
  expect(await screen.findByText('Registro exitoso')).toBeInTheDocument();
  expect(sent[0].body).toEqual({
    ...vetAndAccountBody,
    clinic: {
      name: 'Clínica Veterinaria Los Andes',
      rif: 'J-12345678-9',
      address: 'Av. Las Américas, Mérida',
      phone: '+582742345678',
      estado: 'Táchira',
    },
  });
});

test('a clinic without a RIF is sent without one', async () => {
  const { sent } = fakeApi({ 'POST /auth/create-account': { status: 201, body: { msg: '' } } });
  renderRegister();
  await fillVetAndAccount();
  await fillClinic();
  await submit();
  await waitFor(() => expect(sent).toHaveLength(1));
  expect(sent[0].body).toEqual({
    ...vetAndAccountBody,
    clinic: {
      name: 'Clínica Veterinaria Los Andes',
      address: 'Av. Las Américas, Mérida',
      phone: '+582742345678',
      estado: 'Táchira',
    },
  });
});

test('the server’s message about a clinic field shows under that field', async () => {
  fakeApi({
    'POST /auth/create-account': {
      status: 400,
      body: { msg: 'Máximo 20 dígitos', errors: [{ field: 'clinic.phone', msg: 'Máximo 20 dígitos' }] },
    },
  });
  renderRegister();
  await fillVetAndAccount();
  await fillClinic();
  await submit();
  const phoneField = within(clinicSection())
    .getByLabelText('Teléfono de la clínica')
    .closest('.ant-form-item');
  expect(await within(phoneField as HTMLElement).findByText('Máximo 20 dígitos')).toBeInTheDocument();
});
