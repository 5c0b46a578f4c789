import { fireEvent, screen, waitFor } from '@testing-library/react';
import { clearToasts } from '@vet/shared-ui';
import { fakeApi, type FakeAnswer } from '@vet/shared-ui/testing/fakeApi';
import type { Patient } from '../../api/types';
import { ANA_DISPLAY, clinicVets, imageFile, pet, signIn, renderScreen } from '../../testing/fixtures';
import { sentFields } from '../../testing/multipart';
import { setupUser } from '@vet/shared-ui/testing/setupUser';
import EditPetPage from './EditPetPage';

const user = setupUser();

function backend(
  saved: FakeAnswer = { status: 200, body: { msg: 'Mascota actualizada', patient: pet({ weight: 13.2 }) } },
  stored: Patient = pet(),
) {
  return fakeApi({
    'GET /clinic/vets': { status: 200, body: clinicVets },
    'GET /patients/pet-1': { status: 200, body: stored },
    'PUT /patients/pet-1': saved,
  });
}

function renderEdit() {
  renderScreen(<EditPetPage />, { path: '/patients/edit/:patientId', route: '/patients/edit/pet-1' });
}

const save = () => user.click(screen.getByText('Guardar cambios'));
/** What «Médico veterinario tratante» shows chosen (antd's Select names it in the title of its box). */
const mainVetShown = () => {
  const box = screen.getByLabelText('Médico veterinario tratante').closest('.ant-select-content');
  return box?.classList.contains('ant-select-content-has-value') ? box.getAttribute('title') : '';
};
const openMainVets = () => fireEvent.mouseDown(screen.getByLabelText('Médico veterinario tratante'));
const puts = <T extends { method: string }>(sent: T[]) => sent.filter((request) => request.method === 'PUT');

beforeEach(signIn);
afterEach(() => {
  localStorage.clear();
  clearToasts();
});

test('shows "Cargando mascota..." and then the form, prefilled', async () => {
  backend();
  renderEdit();
  expect(screen.getByText('Cargando mascota...')).toBeInTheDocument();
  expect(await screen.findByLabelText('Nombre')).toHaveValue('Luna');
  expect(screen.getByLabelText('Fecha de nacimiento')).toHaveValue('15/03/2020');
  expect(screen.getByLabelText('Raza (opcional)')).toHaveValue('Mestiza');
  expect(screen.getByLabelText('Peso (kg, opcional)')).toHaveValue('12,5');
  expect(screen.getByLabelText('Hembra')).toBeChecked();
  expect(screen.getByText('Canino')).toBeInTheDocument();
  expect(mainVetShown()).toBe(ANA_DISPLAY);
  expect(screen.getByAltText('Foto de Luna')).toHaveAttribute('src', pet().photo);
});

test('editing only the weight sends a multipart body with only the weight, then shows the detail', async () => {
  const { sent } = backend();
  renderEdit();
  await screen.findByLabelText('Nombre');
  await user.fill('Peso (kg, opcional)', '13,2');
  await save();

  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/patients/pet-1'));
  expect(await screen.findByText('Información actualizada con éxito')).toBeInTheDocument();
  expect(puts(sent)).toHaveLength(1);
  // With the version the form was loaded with.
  expect(await sentFields(puts(sent)[0])).toEqual({ weight: '13.2', version: '1' });
});

test('nothing changed: "No hay cambios para guardar" and no call', async () => {
  const { sent } = backend();
  renderEdit();
  // Re-typing the same name is no change.
  await screen.findByLabelText('Nombre');
  await user.fill('Nombre', 'Luna');
  await save();
  expect(await screen.findByText('No hay cambios para guardar')).toBeInTheDocument();
  expect(puts(sent)).toHaveLength(0);
  expect(screen.getByTestId('location')).toHaveTextContent('/patients/edit/pet-1');
});

test('a new photo and another vet go together, and only they', async () => {
  const { sent } = backend();
  renderEdit();
  await screen.findByLabelText('Nombre');
  openMainVets();
  await user.click(await screen.findByTitle('M.V. Luis Rojas'));
  await user.upload(screen.getByLabelText('Foto'), imageFile('luna-nueva.webp', 'image/webp'));
  await save();
  await waitFor(() => expect(puts(sent)).toHaveLength(1));
  expect(await sentFields(puts(sent)[0])).toEqual({
    mainVet: 'M.V. Luis Rojas',
    photo: 'file:luna-nueva.webp:image/webp',
    version: '1',
  });
});

