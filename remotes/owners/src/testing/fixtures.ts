// The owners remote's test data, as the API sends it, and its screens rendered as the shell shows them
// (imported by tests only).
import type { ReactElement } from 'react';
import type { Role } from '@vet/shared-ui';
import { renderWithStore } from '@vet/shared-ui/testing/renderWithStore';
import { memberSession } from '@vet/shared-ui/testing/session';
import { ownersApi } from '../api/ownersApi';
import type { Owner, OwnerDetail, OwnerPet } from '../api/types';

/** The route pattern the screen is rendered under, the URL opened, and the role of the member signed in
 *  (the clinic's administrator unless a test says another). */
interface ScreenAddress {
  path?: string;
  route?: string;
  as?: Role;
}

/** One of this remote's screens as the shell shows it: a store holding this remote's API, at `route`. */
export function renderScreen(
  ui: ReactElement,
  { path = '/owners', route = path, as = 'admin' }: ScreenAddress = {},
) {
  return renderWithStore(ui, { apis: [ownersApi], path, route, session: memberSession(as) });
}

/** An owner as GET /owners lists it and a save answers it (the detail adds its authors: makeOwnerDetail). */
export function makeOwner(overrides: Partial<Owner> = {}): Owner {
  return {
    _id: 'o1',
    name: 'José Pérez',
    contact: '+573001234567',
    email: 'jose@correo.com',
    address: 'Av. Bolívar 12, Mérida',
    remindersOptOut: false,
    createdAt: '2024-03-05T18:30:00.000Z',
    updatedAt: '2024-04-01T14:00:00.000Z',
    version: 1,
    ...overrides,
  };
}

/** An owner as GET /owners/:id answers it: with their authors, created by Ana Pérez (05/03/2024) and
 *  last changed by Carla Ruiz (01/04/2024). */
export function makeOwnerDetail(overrides: Partial<OwnerDetail> = {}): OwnerDetail {
  return { ...makeOwner(), createdBy: 'Ana Pérez', updatedBy: 'Carla Ruiz', ...overrides };
}

/** Many owners, newest first, as GET /owners answers for a busy clinic. */
export function manyOwners(count: number): Owner[] {
  return Array.from({ length: count }, (_, i) =>
    makeOwner({
      _id: `owner-${i + 1}`,
      name: `Propietario ${String(i + 1).padStart(4, '0')}`,
      contact: `+58412${3_000_000 + i * 7}`, // no run of digits shared with the names
      email: '',
    }),
  );
}

/** A pet as GET /patients/owner/:ownerId lists it. */
export function makeOwnerPet(overrides: Partial<OwnerPet> = {}): OwnerPet {
  return {
    _id: 'p1',
    name: 'Firulais',
    species: 'Canino',
    breed: 'Mestizo',
    sex: 'Macho',
    birthDate: '2020-01-10',
    photo: null,
    ...overrides,
  };
}
