import { authorsOf } from '../audit/authors.js';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppContext } from '../context.js';
import { searchWords } from '../db/search.js';
import { HttpError, validationError } from '../http/errors.js';
import { pageRequest, sendPage, toPage, type ListQuery } from '../http/paging.js';
import { queryInstants } from './instants.js';
import {
  countServices,
  findService,
  listServices,
  patientExists,
  summarizeListed,
  type CountStarts,
  type Period,
} from './repo.js';
import {
  COUNT_PARAMS,
  countServicesSchema,
  getServiceSchema,
  listPatientServicesSchema,
  listServicesSchema,
  PATIENT_NOT_FOUND_MSG,
  SERVICE_NOT_FOUND_MSG,
  servicesPageSchema,
  type CountQuery,
  type PatientParams,
  type PeriodQuery,
  type ServiceParams,
} from './schemas.js';

/** A list's optional period: from inclusive, to exclusive; from after to is a 400. */
function periodOf(query: PeriodQuery) {
  const { from, to } = queryInstants(query, ['from', 'to']);
  if (from && to && from > to) {
    throw validationError([{ field: 'from', msg: 'El parámetro from no puede ser posterior a to' }]);
  }
  return { from, to };
}

/** The signed-in vet's services: a period of all of them, one pet's, one, and the dashboard counts. */
export function readRoutes(app: FastifyInstance, ctx: AppContext): void {
  // `{ services }` (docs/api.md#lists-search-and-pages), or a page of it (see http/paging.ts) with its
  // `summary`.
  async function answerList(clinicId: string, filter: Period, query: ListQuery, reply: FastifyReply) {
    const f = { ...filter, words: searchWords(query.q) };
    const page = pageRequest(query);
    const services = listServices(ctx.db, clinicId, f, page);
    if (!page) return { services: await services };
    // The count comes with the sums of every match: the summary cards cover the list, not the page.
    const [items, summary] = await Promise.all([services, summarizeListed(ctx.db, clinicId, f)]);
    const answer = { ...toPage(page, items, summary.count), summary };
    return sendPage(reply, servicesPageSchema, answer);
  }

  // Filtered in the database: a month of a clinic with ten years of services is one index range.
  app.get<{ Querystring: PeriodQuery }>(
    '/grooming',
    { schema: listServicesSchema, onRequest: app.authenticate, config: { permission: 'grooming.read' } },
    async (request, reply) => {
      return answerList(request.clinicId, periodOf(request.query), request.query, reply);
    },
  );

  // The browser knows its time zone and the server does not, so the browser says where "today",
  // "this week" (Monday) and "this month" started, and what "now" is; the database counts.
  app.get<{ Querystring: CountQuery }>(
    '/grooming/counts',
    { schema: countServicesSchema, onRequest: app.authenticate, config: { permission: 'grooming.read' } },
    async (request) => {
      const starts = queryInstants(request.query, COUNT_PARAMS) as CountStarts;
      const late = (['today', 'week', 'month'] as const).filter((name) => starts[name] > starts.now);
      if (late.length) {
        throw validationError(
          late.map((field) => ({ field, msg: `El parámetro ${field} no puede ser posterior a now` })),
        );
      }
      return countServices(ctx.db, request.clinicId, starts);
    },
  );

  app.get<{ Params: PatientParams; Querystring: PeriodQuery }>(
    '/patients/:patientId/grooming',
    {
      schema: listPatientServicesSchema,
      onRequest: app.authenticate,
      config: { permission: 'grooming.read' },
    },
    async (request, reply) => {
      const { clinicId, params } = request;
      const { from, to } = periodOf(request.query);
      if (!(await patientExists(ctx.db, clinicId, params.patientId))) {
        throw new HttpError(404, PATIENT_NOT_FOUND_MSG);
      }
      return answerList(clinicId, { patientId: params.patientId, from, to }, request.query, reply);
    },
  );

  app.get<{ Params: ServiceParams }>(
    '/grooming/:id',
    { schema: getServiceSchema, onRequest: app.authenticate, config: { permission: 'grooming.read' } },
    async (request) => {
      const service = await findService(ctx.db, request.clinicId, request.params.id);
      if (!service) throw new HttpError(404, SERVICE_NOT_FOUND_MSG);
      const authors = await authorsOf(ctx.db, 'grooming_services', request.clinicId, request.params.id);
      return { service: { ...service, ...authors } };
    },
  );
}
