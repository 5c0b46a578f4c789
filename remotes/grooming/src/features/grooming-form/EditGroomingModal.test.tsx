// Grooming has no detail screen: the edit dialog says who created and changed the service
// (docs/product/grooming.md#edit-a-service), read from GET /grooming/:id when it opens.
import { act, screen, within } from '@testing-library/react';
import type { Role } from '@vet/shared-ui';
import { fakeApi } from '@vet/shared-ui/testing/fakeApi';
import { groomingService, groomingServiceDetail, renderScreen } from '../../testing/fixtures';
import { EditGroomingModal } from './EditGroomingModal';

// antd forms and modals under jsdom are slow on the shared 2-core machine: room beyond 30 s.
jest.setTimeout(60_000);

const BOTH = 'Creado por Ana Pérez el 15/05/2024 · Modificado por Carla Ruiz el 16/05/2024';

/** The dialog opened from the list's row (which names no author), the API answering `detail`. */
function openEdit(detail: object, as?: Role) {
  const api = fakeApi({ 'GET /grooming/svc-1': { status: 200, body: { service: detail } } });
  renderScreen(<EditGroomingModal service={groomingService()} onClose={jest.fn()} />, { as });
  return api;
}

afterEach(() => localStorage.clear());

test('the administrator reads it under the title, with «Ver actividad» leading to the service on «Actividad»', async () => {
  const { sent } = openEdit(groomingServiceDetail());
  const dialog = await screen.findByRole('dialog', { name: 'Editar servicio de Michi' });
  const link = await within(dialog).findByRole('link', { name: 'Ver actividad' });
  expect(link).toHaveAttribute('href', '/clinic/activity?record=svc-1');
  expect(link.closest('p')).toHaveTextContent(`${BOTH} · Ver actividad`);
  expect(sent.map((r) => `${r.method} ${r.path}`)).toEqual(['GET /grooming/svc-1']);
});

test.each<Role>(['vet', 'assistant', 'groomer'])('a %s reads it without the link', async (role) => {
  openEdit(groomingServiceDetail(), role);
  const dialog = await screen.findByRole('dialog', { name: 'Editar servicio de Michi' });
  expect(await within(dialog).findByText(BOTH)).toBeInTheDocument();
  expect(within(dialog).queryByRole('link', { name: 'Ver actividad' })).not.toBeInTheDocument();
});

test('a half nobody is on record for is left out', async () => {
  openEdit(groomingServiceDetail({ createdBy: '' }), 'groomer');
  expect(await screen.findByText('Modificado por Carla Ruiz el 16/05/2024')).toBeInTheDocument();
  expect(screen.queryByText(/Creado por/)).not.toBeInTheDocument();
});

test('a service its author never edited says only who recorded it', async () => {
  const { createdAt } = groomingService();
  openEdit(groomingServiceDetail({ updatedBy: 'Ana Pérez', updatedAt: createdAt }), 'groomer');
  expect(await screen.findByText('Creado por Ana Pérez el 15/05/2024')).toBeInTheDocument();
  expect(screen.queryByText(/Modificado por/)).not.toBeInTheDocument();
});

test('the form does not wait for the authors, and stays whole when they cannot be read', async () => {
  const { fetchMock } = fakeApi({
    'GET /grooming/svc-1': { status: 500, body: { msg: 'Error interno del servidor' } },
  });
  renderScreen(<EditGroomingModal service={groomingService()} onClose={jest.fn()} />);
  const dialog = await screen.findByRole('dialog', { name: 'Editar servicio de Michi' });
  // The refusal has arrived and been read.
  await act(async () => {
    await fetchMock.mock.results[0]!.value;
  });
  expect(within(dialog).getByLabelText('Especificaciones')).toHaveValue('Corte higiénico');
  expect(within(dialog).getByRole('button', { name: 'Guardar cambios' })).toBeEnabled();
  expect(within(dialog).queryByText(/Creado por|Ver actividad/)).not.toBeInTheDocument();
});
