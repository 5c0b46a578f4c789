// This remote's test data and helpers (imported by tests only): records shaped like the API's answers,
// the vet in session, files to upload, and a screen rendered as the shell shows it.
import type { ReactElement } from 'react';
import { File as NodeFile } from 'node:buffer';
import { setToken, type Role } from '@vet/shared-ui';
import { renderWithStore } from '@vet/shared-ui/testing/renderWithStore';
import { memberSession } from '@vet/shared-ui/testing/session';
import { patientsApi } from '../api/patientsApi';
import type { Patient, PatientDetail } from '../api/types';

export const ana = { _id: 'vet-1', name: 'Ana', lastName: 'Pérez', email: 'ana@clinica.com' };
export const ANA_DISPLAY = 'M.V. Ana Pérez';

/** GET /clinic/vets: Ana (signed in as the administrator) and another vet of the clinic. */
export const clinicVets = [
  { _id: 'vet-1', name: ANA_DISPLAY, cmv: '1234' },
  { _id: 'vet-2', name: 'M.V. Luis Rojas', cmv: '5678' },
];

export const owner = { _id: 'own-1', name: 'José Gómez', contact: '+584141234567', email: 'jose@correo.com' };

export function pet(overrides: Partial<Patient> = {}): Patient {
  return {
    _id: 'pet-1',
    name: 'Luna',
    birthDate: '2020-03-15',
    species: 'Canino',
    breed: 'Mestiza',
    sex: 'Hembra',
    weight: 12.5,
    owner,
    photo: 'http://localhost:8080/api/photos/luna.webp',
    mainVet: ANA_DISPLAY,
    referringVet: null,
    allergies: '',
    chronicConditions: '',
    createdAt: '2024-01-10T12:00:00.000Z',
    updatedAt: '2024-01-10T12:00:00.000Z',
    version: 1,
    ...overrides,
  };
}

/** A pet as GET /patients/:id answers it: with its authors, created by Ana Pérez on 10/01/2024 and last
 *  changed by Carla Ruiz on 20/02/2024. */
export function petDetail(overrides: Partial<PatientDetail> = {}): PatientDetail {
  return {
    ...pet(),
    updatedAt: '2024-02-20T15:00:00.000Z',
    version: 2,
    createdBy: 'Ana Pérez',
    updatedBy: 'Carla Ruiz',
    ...overrides,
  };
}

/** A logged-in vet: the session lookup (GET /auth/user) answers Ana. */
export function signIn() {
  setToken('tok-1');
}

/** Node's File: what jsdom's URL.createObjectURL and the fetch FormData accept (jsdom's own File
 *  is not a Node Blob). */
export function imageFile(name = 'foto.png', type = 'image/png', content = 'imagen'): File {
  return new NodeFile([content], name, { type }) as unknown as File;
}

/** The route pattern the screen is rendered under, the URL opened, and the role of the member signed in
 *  (Ana, the clinic's administrator, unless a test says another). */
interface ScreenAddress {
  path?: string;
  route?: string;
  as?: Role;
}

/** One of this remote's screens as the shell shows it: a store holding this remote's API, at `route`. */
export function renderScreen(
  ui: ReactElement,
  { path = '/patients', route = path, as = 'admin' }: ScreenAddress = {},
) {
  return renderWithStore(ui, { apis: [patientsApi], path, route, session: memberSession(as, ana) });
}
