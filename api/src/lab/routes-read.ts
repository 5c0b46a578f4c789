import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.js';
import { HttpError } from '../http/errors.js';
import { PATIENT_NOT_FOUND_MSG } from '../patients/schemas.js';
import { requireExamIds, requirePatientId } from './input.js';
import { findExam, listExams, patientExists } from './repo.js';
import { EXAM_NOT_FOUND_MSG, getExamSchema, listExamsSchema } from './schemas.js';

/** A pet's hematology history (newest first) and one exam of it. */
export function readRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Params: { patientId: string } }>(
    '/patients/:patientId/lab-exams',
    { schema: listExamsSchema, onRequest: [app.authenticate, requirePatientId] },
    async (request) => {
      const { vetId, params } = request;
      // A missing pet is not "no exams yet": the screen says so instead of showing an empty history.
      if (!(await patientExists(ctx.db, vetId, params.patientId))) {
        throw new HttpError(404, PATIENT_NOT_FOUND_MSG);
      }
      return { exams: await listExams(ctx.db, vetId, params.patientId) };
    },
  );

  app.get<{ Params: { patientId: string; labExamId: string } }>(
    '/patients/:patientId/lab-exams/:labExamId',
    { schema: getExamSchema, onRequest: [app.authenticate, requireExamIds] },
    async (request) => {
      const { patientId, labExamId } = request.params;
      const labExam = await findExam(ctx.db, request.vetId, patientId, labExamId);
      if (!labExam) throw new HttpError(404, EXAM_NOT_FOUND_MSG);
      return { labExam };
    },
  );
}
