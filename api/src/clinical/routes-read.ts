import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.js';
import { searchWords } from '../db/search.js';
import { queryInstants } from '../grooming/instants.js';
import { HttpError, validationError } from '../http/errors.js';
import { DEFAULT_LIMIT, pageRequest, sendPage, toPage, type ListQuery } from '../http/paging.js';
import { patientExists } from '../patients/repo.js';
import { PATIENT_NOT_FOUND_MSG } from '../patients/schemas.js';
import { presentAll, presentOne } from './present.js';
import {
  countConsultations,
  countToday,
  findConsultationRow,
  listConsultations,
  weightPoints,
} from './repo.js';
import {
  consultationsPageSchema,
  countConsultationsSchema,
  getConsultationSchema,
  listConsultationsSchema,
  listPatientConsultationsSchema,
  weightsSchema,
  type ConsultationParams,
  type CountQuery,
  type PatientParams,
} from './route-schemas.js';
import { CONSULTATION_NOT_FOUND_MSG } from './schemas.js';

const read = { permission: 'clinical.read' } as const;

/** The clinic's consultations, a pet's, one, «Consultas hoy» and a pet's weight curve. */
export function readRoutes(app: FastifyInstance, ctx: AppContext): void {
  // Always a page: the clinic's consultations grow without end.
  app.get<{ Querystring: ListQuery }>(
    '/consultations',
    { schema: listConsultationsSchema, onRequest: app.authenticate, config: read },
    async (request, reply) => {
      const { clinicId, query } = request;
      const page = pageRequest(query) ?? { page: 1, limit: DEFAULT_LIMIT, offset: 0 };
      const f = { words: searchWords(query.q) };
      const [rows, total] = await Promise.all([
        listConsultations(ctx.db, clinicId, f, page),
        countConsultations(ctx.db, clinicId, f),
      ]);
      const items = await presentAll(ctx.db, clinicId, rows, ctx.clock.now());
      return sendPage(reply, consultationsPageSchema, toPage(page, items, total));
    },
  );

  // The browser says where its «today» started and what «now» is (as grooming's counts).
  app.get<{ Querystring: CountQuery }>(
    '/consultations/counts',
    { schema: countConsultationsSchema, onRequest: app.authenticate, config: read },
    async (request) => {
      const { today, now } = queryInstants(request.query, ['today', 'now'] as const) as Record<
        'today' | 'now',
        Date
      >;
      if (today > now) {
        throw validationError([{ field: 'today', msg: 'El parámetro today no puede ser posterior a now' }]);
      }
      return { today: await countToday(ctx.db, request.clinicId, today, now) };
    },
  );

  app.get<{ Params: ConsultationParams }>(
    '/consultations/:id',
    { schema: getConsultationSchema, onRequest: app.authenticate, config: read },
    async (request) => {
      const { clinicId, params } = request;
      const row = await findConsultationRow(ctx.db, clinicId, params.id);
      const consultation = await presentOne(ctx.db, clinicId, row, ctx.clock.now());
      if (!consultation) throw new HttpError(404, CONSULTATION_NOT_FOUND_MSG);
      return { consultation };
    },
  );

  app.get<{ Params: PatientParams; Querystring: ListQuery }>(
    '/patients/:patientId/consultations',
    { schema: listPatientConsultationsSchema, onRequest: app.authenticate, config: read },
    async (request, reply) => {
      const { clinicId, params, query } = request;
      // A missing pet is not "no consultations yet": the screen says so.
      if (!(await patientExists(ctx.db, clinicId, params.patientId))) {
        throw new HttpError(404, PATIENT_NOT_FOUND_MSG);
      }
      const f = { patientId: params.patientId, words: searchWords(query.q) };
      const page = pageRequest(query);
      const [rows, total] = await Promise.all([
        listConsultations(ctx.db, clinicId, f, page),
        page ? countConsultations(ctx.db, clinicId, f) : undefined,
      ]);
      const consultations = await presentAll(ctx.db, clinicId, rows, ctx.clock.now());
      if (!page) return { consultations };
      return sendPage(reply, consultationsPageSchema, toPage(page, consultations, total ?? 0));
    },
  );

  app.get<{ Params: PatientParams }>(
    '/patients/:patientId/weights',
    { schema: weightsSchema, onRequest: app.authenticate, config: read },
    async (request) => {
      const { clinicId, params } = request;
      if (!(await patientExists(ctx.db, clinicId, params.patientId))) {
        throw new HttpError(404, PATIENT_NOT_FOUND_MSG);
      }
      return { points: await weightPoints(ctx.db, clinicId, params.patientId) };
    },
  );
}
