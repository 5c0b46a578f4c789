// The clinic remote's test data, as the API sends it, and its screens rendered as the shell shows them
// (imported by tests only).
import type { ReactElement } from 'react';
import type { Role } from '@vet/shared-ui';
import { renderWithStore } from '@vet/shared-ui/testing/renderWithStore';
import { memberSession } from '@vet/shared-ui/testing/session';
import { clinicApi } from '../api/clinicApi';
import type { ActivityEntry, Clinic, Invitation, Member } from '../api/types';

/** The route pattern the screen is rendered under, the URL opened, and the role of the member signed in
 *  (the clinic's administrator, Ana Pérez, vet-1, unless a test says another). */
interface ScreenAddress {
  path?: string;
  route?: string;
  as?: Role;
}

/** One of this remote's screens as the shell shows it: a store holding this remote's API, at `route`. */
export function renderScreen(
  ui: ReactElement,
  { path = '/clinic', route = path, as = 'admin' }: ScreenAddress = {},
) {
  return renderWithStore(ui, { apis: [clinicApi], path, route, session: memberSession(as) });
}

/** GET /clinic. */
export function makeClinic(overrides: Partial<Clinic> = {}): Clinic {
  return {
    _id: 'clinic-1',
    name: 'Clínica Los Andes',
    rif: 'J-12345678-9',
    address: 'Av. Las Américas 10, Mérida',
    phone: '+582742631234',
    estado: 'Mérida',
    hasLogo: false,
    version: 3,
    createdAt: '2026-01-10T12:00:00.000Z',
    updatedAt: '2026-02-01T12:00:00.000Z',
    ...overrides,
  };
}

/** One of GET /clinic/members. */
export function makeMember(overrides: Partial<Member> = {}): Member {
  return {
    _id: 'vet-2',
    name: 'Luis',
    lastName: 'Gómez',
    email: 'luis@clinica.com',
    cmv: '5678',
    role: 'vet',
    active: true,
    version: 1,
    createdAt: '2026-01-12T12:00:00.000Z',
    ...overrides,
  };
}

/** The clinic's team as GET /clinic/members answers it: Ana (vet-1, the administrator signed in), a vet, an
 *  assistant and a deactivated groomer, active first. */
export function team(): Member[] {
  return [
    makeMember({ _id: 'vet-1', name: 'Ana', lastName: 'Pérez', email: 'ana@clinica.com', role: 'admin' }),
    makeMember(),
    makeMember({
      _id: 'asst-1',
      name: 'Marta',
      lastName: 'Ruiz',
      email: 'marta@clinica.com',
      cmv: null,
      role: 'assistant',
      version: 4,
    }),
    makeMember({
      _id: 'groom-1',
      name: 'Pedro',
      lastName: 'Sosa',
      email: 'pedro@clinica.com',
      cmv: null,
      role: 'groomer',
      active: false,
      version: 2,
    }),
  ];
}

/** One of GET /clinic/invitations. */
export function makeInvitation(overrides: Partial<Invitation> = {}): Invitation {
  return {
    _id: 'inv-1',
    email: 'rosa@correo.com',
    role: 'assistant',
    // 23:30 in Caracas on the 16th: still the 16th there.
    expiresAt: '2026-03-17T03:30:00.000Z',
    createdAt: '2026-03-10T03:30:00.000Z',
    invitedBy: 'M.V. Ana Pérez',
    ...overrides,
  };
}

/** One of GET /clinic/activity's items: by default Ana renaming an owner. */
export function makeActivityEntry(overrides: Partial<ActivityEntry> = {}): ActivityEntry {
  return {
    _id: '41',
    // 14:30 in Caracas.
    at: '2026-03-05T18:30:00.000Z',
    actor: { _id: 'vet-1', name: 'Ana Pérez' },
    action: 'update',
    recordKind: 'owner',
    recordId: 'owner-1',
    summary: 'Juan P. Rojas',
    changes: [{ field: 'name', from: 'Juan Pérez', to: 'Juan P. Rojas' }],
    ...overrides,
  };
}

/** GET /clinic/activity's answer for `items` (one page of `total`). */
export function activityPage(items: ActivityEntry[], { page = 1, total = items.length } = {}) {
  return { items, total, page, limit: 20 };
}
