// A consultation made through the product's own API, for a journey whose screens come after it: attended
// by the vet who records it, a fever flagged and one prescription, unless `fields` says otherwise.
import type { APIRequestContext } from '@playwright/test';
import type { TestVet } from './vet';

export async function createConsultation(
  request: APIRequestContext,
  vet: Pick<TestVet, 'token'>,
  petId: string,
  fields: Record<string, unknown> = {},
) {
  const headers = { Authorization: `Bearer ${vet.token}` };
  const user = await request.get('/api/auth/user', { headers });
  const { _id: vetId } = (await user.json()) as { _id: string };
  const answer = await request.post(`/api/patients/${petId}/consultations`, {
    headers,
    data: {
      date: new Date().toISOString(),
      vetId,
      reason: 'Fiebre y decaimiento',
      temperatureC: 40.5,
      heartRate: 120,
      presumptiveDiagnosis: 'Infección respiratoria',
      prescriptions: [
        {
          drug: 'Amoxicilina',
          dose: 12.5,
          unit: 'mg/kg',
          route: 'Oral',
          frequency: 'cada 12 horas',
          durationDays: 7,
        },
      ],
      ...fields,
    },
  });
  if (answer.status() !== 201)
    throw new Error(`POST consultations: ${answer.status()} ${await answer.text()}`);
  return ((await answer.json()) as { consultation: { _id: string } }).consultation;
}
