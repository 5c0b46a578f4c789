import { screen, waitFor } from '@testing-library/react';
import { File as NodeFile } from 'node:buffer';
import { clearToasts, type Role } from '@vet/shared-ui';
import { fakeApi, type FakeAnswer, type SentRequest } from '@vet/shared-ui/testing/fakeApi';
import { setupUser } from '@vet/shared-ui/testing/setupUser';
import { memberSession } from '@vet/shared-ui/testing/session';
import { makeClinic, renderScreen } from '../../testing/fixtures';
import ClinicPage from './ClinicPage';

const user = setupUser();

/** The clinic's answers; `hasLogo` follows what was uploaded or removed, as the server's would. */
function backend({
  hasLogo = false,
  put = { status: 200, body: { msg: 'Logo guardado' } },
  logo = { status: 200, body: 'png' },
}: { hasLogo?: boolean; put?: FakeAnswer; logo?: FakeAnswer } = {}) {
  let current = hasLogo;
  return fakeApi({
    'GET /auth/user': { status: 200, body: memberSession('admin') },
    'GET /clinic': () => ({ status: 200, body: makeClinic({ hasLogo: current }) }),
    'GET /clinic/logo': () => (current ? logo : { status: 404, body: { msg: 'La clínica no tiene logo' } }),
    'PUT /clinic/logo': () => {
      if (put.status === 200) current = true;
      return put;
    },
    'DELETE /clinic/logo': () => {
      current = false;
      return { status: 200, body: { msg: 'Logo eliminado' } };
    },
  });
}

const renderClinic = (as: Role = 'admin') => renderScreen(<ClinicPage />, { as });
const requests = (sent: SentRequest[], method: string, path: string) =>
  sent.filter((r) => r.method === method && r.path === path);
const pngFile = () => new NodeFile(['imagen'], 'logo.png', { type: 'image/png' }) as unknown as File;

/** The multipart body a request sent, as the server reads it. */
async function sentForm(request: SentRequest): Promise<FormData> {
  const contentType = request.headers.get('content-type') ?? '';
  expect(contentType).toMatch(/^multipart\/form-data; boundary=/);
  return new Response(String(request.body), { headers: { 'content-type': contentType } }).formData();
}

afterEach(() => {
  localStorage.clear();
  clearToasts();
});

test('the clinic’s logo is fetched with the session’s token and shown, with «Quitar logo» for the administrator', async () => {
  const { sent } = backend({ hasLogo: true });
  renderClinic();
  const image = await screen.findByRole('img', { name: 'Logo de la clínica' });
  expect(image.getAttribute('src')).toMatch(/^blob:/);
  const [logo] = requests(sent, 'GET', '/clinic/logo');
  expect(logo!.headers.get('authorization')).toBe('Bearer tok-1');
  expect(screen.getByText('Subir logo')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Quitar logo' })).toBeInTheDocument();
});

test('without a logo it says so, asks nothing for it, and offers only «Subir logo»', async () => {
  const { sent } = backend();
  renderClinic();
  expect(await screen.findByText('La clínica no tiene logo')).toBeInTheDocument();
  expect(
    screen.getByText('JPG, PNG o WEBP de hasta 2 MB. Se imprime en los informes de laboratorio.'),
  ).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Quitar logo' })).not.toBeInTheDocument();
  expect(requests(sent, 'GET', '/clinic/logo')).toHaveLength(0);
});

test('«Subir logo» sends the image as `logo`, says the server’s message and shows the new logo', async () => {
  const { sent } = backend();
  renderClinic();
  await screen.findByText('La clínica no tiene logo');
  await user.upload(screen.getByLabelText('Subir logo'), pngFile());
  expect(await screen.findByText('Logo guardado')).toBeInTheDocument();
  const [put] = requests(sent, 'PUT', '/clinic/logo');
  const file = (await sentForm(put!)).get('logo') as File;
  expect([file.name, file.type]).toEqual(['logo.png', 'image/png']);
  expect(await screen.findByRole('img', { name: 'Logo de la clínica' })).toBeInTheDocument();
  // The reports read hasLogo from the session: it is looked up again.
  await waitFor(() => expect(requests(sent, 'GET', '/auth/user')).toHaveLength(1));
});

test('a refused image says the server’s reason and leaves the clinic without a logo', async () => {
  backend({
    put: { status: 415, body: { msg: 'Formato de imagen no permitido. Usa JPG, PNG o WEBP' } },
  });
  renderClinic();
  await screen.findByText('La clínica no tiene logo');
  await user.upload(screen.getByLabelText('Subir logo'), pngFile());
  expect(await screen.findByText('Formato de imagen no permitido. Usa JPG, PNG o WEBP')).toBeInTheDocument();
  expect(screen.getByText('La clínica no tiene logo')).toBeInTheDocument();
  expect(screen.queryByRole('img', { name: 'Logo de la clínica' })).not.toBeInTheDocument();
});

test('«Quitar logo» removes it: the server’s message, and the clinic without a logo', async () => {
  const { sent } = backend({ hasLogo: true });
  renderClinic();
  await screen.findByRole('img', { name: 'Logo de la clínica' });
  await user.click(screen.getByRole('button', { name: 'Quitar logo' }));
  expect(await screen.findByText('Logo eliminado')).toBeInTheDocument();
  expect(await screen.findByText('La clínica no tiene logo')).toBeInTheDocument();
  expect(requests(sent, 'DELETE', '/clinic/logo')).toHaveLength(1);
  expect(screen.queryByRole('button', { name: 'Quitar logo' })).not.toBeInTheDocument();
});

test('a logo that cannot be fetched says so', async () => {
  backend({ hasLogo: true, logo: { status: 500, body: { msg: 'Error interno' } } });
  renderClinic();
  expect(await screen.findByText('No se pudo cargar el logo')).toBeInTheDocument();
});

test('another role sees the logo without the buttons', async () => {
  backend({ hasLogo: true });
  renderClinic('vet');
  expect(await screen.findByRole('img', { name: 'Logo de la clínica' })).toBeInTheDocument();
  expect(screen.queryByText('Subir logo')).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Quitar logo' })).not.toBeInTheDocument();
});
