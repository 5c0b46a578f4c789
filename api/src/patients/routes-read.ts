import type { FastifyInstance } from 'fastify';
import { HttpError } from '../http/errors.js';
import type { PatientsContext } from './context.js';
import { requireOwnerId, requirePatientId } from './input.js';
import {
  countPatients,
  findPatient,
  listOwnerPatients,
  listPatients,
  ownerExists,
  toPatient,
} from './repo.js';
import {
  countPatientsSchema,
  getPatientSchema,
  listPatientsSchema,
  OWNER_NOT_FOUND_MSG,
  PATIENT_NOT_FOUND_MSG,
} from './schemas.js';

/** The signed-in vet's pets: all, by owner, one, and the dashboard's count. */
export function readRoutes(app: FastifyInstance, pc: PatientsContext): void {
  app.get('/patients', { schema: listPatientsSchema, onRequest: app.authenticate }, async (request) => {
    const rows = await listPatients(pc.db, request.vetId);
    const photoUrl = await pc.urls.signerFor(request.vetId);
    return rows.map((row) => toPatient(row, photoUrl));
  });

  // Counted by the database: the dashboard never downloads every pet for one number.
  app.get(
    '/patients/count',
    { schema: countPatientsSchema, onRequest: app.authenticate },
    async (request) => ({
      total: await countPatients(pc.db, request.vetId),
    }),
  );

  app.get<{ Params: { ownerId: string } }>(
    '/patients/owner/:ownerId',
    { schema: listPatientsSchema, onRequest: [app.authenticate, requireOwnerId] },
    async (request) => {
      const { vetId, params } = request;
      if (!(await ownerExists(pc.db, vetId, params.ownerId))) throw new HttpError(404, OWNER_NOT_FOUND_MSG);
      const rows = await listOwnerPatients(pc.db, vetId, params.ownerId);
      const photoUrl = await pc.urls.signerFor(vetId);
      return rows.map((row) => toPatient(row, photoUrl));
    },
  );

  app.get<{ Params: { id: string } }>(
    '/patients/:id',
    { schema: getPatientSchema, onRequest: [app.authenticate, requirePatientId] },
    async (request) => {
      const row = await findPatient(pc.db, request.vetId, request.params.id);
      if (!row) throw new HttpError(404, PATIENT_NOT_FOUND_MSG);
      return toPatient(row, await pc.urls.signerFor(request.vetId));
    },
  );
}
