import { authorsOf } from '../audit/authors.js';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { searchWords } from '../db/search.js';
import { HttpError } from '../http/errors.js';
import { pageRequest, sendPage, toPage, type ListQuery } from '../http/paging.js';
import type { PatientsContext } from './context.js';
import {
  countPatients,
  findPatient,
  listPatients,
  listPatientsPage,
  ownerExists,
  toPatient,
  type PatientFilter,
} from './repo.js';
import {
  countPatientsSchema,
  getPatientSchema,
  listOwnerPatientsSchema,
  listPatientsSchema,
  OWNER_NOT_FOUND_MSG,
  PATIENT_NOT_FOUND_MSG,
  patientsPageSchema,
  type OwnerParams,
  type PatientParams,
} from './schemas.js';

/** The signed-in vet's pets: all, by owner, one, and the dashboard's count. */
export function readRoutes(app: FastifyInstance, pc: PatientsContext): void {
  // The whole list, a search, or a page of either (see http/paging.ts).
  async function answerList(
    { clinicId, sessionId }: FastifyRequest,
    filter: PatientFilter,
    query: ListQuery,
    reply: FastifyReply,
  ) {
    const f = { ...filter, words: searchWords(query.q) };
    const page = pageRequest(query);
    const photoUrl = await pc.urls.signerFor(sessionId);
    if (!page) return (await listPatients(pc.db, clinicId, f)).map((row) => toPatient(row, photoUrl));
    const { rows, total } = await listPatientsPage(pc.db, clinicId, f, page);
    const items = rows.map((row) => toPatient(row, photoUrl));
    return sendPage(reply, patientsPageSchema, toPage(page, items, total));
  }

  app.get<{ Querystring: ListQuery }>(
    '/patients',
    { schema: listPatientsSchema, onRequest: app.authenticate, config: { permission: 'pets.read' } },
    async (request, reply) => answerList(request, {}, request.query, reply),
  );

  // Counted by the database: the dashboard never downloads every pet for one number.
  app.get(
    '/patients/count',
    { schema: countPatientsSchema, onRequest: app.authenticate, config: { permission: 'pets.read' } },
    async (request) => ({
      total: await countPatients(pc.db, request.clinicId),
    }),
  );

  app.get<{ Params: OwnerParams; Querystring: ListQuery }>(
    '/patients/owner/:ownerId',
    { schema: listOwnerPatientsSchema, onRequest: app.authenticate, config: { permission: 'pets.read' } },
    async (request, reply) => {
      const { clinicId, params } = request;
      if (!(await ownerExists(pc.db, clinicId, params.ownerId)))
        throw new HttpError(404, OWNER_NOT_FOUND_MSG);
      return answerList(request, { ownerId: params.ownerId }, request.query, reply);
    },
  );

  app.get<{ Params: PatientParams }>(
    '/patients/:id',
    { schema: getPatientSchema, onRequest: app.authenticate, config: { permission: 'pets.read' } },
    async (request) => {
      const row = await findPatient(pc.db, request.clinicId, request.params.id);
      if (!row) throw new HttpError(404, PATIENT_NOT_FOUND_MSG);
      const authors = await authorsOf(pc.db, 'patients', request.clinicId, request.params.id);
      return { ...toPatient(row, await pc.urls.signerFor(request.sessionId)), ...authors };
    },
  );
}
