import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { clearToasts } from '@vet/shared-ui';
import { fakeApi, type FakeAnswer } from '@vet/shared-ui/testing/fakeApi';
import { imageFile, pet, renderScreen } from '../../../testing/fixtures';
import { sentFields } from '../../../testing/multipart';
import { setupUser } from '@vet/shared-ui/testing/setupUser';
import PetDetailPage from '../PetDetailPage';

const user = setupUser();
const NEW_PHOTO = 'http://localhost:8080/api/photos/luna-2.webp';

function renderDetail(
  saved: FakeAnswer = { status: 200, body: { msg: 'ok', patient: pet({ photo: NEW_PHOTO }) } },
) {
  // A backend with memory: after a successful PUT, the pet is read back with its new photo.
  let current = pet();
  const api = fakeApi({
    'GET /patients/pet-1': () => ({ status: 200, body: current }),
    'PUT /patients/pet-1': () => {
      if (saved.status === 200) current = (saved.body as { patient: typeof current }).patient;
      return saved;
    },
  });
  renderScreen(<PetDetailPage />, { path: '/patients/:patientId', route: '/patients/pet-1' });
  return api;
}

async function openModal() {
  await screen.findByRole('heading', { name: 'Luna' });
  await user.click(screen.getByText('Cambiar foto'));
  return screen.findByRole('dialog');
}

const saveButton = (dialog: HTMLElement) =>
  within(dialog).getByText('Guardar').closest('button') as HTMLButtonElement;

afterEach(clearToasts);

test('Guardar is disabled until a file is chosen; the preview shows the chosen file', async () => {
  renderDetail();
  const dialog = await openModal();
  expect(within(dialog).getByAltText('Foto de Luna')).toHaveAttribute('src', pet().photo);
  expect(saveButton(dialog)).toBeDisabled();
  await user.upload(within(dialog).getByLabelText('Nueva foto'), imageFile('luna-2.png'));
  expect(saveButton(dialog)).toBeEnabled();
  expect(within(dialog).getByAltText('Foto de Luna')).toHaveAttribute('src', expect.stringMatching(/^blob:/));
});

test('Cancelar forgets the chosen file: the current photo is back', async () => {
  const { sent } = renderDetail();
  let dialog = await openModal();
  await user.upload(within(dialog).getByLabelText('Nueva foto'), imageFile('luna-2.png'));
  await user.click(within(dialog).getByText('Cancelar'));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  dialog = await openModal();
  expect(within(dialog).getByAltText('Foto de Luna')).toHaveAttribute('src', pet().photo);
  expect(saveButton(dialog)).toBeDisabled();
  expect(sent.filter((request) => request.method === 'PUT')).toHaveLength(0);
});

test('saving without a new file says "No hay foto nueva para guardar" and sends nothing', async () => {
  const { sent } = renderDetail();
  const dialog = await openModal();
  // Guardar is disabled; submitting the form another way (Enter) still must not send anything.
  fireEvent.submit(within(dialog).getByRole('form', { name: 'Cambiar foto' }));
  expect(await screen.findByText('No hay foto nueva para guardar')).toBeInTheDocument();
  expect(sent.filter((request) => request.method === 'PUT')).toHaveLength(0);
});

test('saving sends only the photo, says "Foto actualizada con éxito" and shows the new photo', async () => {
  const { sent } = renderDetail();
  const dialog = await openModal();
  await user.upload(within(dialog).getByLabelText('Nueva foto'), imageFile('luna-2.png'));
  await user.click(saveButton(dialog));
  expect(await screen.findByText('Foto actualizada con éxito')).toBeInTheDocument();
  const put = sent.find((request) => request.method === 'PUT')!;
  expect(await sentFields(put)).toEqual({ photo: 'file:luna-2.png:image/png', version: '1' });
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  await waitFor(() => expect(screen.getByAltText('Foto de Luna')).toHaveAttribute('src', NEW_PHOTO));
});

test('a refused photo says "Error al actualizar la foto" and keeps the modal open', async () => {
  renderDetail({ status: 500 });
  const dialog = await openModal();
  await user.upload(within(dialog).getByLabelText('Nueva foto'), imageFile('luna-2.png'));
  await user.click(saveButton(dialog));
  expect(await screen.findByText('Error al actualizar la foto')).toBeInTheDocument();
  expect(screen.getByRole('dialog')).toBeInTheDocument();
});

test('the pet changed meanwhile: the dialog says so and keeps the photo; after «Recargar» Guardar sends it again', async () => {
  let current = pet();
  const { sent } = fakeApi({
    'GET /patients/pet-1': () => ({ status: 200, body: current }),
    'PUT /patients/pet-1': async (request) => {
      if (Number((await sentFields(request)).version) !== current.version)
        return { status: 409, body: { msg: 'Este registro cambió mientras lo editabas' } };
      current = { ...current, photo: NEW_PHOTO, version: current.version + 1 };
      return { status: 200, body: { msg: 'ok', patient: current } };
    },
  });
  renderScreen(<PetDetailPage />, { path: '/patients/:patientId', route: '/patients/pet-1' });
  const dialog = await openModal();
  current = pet({ weight: 14, version: 2 }); // saved by another session
  await user.upload(within(dialog).getByLabelText('Nueva foto'), imageFile('luna-2.png'));
  await user.click(saveButton(dialog));

  expect(await within(dialog).findByText('Recargar')).toBeInTheDocument();
  expect(screen.getAllByText('Este registro cambió mientras lo editabas')).toHaveLength(1);
  expect(saveButton(dialog)).toBeEnabled();
  await user.click(within(dialog).getByText('Recargar'));
  await waitFor(() => expect(within(dialog).queryByText('Recargar')).not.toBeInTheDocument());
  // The page shows the other session's save (as a vet would see it) before Guardar is pressed again: on a
  // loaded machine the click could otherwise come before the reloaded version reached the dialog.
  expect(await screen.findByText('14 kg')).toBeInTheDocument();
  await user.click(saveButton(dialog));
  expect(await screen.findByText('Foto actualizada con éxito')).toBeInTheDocument();
  const versions = await Promise.all(
    sent
      .filter((request) => request.method === 'PUT')
      .map(async (request) => (await sentFields(request)).version),
  );
  expect(versions).toEqual(['1', '2']);
});