test("a main vet who is not among the clinic's vets (an older record) stays, as its own choice", async () => {
  const { sent } = backend(undefined, pet({ mainVet: 'M.V. Pedro Viejo' }));
  renderEdit();
  await screen.findByLabelText('Nombre');
  await waitFor(() => expect(mainVetShown()).toBe('M.V. Pedro Viejo (registro anterior)'));
  openMainVets();
  await screen.findByTitle('M.V. Luis Rojas');
  const offered = [...document.querySelectorAll('.ant-select-item-option')].map((option) =>
    option.getAttribute('title'),
  );
  expect(offered).toEqual([ANA_DISPLAY, 'M.V. Luis Rojas', 'M.V. Pedro Viejo (registro anterior)']);
  await user.keyboard('{Escape}');
  // Saving another field keeps it: it is not sent.
  await user.fill('Peso (kg, opcional)', '13,2');
  await save();
  await waitFor(() => expect(puts(sent)).toHaveLength(1));
  expect(await sentFields(puts(sent)[0])).toEqual({ weight: '13.2', version: '1' });
});

test('the form rules apply on edit too', async () => {
  const { sent } = backend();
  renderEdit();
  await screen.findByLabelText('Nombre');
  await user.clear(screen.getByLabelText('Nombre'));
  fireEvent.change(screen.getByLabelText('Fecha de nacimiento'), { target: { value: '' } });
  await save();
  expect(await screen.findByText('El nombre del paciente es obligatorio')).toBeInTheDocument();
  expect(screen.getByText('La fecha de nacimiento es obligatoria')).toBeInTheDocument();
  expect(puts(sent)).toHaveLength(0);
});

test('a failed save says "Error al actualizar la mascota" and stays on the form', async () => {
  backend({ status: 500 });
  renderEdit();
  await screen.findByLabelText('Nombre');
  await user.fill('Raza (opcional)', 'Poodle');
  await save();
  expect(await screen.findByText('Error al actualizar la mascota')).toBeInTheDocument();
  expect(screen.getByTestId('location')).toHaveTextContent('/patients/edit/pet-1');
});

test('an unknown pet gives the not-found texts', async () => {
  fakeApi({
    'GET /clinic/vets': { status: 200, body: clinicVets },
    'GET /patients/pet-1': { status: 404, body: { msg: 'Mascota no encontrada' } },
  });
  renderEdit();
  expect(await screen.findByText('Mascota no encontrada')).toBeInTheDocument();
  expect(screen.getByText('La mascota que buscas no existe o ha sido eliminada')).toBeInTheDocument();
});

test('a stale save keeps the typed breed under a warning; «Recargar» shows the fresh pet to save again', async () => {
  // Another session changed the weight (version 3) after this form loaded version 2.
  let current = pet({ version: 2 });
  const { sent } = fakeApi({
    'GET /clinic/vets': { status: 200, body: clinicVets },
    'GET /patients/pet-1': () => ({ status: 200, body: current }),
    'PUT /patients/pet-1': async (request) => {
      const fields = await sentFields(request);
      if (Number(fields.version) !== current.version)
        return { status: 409, body: { msg: 'Este registro cambió mientras lo editabas' } };
      current = { ...current, breed: fields.breed, version: current.version + 1 };
      return { status: 200, body: { msg: 'Mascota actualizada', patient: current } };
    },
  });
  renderEdit();
  await screen.findByLabelText('Nombre');
  current = pet({ weight: 14, version: 3 });
  await user.fill('Raza (opcional)', 'Poodle');
  await save();

  expect(await screen.findByText('Recargar')).toBeInTheDocument();
  expect(screen.getAllByText('Este registro cambió mientras lo editabas')).toHaveLength(1);
  expect(screen.getByLabelText('Raza (opcional)')).toHaveValue('Poodle');
  expect(screen.getByLabelText('Peso (kg, opcional)')).toHaveValue('12,5');

  await user.click(screen.getByText('Recargar'));
  await waitFor(() => expect(screen.getByLabelText('Peso (kg, opcional)')).toHaveValue('14'));
  expect(screen.getByLabelText('Raza (opcional)')).toHaveValue('Mestiza');
  expect(screen.queryByText('Recargar')).not.toBeInTheDocument();

  await user.fill('Raza (opcional)', 'Poodle');
  await save();
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/patients\/pet-1$/));
  const bodies = await Promise.all(puts(sent).map(sentFields));
  expect(bodies).toEqual([
    { breed: 'Poodle', version: '2' },
    { breed: 'Poodle', version: '3' },
  ]);
});
