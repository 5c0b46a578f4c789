import type { Consultation as ApiConsultation } from '../../src/clinical/present.js';
import type { TestApp } from './app.js';
import { get, post, signUp, type AsJson } from './http.js';
import { createOwner } from './owners.js';
import { createPet } from './patients.js';

/** A consultation as the API answers it. */
export type Consultation = AsJson<ApiConsultation>;

const HOUR = 60 * 60_000;

/** An instant `hoursAgo` before the test clock's now, as the browser sends it. */
export function hoursAgo(t: TestApp, hours: number): string {
  return new Date(t.clock.now().getTime() - hours * HOUR).toISOString();
}

/** A valid body for POST /patients/:patientId/consultations and PUT /consultations/:id. */
export function newConsultation(t: TestApp, vetId: string, overrides: Record<string, unknown> = {}) {
  return {
    date: hoursAgo(t, 1),
    vetId,
    reason: 'Vómitos desde ayer',
    anamnesis: 'Comió basura en la calle',
    weightKg: 12.35,
    temperatureC: 39.2,
    heartRate: 110,
    respiratoryRate: 24,
    mucousMembranes: 'Rosadas',
    capillaryRefillS: 1.5,
    dehydrationPct: 5,
    bodyCondition: 5,
    findings: 'Dolor abdominal leve',
    presumptiveDiagnosis: 'Gastroenteritis aguda',
    definitiveDiagnosis: '',
    treatment: 'Dieta blanda tres días',
    prescriptions: [
      {
        drug: 'Metronidazol',
        dose: 15,
        unit: 'mg/kg',
        route: 'Oral',
        frequency: 'cada 12 horas',
        durationDays: 7,
      },
    ],
    nextCheck: null,
    ...overrides,
  };
}

/** The signed-in person's account id (the attending vet of their own consultations). */
export async function personOf(t: TestApp, token: string): Promise<string> {
  const me = await get(t.app, '/api/auth/user', token);
  if (me.status !== 200) throw new Error(`/auth/user: ${me.status}`);
  return me.body._id as string;
}

/** Records a consultation through the API and returns it as the API answered. */
export async function createConsultation(
  t: TestApp,
  token: string,
  patientId: string,
  overrides: Record<string, unknown> = {},
): Promise<Consultation> {
  const body = newConsultation(t, await personOf(t, token), overrides);
  const res = await post(t.app, `/api/patients/${patientId}/consultations`, body, token);
  if (res.status !== 201) throw new Error(`crear consulta: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.consultation as Consultation;
}

/** A signed-in administrator (who founded the clinic) with one owner and one pet. */
export async function vetWithPatient(t: TestApp, pet: Record<string, string | number> = {}) {
  const person = await signUp(t);
  const owner = await createOwner(t, person.token);
  const patient = (await createPet(t, person.token, owner._id, pet)) as { _id: string; name: string };
  const vetId = await personOf(t, person.token);
  return { ...person, vetId, ownerId: owner._id, ownerName: owner.name as string, patientId: patient._id };
}
