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
    { vetId, sessionId }: FastifyRequest,
    filter: PatientFilter,
    query: ListQuery,
    reply: FastifyReply,
  ) {
    const f = { ...filter, words: searchWords(query.q) };
    const page = pageRequest(query);
    const photoUrl = await pc.urls.signerFor(sessionId);
    if (!page) return (await listPatients(pc.db, vetId, f)).map((row) => toPatient(row, photoUrl));
    const { rows, total } = await listPatientsPage(pc.db, vetId, f, page);
    const items = rows.map((row) => toPatient(row, photoUrl));
    return sendPage(reply, patientsPageSchema, toPage(page, items, total));
  }

  app.get<{ Querystring: ListQuery }>(
    '/patients',
    { schema: listPatientsSchema, onRequest: app.authenticate },
    async (request, reply) => answerList(request, {}, request.query, reply),
  );

  // Counted by the database: the dashboard never downloads every pet for one number.
  app.get(
    '/patients/count',
    { schema: countPatientsSchema, onRequest: app.authenticate },
    async (request) => ({
      total: await countPatients(pc.db, request.vetId),
    }),
  );

  app.get<{ Params: OwnerParams; Querystring: ListQuery }>(
    '/patients/owner/:ownerId',
    { schema: listOwnerPatientsSchema, onRequest: app.authenticate },
    async (request, reply) => {
      const { vetId, params } = request;
      if (!(await ownerExists(pc.db, vetId, params.ownerId))) throw new HttpError(404, OWNER_NOT_FOUND_MSG);
      return answerList(request, { ownerId: params.ownerId }, request.query, reply);
    },
  );

  app.get<{ Params: PatientParams }>(
    '/patients/:id',
    { schema: getPatientSchema, onRequest: app.authenticate },
    async (request) => {
      const row = await findPatient(pc.db, request.vetId, request.params.id);
      if (!row) throw new HttpError(404, PATIENT_NOT_FOUND_MSG);
      return toPatient(row, await pc.urls.signerFor(request.sessionId));
    },
  );
}
