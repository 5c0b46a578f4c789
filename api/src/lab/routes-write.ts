import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.js';
import { HttpError } from '../http/errors.js';
import { createOnce } from '../http/submission-key.js';
import { tidyVersion } from '../http/versions.js';
import { PATIENT_NOT_FOUND_MSG } from '../patients/schemas.js';
import { checkExam, prepareExamBody, toExamData } from './input.js';
import { deleteExam, insertExam, updateExam } from './repo.js';
import {
  createExamSchema,
  deleteExamSchema,
  EXAM_NOT_FOUND_MSG,
  updateExamSchema,
  type ExamBody,
  type ExamEditBody,
  type ExamIdParams,
  type PatientParams,
} from './schemas.js';

/** Record, correct and delete an exam of one of the signed-in vet's pets. */
export function writeRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post<{ Params: PatientParams; Body: ExamBody }>(
    '/patients/:patientId/lab-exams',
    {
      schema: createExamSchema,
      onRequest: app.authenticate,
      config: { permission: 'lab.write' },
      preValidation: prepareExamBody,
    },
    async (request, reply) => {
      const { clinicId, params, body } = request;
      checkExam(body, ctx.clock.now());
      return createOnce(ctx, request, reply, async (q) => {
        const labExam = await insertExam(q, clinicId, params.patientId, toExamData(body), ctx.clock.now());
        if (!labExam) throw new HttpError(404, PATIENT_NOT_FOUND_MSG);
        return { status: 201, body: { msg: 'Examen de laboratorio creado con éxito', labExam } };
      });
    },
  );

  // The exam stays with its pet: a patientId in the body is dropped like any unknown field.
  app.put<{ Params: ExamIdParams; Body: ExamEditBody }>(
    '/lab-exams/:id',
    {
      schema: updateExamSchema,
      onRequest: app.authenticate,
      config: { permission: 'lab.write' },
      preValidation: [prepareExamBody, tidyVersion],
    },
    async (request) => {
      const { clinicId, params, body } = request;
      checkExam(body, ctx.clock.now());
      const { version, ...exam } = body;
      const labExam = await updateExam(
        request.writer,
        clinicId,
        params.id,
        version,
        toExamData(exam),
        ctx.clock.now(),
      );
      return { msg: 'Examen de laboratorio actualizado con éxito', labExam };
    },
  );

  app.delete<{ Params: ExamIdParams }>(
    '/lab-exams/:id',
    { schema: deleteExamSchema, onRequest: app.authenticate, config: { permission: 'lab.write' } },
    async (request) => {
      if (!(await deleteExam(request.writer, request.clinicId, request.params.id))) {
        throw new HttpError(404, EXAM_NOT_FOUND_MSG);
      }
      return { msg: 'Examen de laboratorio eliminado correctamente' };
    },
  );
}
