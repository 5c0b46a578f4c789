import type { TestApp } from './app.js';
import { post } from './http.js';
import { createOwner } from './owners.js';
import { createPet } from './patients.js';

/** A valid exam body: 100 cells counted, totalCells their sum. */
export function newExam(overrides: Record<string, unknown> = {}) {
  return {
    date: '2024-05-10',
    hematocrit: 45.5,
    whiteBloodCells: 12.3,
    totalProtein: 6.8,
    platelets: 250,
    differentialCount: {
      segmentedNeutrophils: 60,
      bandNeutrophils: 2,
      lymphocytes: 25,
      monocytes: 5,
      basophils: 0,
      reticulocytes: 1,
      eosinophils: 6,
      nrbc: 1,
    },
    totalCells: 100,
    hemotropico: 'No se observan',
    observacion: 'Muestra en buen estado',
    ...overrides,
  };
}

/** The differential of newExam() with some counters changed. */
export function counts(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return { ...newExam().differentialCount, ...overrides };
}

/** An owner and a pet of that vet; the pet as the API answered. */
export async function createPatient(t: TestApp, token: string) {
  const owner = await createOwner(t, token);
  const pet = (await createPet(t, token, owner._id)) as { _id: string };
  return { ownerId: owner._id, patientId: pet._id };
}

/** An exam as the API answers it (the fields tests look at by name). */
export interface LabExamAnswer {
  _id: string;
  patientId: string;
  date: string;
  createdAt: string;
  updatedAt: string;
  version: number;
  [key: string]: unknown;
}

/** Records an exam through the API and returns it as the API answered. */
export async function createExam(
  t: TestApp,
  token: string,
  patientId: string,
  overrides: Record<string, unknown> = {},
) {
  const res = await post(t.app, `/api/patients/${patientId}/lab-exams`, newExam(overrides), token);
  if (res.status !== 201) throw new Error(`crear examen: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.labExam as LabExamAnswer;
}
