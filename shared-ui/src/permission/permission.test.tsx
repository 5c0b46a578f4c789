import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as api from '../../../api/src/clinics/roles';
import { renderWithStore } from '../../testing/renderWithStore';
import { memberSession, ROLE_PERMISSIONS } from '../../testing/session';
import { Allowed } from './Allowed';
import { forbiddenMessage, PERMISSION_TEXTS } from './forbidden';
import { PermissionRequired } from './PermissionRequired';
import { PermittedButton } from './PermittedButton';

afterEach(() => localStorage.clear());

describe('the interface says what the API says', () => {
  it('each permission with the words of its refusal', () => {
    expect(PERMISSION_TEXTS).toEqual(api.PERMISSIONS);
    for (const role of api.ROLES) {
      for (const permission of Object.keys(api.PERMISSIONS) as api.Permission[]) {
        expect(forbiddenMessage(role, permission)).toBe(api.forbiddenMessage(role, permission));
      }
    }
  });

  it("the tests' sessions carry each role's permissions as the API grants them", () => {
    expect(ROLE_PERMISSIONS).toEqual(api.ROLE_PERMISSIONS);
  });
});

function Screen() {
  return (
    <>
      <PermittedButton permission="owners.write" to="/owners/o1/edit">
        Editar
      </PermittedButton>
      <PermittedButton permission="owners.write" danger onClick={() => {}}>
        Eliminar
      </PermittedButton>
      <Allowed permission="lab.read">
        <a href="/patients/p1/lab-exams">Exámenes de laboratorio</a>
      </Allowed>
    </>
  );
}

const PELUQUERO_OWNERS =
  'No tienes permiso para crear, editar o eliminar propietarios. Tu rol en la clínica es Peluquero.';

test('a role with the permission gets the working actions', () => {
  renderWithStore(<Screen />, { session: memberSession('assistant') });
  expect(screen.getByRole('link', { name: 'Editar' })).toHaveAttribute('href', '/owners/o1/edit');
  expect(screen.getByRole('button', { name: 'Eliminar' })).toBeEnabled();
  expect(screen.getByRole('link', { name: 'Exámenes de laboratorio' })).toBeInTheDocument();
});

test('a role without it sees the action disabled, with the reason as its description and tooltip', async () => {
  renderWithStore(<Screen />, { session: memberSession('groomer') });
  const edit = screen.getByRole('button', { name: 'Editar' });
  expect(edit).toBeDisabled();
  expect(edit).toHaveAccessibleDescription(PELUQUERO_OWNERS);
  expect(screen.queryByRole('link', { name: 'Editar' })).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Eliminar' })).toHaveAccessibleDescription(PELUQUERO_OWNERS);
  // An area that is not the role's is not shown at all.
  expect(screen.queryByText('Exámenes de laboratorio')).not.toBeInTheDocument();

  await userEvent.hover(edit.parentElement!);
  expect(await screen.findByRole('tooltip')).toHaveTextContent(PELUQUERO_OWNERS);
});

test('a screen the role may not use says why, with the way back', () => {
  renderWithStore(
    <PermissionRequired permission="lab.write" back={<a href="/patients/p1/lab-exams">Volver</a>}>
      <h1>Nuevo examen</h1>
    </PermissionRequired>,
    { session: memberSession('assistant') },
  );
  expect(screen.queryByText('Nuevo examen')).not.toBeInTheDocument();
  expect(
    screen.getByRole('heading', { name: 'Esta pantalla no está disponible para tu rol' }),
  ).toBeInTheDocument();
  expect(
    screen.getByText(
      'No tienes permiso para crear, editar o eliminar exámenes de laboratorio. Tu rol en la clínica es Asistente.',
    ),
  ).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Volver' })).toBeInTheDocument();
});
