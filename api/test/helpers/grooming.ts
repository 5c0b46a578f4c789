import type { Service as ApiService } from '../../src/grooming/repo.js';
import type { TestApp } from './app.js';
import { get, post, signUp, type AsJson } from './http.js';
import { createOwner } from './owners.js';
import { createPet } from './patients.js';

/** A grooming service as the API returns it. */
export type Service = AsJson<ApiService>;

/** A valid body for POST /patients/:patientId/grooming and PUT /grooming/:id. */
export function newService(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    date: '2024-05-10T14:30:00.000Z',
    service: 'Corte y Baño',
    specifications: 'Corte tipo cachorro, uñas y oídos',
    observations: 'Nervioso con el secador',
    cost: 15.5,
    paymentType: 'Pago Movil',
    exchangeRate: 36.52,
    ...overrides,
  };
}

export async function createService(
  t: TestApp,
  token: string,
  patientId: string,
  overrides: Record<string, unknown> = {},
): Promise<Service> {
  const res = await post(t.app, `/api/patients/${patientId}/grooming`, newService(overrides), token);
  if (res.status !== 201) throw new Error(`crear servicio: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.service as Service;
}

/** A signed-in vet with one owner and one pet (patientId is the pet's _id). */
export async function vetWithPet(t: TestApp, pet: Record<string, string | number> = {}) {
  const { token } = await signUp(t);
  const owner = await createOwner(t, token);
  const patient = (await createPet(t, token, owner._id, pet)) as {
    _id: string;
    name: string;
    species: string;
    breed: string;
  };
  return { token, ownerId: owner._id, patient, patientId: patient._id };
}

/** A query string with every value URL-encoded ("+04:00" must not arrive as a space). */
export function query(params: Record<string, string>): string {
  return new URLSearchParams(params).toString();
}

/** The vet's whole list (no period). */
export async function allServices(t: TestApp, token: string): Promise<Service[]> {
  const res = await get(t.app, '/api/grooming', token);
  if (res.status !== 200) throw new Error(`listar servicios: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.services as Service[];
}
