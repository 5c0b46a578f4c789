// The auth remote's test data, as the API sends it, and its screens rendered as the shell shows them
// (imported by tests only).
import { File as NodeFile } from 'node:buffer';
import type { ReactElement } from 'react';
import type { Role } from '@vet/shared-ui';
import type { FakeAnswer } from '@vet/shared-ui/testing/fakeApi';
import { renderWithStore } from '@vet/shared-ui/testing/renderWithStore';
import { memberSession } from '@vet/shared-ui/testing/session';
import { authApi } from '../api/authApi';
import type { Profile, RestoreAnswer } from '../api/types';

/** The route pattern the screen is rendered under, the URL opened and, for the signed-in screens
 *  (/account/*), the role of the member signed in; the signed-out screens have nobody. */
interface ScreenAddress {
  path?: string;
  route?: string;
  as?: Role;
}

/** One of this remote's screens as the shell shows it: a store holding this remote's API, at `route`. */
export function renderScreen(ui: ReactElement, { path = '/', route = path, as }: ScreenAddress = {}) {
  return renderWithStore(ui, { apis: [authApi], path, route, session: as && memberSession(as) });
}

/** The vet's profile as GET /auth/user answers it. */
export function makeProfile(overrides: Partial<Profile> = {}): Profile {
  return {
    _id: 'vet-1',
    name: 'Ana',
    lastName: 'Pérez',
    email: 'ana@clinica.com',
    whatsapp: '+584141234567',
    ci: 'V12345678',
    cmv: '1234',
    estado: 'Mérida',
    runsai: null,
    msds: null,
    somevepa: null,
    createdAt: '2026-01-10T12:00:00.000Z',
    updatedAt: '2026-01-10T12:00:00.000Z',
    version: 2,
    ...overrides,
  };
}

/** The server's refusal of a common password (sign-up, reset, change), under the password field. */
export const COMMON_PASSWORD = 'Esa contraseña es demasiado común: elige otra más difícil de adivinar';
export const commonPasswordRefusal: FakeAnswer = {
  status: 400,
  body: { msg: COMMON_PASSWORD, errors: [{ field: 'password', msg: COMMON_PASSWORD }] },
};

/** POST /backup/restore's answer for a small account. */
export function makeRestoreAnswer(): RestoreAnswer {
  return {
    msg: 'Respaldo restaurado con éxito',
    restored: {
      owners: 3,
      patients: 1,
      photos: 1,
      labExams: 2,
      grooming: 0,
      labReferenceRanges: true,
      consultations: 0,
      preventives: 0,
      vitalReferenceRanges: false,
      appointments: 0,
      unassigned: 0,
      reminders: 0,
      schedule: false,
    },
  };
}

/** A file to restore, as the vet picks it. Node's File: the one the fetch under test (undici) can put
 * in a multipart body. */
export function makeBackupFile(name = 'vetclinic-respaldo-2026-01-02.json.gz', type = 'application/gzip') {
  return new NodeFile([new Uint8Array([0x1f, 0x8b, 8, 0])], name, { type }) as unknown as File;
}
