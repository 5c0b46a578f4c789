// The grooming remote's test data, as the API sends it (api/src/grooming/README.md), and its screens
// rendered as the shell shows them (imported by tests only).
import type { ReactElement } from 'react';
import { setToken, type Role } from '@vet/shared-ui';
import { renderWithStore } from '@vet/shared-ui/testing/renderWithStore';
import { memberSession } from '@vet/shared-ui/testing/session';
import { groomingApi } from '../api/groomingApi';
import type { GroomingService, GroomingServiceDetail } from '../api/types';

export function groomingService(overrides: Partial<GroomingService> = {}): GroomingService {
  return {
    _id: 'svc-1',
    patientId: { _id: 'pet-1', name: 'Michi', species: 'Felino', breed: 'Siamés' },
    date: '2024-05-15T18:30:00.000Z',
    service: 'Corte',
    specifications: 'Corte higiénico',
    observations: '',
    cost: 10,
    paymentType: 'Efectivo',
    exchangeRate: null,
    createdAt: '2024-05-15T18:31:00.000Z',
    updatedAt: '2024-05-15T18:31:00.000Z',
    version: 1,
    ...overrides,
  };
}

/** A service as GET /grooming/:id carries it (`service`): with its authors, recorded by Ana Pérez on
 *  15/05/2024 and last changed by Carla Ruiz on 16/05/2024. */
export function groomingServiceDetail(overrides: Partial<GroomingServiceDetail> = {}): GroomingServiceDetail {
  return {
    ...groomingService(),
    updatedAt: '2024-05-16T13:00:00.000Z',
    version: 2,
    createdBy: 'Ana Pérez',
    updatedBy: 'Carla Ruiz',
    ...overrides,
  };
}

export const signIn = () => setToken('tok-1');

/** The route pattern the screen is rendered under, the URL opened, and who is signed in: a member of the
 *  role `as` (the clinic's administrator by default), or `session`, GET /auth/user's whole answer. */
interface ScreenAddress {
  path?: string;
  route?: string;
  as?: Role;
  session?: ReturnType<typeof memberSession>;
}

/** One of this remote's screens as the shell shows it: a store holding this remote's API, at `route`. */
export function renderScreen(
  ui: ReactElement,
  {
    path = '/grooming-services',
    route = path,
    as = 'admin',
    session = memberSession(as),
  }: ScreenAddress = {},
) {
  return renderWithStore(ui, { apis: [groomingApi], path, route, session });
}

/** A member whose role only reads grooming services: no role is so today (all four write them), but the
 *  screens follow the session's permissions, not the role's name. */
export const groomingReader = () => ({
  ...memberSession('groomer'),
  permissions: ['grooming.read' as const],
});
