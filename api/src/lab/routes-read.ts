import type { FastifyInstance } from 'fastify';
import { authorsOf, signerOf } from '../audit/authors.js';
import type { AppContext } from '../context.js';
import { searchWords } from '../db/search.js';
import { HttpError } from '../http/errors.js';
import { pageOf, pageRequest, sendPage, type ListQuery } from '../http/paging.js';
import { PATIENT_NOT_FOUND_MSG } from '../patients/schemas.js';
import { countExams, findExam, listExams, patientExists } from './repo.js';
import {
  EXAM_NOT_FOUND_MSG,
  examsPageSchema,
  getExamSchema,
  listExamsSchema,
  type ExamParams,
  type PatientParams,
} from './schemas.js';

/** A pet's hematology history (newest first) and one exam of it. */
export function readRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Params: PatientParams; Querystring: ListQuery }>(
    '/patients/:patientId/lab-exams',
    { schema: listExamsSchema, onRequest: app.authenticate, config: { permission: 'lab.read' } },
    async (request, reply) => {
      const { clinicId, params, query } = request;
      // A missing pet is not "no exams yet": the screen says so instead of showing an empty history.
      if (!(await patientExists(ctx.db, clinicId, params.patientId))) {
        throw new HttpError(404, PATIENT_NOT_FOUND_MSG);
      }
      const words = searchWords(query.q);
      const page = pageRequest(query);
      const exams = listExams(ctx.db, clinicId, params.patientId, words, page);
      if (!page) return { exams: await exams };
      const total = countExams(ctx.db, clinicId, params.patientId, words);
      return sendPage(reply, examsPageSchema, await pageOf(page, exams, total));
    },
  );

  app.get<{ Params: ExamParams }>(
    '/patients/:patientId/lab-exams/:labExamId',
    { schema: getExamSchema, onRequest: app.authenticate, config: { permission: 'lab.read' } },
    async (request) => {
      const { patientId, labExamId } = request.params;
      const labExam = await findExam(ctx.db, request.clinicId, patientId, labExamId);
      if (!labExam) throw new HttpError(404, EXAM_NOT_FOUND_MSG);
      const [authors, signedBy] = await Promise.all([
        authorsOf(ctx.db, 'lab_exams', request.clinicId, labExamId),
        signerOf(ctx.db, request.clinicId, labExamId),
      ]);
      return { labExam: { ...labExam, ...authors, signedBy } };
    },
  );
}
