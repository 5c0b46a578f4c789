import { ROLE_PERMISSIONS } from '@vet/shared-ui/testing/session';
// The fake remotes most shell tests use: small pages that say which remote and route rendered.
import { fakeRemote } from './fakeRemote';

export const authRemote = fakeRemote('auth', {
  auth: [{ path: 'login', element: <h1>Iniciar Sesión</h1> }],
  account: [
    { path: 'profile', element: <h1>Mi Perfil</h1> },
    { path: 'password', element: <h1>Cambiar Contraseña</h1> },
  ],
});

export const ownersRemote = fakeRemote('owners', {
  owners: [
    { index: true, element: <h1>Propietarios</h1> },
    { path: 'new', element: <h1>Nuevo Propietario</h1> },
  ],
});

export const patientsRemote = fakeRemote('patients', {
  patients: [{ index: true, element: <h1>Mascotas</h1> }],
  'owners/:ownerId/patients': [{ path: 'new', element: <h1>Nueva Mascota</h1> }],
});

export const ana = { _id: 'u1', name: 'Ana', lastName: 'Pérez', email: 'ana@example.com' };

/** Ana as GET /auth/user answers since clinic teams: her clinic, her role there and its permissions.
 *  (`ana` alone is the answer of an API from before clinics, which the layout still shows.) */
export const anaAtHerClinic = {
  ...ana,
  clinic: {
    _id: 'c1',
    name: 'Clínica Veterinaria Los Andes de Mérida',
    rif: 'J-12345678-9',
    address: 'Av. Las Américas, Mérida',
    phone: '+582742345678',
    estado: 'Mérida',
  },
  role: 'admin',
  // An administrator's: every permission of the role table (lists.json).
  permissions: [...ROLE_PERMISSIONS.admin],
};
