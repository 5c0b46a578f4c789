// The records a journey starts from, made through the product's own API as one vet: the screens
// under test are the ones that come after. Each call fails at once with the server's answer.
import type { APIRequestContext, APIResponse } from '@playwright/test';
import type { TestVet } from './vet';

/** Whose records: only the session token is needed. */
type Session = Pick<TestVet, 'token'>;

export interface OwnerFields {
  name: string;
  contact: string;
  email?: string;
  address?: string;
}

export interface PetFields {
  name: string;
  birthDate: string;
  species: string;
  sex: 'Macho' | 'Hembra';
  mainVet: string;
  breed?: string;
  referringVet?: string;
  /** The pet's alerts (docs/product/clinical.md#decisions). */
  allergies?: string;
  chronicConditions?: string;
  photo?: { name: string; mimeType: string; buffer: Buffer };
}

export interface GroomingFields {
  date: string;
  service: string;
  cost: number;
  paymentType: string;
  specifications?: string;
  observations?: string;
  /** Bs. per USD. */
  exchangeRate?: number;
}

const auth = (vet: Session) => ({ Authorization: `Bearer ${vet.token}` });

async function created<T>(answer: Promise<APIResponse>, what: string): Promise<T> {
  const res = await answer;
  if (res.status() !== 201) throw new Error(`${what}: ${res.status()} ${await res.text()}`);
  return res.json() as Promise<T>;
}

export async function createOwner(request: APIRequestContext, vet: Session, fields: OwnerFields) {
  const answer = request.post('/api/owners', { headers: auth(vet), data: { ...fields } });
  return (await created<{ owner: { _id: string; name: string } }>(answer, 'POST /api/owners')).owner;
}

/** What a journey does not care about; a spec names what it shows or checks. */
const PET_DEFAULTS = {
  birthDate: '2020-05-01',
  species: 'Canino',
  sex: 'Macho',
  mainVet: 'M.V. Ana Pérez',
} as const;

export async function createPet(
  request: APIRequestContext,
  vet: Session,
  ownerId: string,
  fields: Partial<PetFields> & Pick<PetFields, 'name'>,
) {
  const answer = request.post(`/api/owners/${ownerId}/patients`, {
    headers: auth(vet),
    multipart: { ...PET_DEFAULTS, ...fields },
  });
  return (await created<{ patient: { _id: string; name: string } }>(answer, 'POST patients')).patient;
}

/** Michi, Rosa Villegas's cat: for a journey that needs a pet but not a particular one. */
export async function createCatWithOwner(request: APIRequestContext, vet: Session) {
  const owner = await createOwner(request, vet, { name: 'Rosa Villegas', contact: '+584121234567' });
  return createPet(request, vet, owner._id, {
    name: 'Michi',
    birthDate: '2019-02-10',
    species: 'Felino',
    sex: 'Hembra',
  });
}

/** A hematology exam with normal values; `fields` replaces any of them. */
export async function createExam(
  request: APIRequestContext,
  vet: Session,
  petId: string,
  fields: Record<string, unknown> = {},
) {
  const data = {
    date: new Date().toISOString().slice(0, 10),
    hematocrit: 40,
    whiteBloodCells: 12,
    totalProtein: 6.5,
    platelets: 250,
    differentialCount: {
      segmentedNeutrophils: 60,
      bandNeutrophils: 0,
      lymphocytes: 40,
      monocytes: 0,
      basophils: 0,
      reticulocytes: 0,
      eosinophils: 0,
      nrbc: 0,
    },
    totalCells: 100,
    ...fields,
  };
  const answer = request.post(`/api/patients/${petId}/lab-exams`, { headers: auth(vet), data });
  return (await created<{ labExam: { _id: string } }>(answer, 'POST lab-exams')).labExam;
}

export async function createGroomingService(
  request: APIRequestContext,
  vet: Session,
  petId: string,
  fields: GroomingFields,
) {
  const answer = request.post(`/api/patients/${petId}/grooming`, { headers: auth(vet), data: { ...fields } });
  return created<unknown>(answer, 'POST grooming');
}

export interface PreventiveFields {
  kind: 'vaccine' | 'deworming';
  product: string;
  /** YYYY-MM-DD. */
  appliedOn: string;
  nextDue?: string | null;
  lot?: string;
  notes?: string;
}

/** A vaccine or deworming applied by `vet` (who must be a member of the pet's clinic). */
export async function createPreventive(
  request: APIRequestContext,
  vet: Session,
  petId: string,
  fields: PreventiveFields,
) {
  const user = await request.get('/api/auth/user', { headers: auth(vet) });
  const { _id: appliedBy } = (await user.json()) as { _id: string };
  const answer = request.post(`/api/patients/${petId}/preventives`, {
    headers: auth(vet),
    data: { appliedBy, ...fields },
  });
  return (await created<{ preventive: { _id: string } }>(answer, 'POST preventives')).preventive;
}
