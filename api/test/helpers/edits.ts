import type { TestApp } from './app.js';
import { createConsultation, newConsultation, personOf } from './clinical.js';
import { get, put, type Answer } from './http.js';
import { createExam, newExam } from './lab.js';
import { createService, newService } from './grooming.js';
import { createOwner, newOwner } from './owners.js';
import { createPet, sendForm } from './patients.js';

/** What the edit forms send besides their fields: the version they loaded (issue 22, finding 6). */
export interface Versioned {
  _id?: string;
  version: number;
  [key: string]: unknown;
}

/**
 * Every kind of edited thing the API has, each able to make one for a vet, read it back, and send an
 * edit from a form that loaded `version` (`change` makes each edit different from the last).
 */
export interface EditedKind {
  name: string;
  /** Makes one; its id (undefined for the per-vet forms: profile, reference ranges). */
  make(t: TestApp, token: string): Promise<string | undefined>;
  read(t: TestApp, token: string, id: string | undefined): Promise<Versioned>;
  /** The edit, as its form sends it; `version` undefined leaves the field out. */
  edit(t: TestApp, token: string, id: string | undefined, version: unknown, change: number): Promise<Answer>;
  /** The saved record in a 200 answer to an edit. */
  saved(body: Record<string, unknown>): Versioned;
  /** The field an edit changes, to see which edit is stored. */
  field(record: Versioned): unknown;
}

/** PUT a form's body with the version it loaded (left out when undefined). */
const putForm = (t: TestApp, token: string, url: string, body: Record<string, unknown>, version: unknown) =>
  put(t.app, url, version === undefined ? body : { ...body, version }, token);

/** The profile form's fields but the last name. */
const PROFILE = { name: 'Ana', whatsapp: '+584121234567', ci: 'V-12345678', cmv: '4567', estado: 'Mérida' };

const formText = (value: unknown) =>
  typeof value === 'number' || typeof value === 'string' ? String(value) : JSON.stringify(value);

async function petOf(t: TestApp, token: string): Promise<string> {
  const owner = await createOwner(t, token);
  return (await createPet(t, token, owner._id))._id as string;
}

// An exam is read through its pet's URL.
const examPets = new Map<string, string>();

export const EDITED_KINDS: EditedKind[] = [
  {
    name: 'propietario',
    make: async (t, token) => (await createOwner(t, token))._id,
    read: async (t, token, id) => (await get(t.app, `/api/owners/${id}`, token)).body,
    edit: (t, token, id, version, change) =>
      putForm(t, token, `/api/owners/${id}`, newOwner({ address: `Calle ${change}` }), version),
    saved: (body) => body.owner as Versioned,
    field: (record) => record.address,
  },
  {
    name: 'mascota',
    make: petOf,
    read: async (t, token, id) => (await get(t.app, `/api/patients/${id}`, token)).body,
    edit: (t, token, id, version, change) =>
      sendForm(t, 'PUT', `/api/patients/${id}`, token, {
        breed: `Raza ${change}`,
        // A form field is text: numbers and strings as typed, anything else as its JSON.
        ...(version === undefined ? {} : { version: formText(version) }),
      }),
    saved: (body) => body.patient as Versioned,
    field: (record) => record.breed,
  },
  {
    name: 'examen',
    make: async (t, token) => {
      const petId = await petOf(t, token);
      const id = (await createExam(t, token, petId))._id as string;
      examPets.set(id, petId);
      return id;
    },
    read: async (t, token, id) =>
      (await get(t.app, `/api/patients/${examPets.get(id!)}/lab-exams/${id}`, token)).body.labExam,
    edit: (t, token, id, version, change) =>
      putForm(t, token, `/api/lab-exams/${id}`, newExam({ observacion: `Nota ${change}` }), version),
    saved: (body) => body.labExam as Versioned,
    field: (record) => record.observacion,
  },
  {
    name: 'servicio de estética',
    make: async (t, token) => (await createService(t, token, await petOf(t, token)))._id,
    read: async (t, token, id) => (await get(t.app, `/api/grooming/${id}`, token)).body.service,
    edit: (t, token, id, version, change) =>
      putForm(t, token, `/api/grooming/${id}`, newService({ specifications: `Corte ${change}` }), version),
    saved: (body) => body.service as Versioned,
    field: (record) => record.specifications,
  },
  {
    name: 'consulta',
    make: async (t, token) => (await createConsultation(t, token, await petOf(t, token)))._id,
    read: async (t, token, id) => (await get(t.app, `/api/consultations/${id}`, token)).body.consultation,
    edit: async (t, token, id, version, change) => {
      const body = newConsultation(t, await personOf(t, token), { treatment: `Reposo ${change}` });
      return putForm(t, token, `/api/consultations/${id}`, body, version);
    },
    saved: (body) => body.consultation as Versioned,
    field: (record) => record.treatment,
  },
  {
    name: 'perfil',
    make: async () => undefined,
    read: async (t, token) => (await get(t.app, '/api/auth/user', token)).body,
    edit: (t, token, _id, version, change) =>
      putForm(t, token, '/api/auth/profile', { ...PROFILE, lastName: `Pérez ${change}` }, version),
    saved: (body) => body.user as Versioned,
    field: (record) => record.lastName,
  },
  {
    name: 'rangos de referencia',
    make: async () => undefined,
    read: async (t, token) => (await get(t.app, '/api/lab/reference-ranges', token)).body,
    edit: async (t, token, _id, version, change) => {
      const { ranges } = (await get(t.app, '/api/lab/reference-ranges', token)).body;
      ranges.perro.hematocrit = { min: 30 + change, max: 60 };
      return putForm(t, token, '/api/lab/reference-ranges', { ranges }, version);
    },
    saved: (body) => body as Versioned,
    field: (record) => (record.ranges as { perro: { hematocrit: { min: number } } }).perro.hematocrit.min,
  },
  {
    name: 'rangos de signos vitales',
    make: async () => undefined,
    read: async (t, token) => (await get(t.app, '/api/clinical/vital-ranges', token)).body,
    edit: async (t, token, _id, version, change) => {
      const { ranges } = (await get(t.app, '/api/clinical/vital-ranges', token)).body;
      ranges.Canino.temperatureC = { min: 30 + change, max: 39.9 };
      return putForm(t, token, '/api/clinical/vital-ranges', { ranges }, version);
    },
    saved: (body) => body as Versioned,
    field: (record) =>
      (record.ranges as { Canino: { temperatureC: { min: number } } }).Canino.temperatureC.min,
  },
];
