import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Queryable } from '../db/pool.js';
import { HttpError } from '../http/errors.js';
import { createOnce, submissionKeyOf } from '../http/submission-key.js';
import { tidyVersion } from '../http/versions.js';
import type { PatientsContext } from './context.js';
import { processPhoto } from './image.js';
import { changedFields, checkBirthDate, newPatientFields, tidyPatientBody, uploadedPhoto } from './input.js';
import { photoNameOf } from './upload-name.js';
import { findPatient, ownerExists, patientExists, toPatient } from './repo.js';
import {
  createPatientSchema,
  deletePatientSchema,
  OWNER_NOT_FOUND_MSG,
  PATIENT_NOT_FOUND_MSG,
  updatePatientSchema,
  type NewPatientBody,
  type OwnerParams,
  type PatientEditBody,
  type PatientParams,
} from './schemas.js';
import { changePatient, createPatient, removePatient } from './writes.js';

/** Register, edit (only the fields sent, photo included) and delete a pet of the signed-in vet. */
export function writeRoutes(app: FastifyInstance, pc: PatientsContext): void {
  // Checks run cheapest first; the photo is decoded only once the fields and the owner are fine.
  app.post<{ Params: OwnerParams; Body: NewPatientBody }>(
    '/owners/:ownerId/patients',
    {
      schema: createPatientSchema,
      onRequest: app.authenticate,
      config: { permission: 'pets.write' },
      preValidation: tidyPatientBody,
    },
    async (request, reply) => {
      const { clinicId, params, body } = request;
      submissionKeyOf(request);
      const upload = uploadedPhoto(body);
      checkBirthDate(body.birthDate, pc.clock.now());
      if (!(await ownerExists(pc.db, clinicId, params.ownerId)))
        throw new HttpError(404, OWNER_NOT_FOUND_MSG);
      const photo = upload && (await processPhoto(upload, photoNameOf(request)));
      return createOnce(pc, request, reply, async (q) => {
        const id = await createPatient(pc, q, clinicId, params.ownerId, newPatientFields(body), photo);
        const patient = await savedPatient(pc, q, request, id);
        return { status: 201, body: { msg: 'Mascota registrada con éxito', patient } };
      });
    },
  );

  app.put<{ Params: PatientParams; Body: PatientEditBody }>(
    '/patients/:id',
    {
      schema: updatePatientSchema,
      onRequest: app.authenticate,
      config: { permission: 'pets.write' },
      preValidation: [tidyPatientBody, tidyVersion],
    },
    async (request) => {
      const { clinicId, params, body } = request;
      const upload = uploadedPhoto(body);
      const changes = changedFields(body);
      const onlyPhoto = Object.keys(changes).length === 0;
      if (onlyPhoto && !upload) throw new HttpError(400, 'No hay cambios para guardar');
      checkBirthDate(changes.birthDate, pc.clock.now());
      if (!(await patientExists(pc.db, clinicId, params.id))) throw new HttpError(404, PATIENT_NOT_FOUND_MSG);
      const photo = upload && (await processPhoto(upload, photoNameOf(request)));
      await changePatient(pc, request.writer, clinicId, params.id, body.version, changes, photo);
      const patient = await savedPatient(pc, pc.db, request, params.id);
      return { msg: onlyPhoto ? 'Foto actualizada con éxito' : 'Información actualizada con éxito', patient };
    },
  );

  app.delete<{ Params: PatientParams }>(
    '/patients/:id',
    { schema: deletePatientSchema, onRequest: app.authenticate, config: { permission: 'pets.write' } },
    async (request) => {
      if (!(await removePatient(pc, request.writer, request.clinicId, request.params.id))) {
        throw new HttpError(404, PATIENT_NOT_FOUND_MSG);
      }
      return { msg: 'Mascota eliminada con éxito' };
    },
  );
}

type SignedIn = Pick<FastifyRequest, 'clinicId' | 'sessionId'>;

/** The pet as just saved, owner embedded (a concurrent delete in between is a 404 like any other). */
async function savedPatient(pc: PatientsContext, q: Queryable, session: SignedIn, id: string) {
  const row = await findPatient(q, session.clinicId, id);
  if (!row) throw new HttpError(404, PATIENT_NOT_FOUND_MSG);
  return toPatient(row, await pc.urls.signerFor(session.sessionId));
}
