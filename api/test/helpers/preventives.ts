import type { Preventive as ApiPreventive } from '../../src/preventives/repo.js';
import type { TestApp } from './app.js';
import { personOf } from './clinical.js';
import { post, type AsJson } from './http.js';

/** A vaccine or deworming as the API answers it. */
export type Preventive = AsJson<ApiPreventive>;

/** A valid body for POST /patients/:patientId/preventives and PUT /preventives/:id. */
export function newPreventive(appliedBy: string, overrides: Record<string, unknown> = {}) {
  return {
    kind: 'vaccine',
    product: 'Antirrábica',
    lot: 'L-2024-118',
    appliedOn: '2024-05-10',
    nextDue: '2025-05-10',
    appliedBy,
    notes: 'Sin reacciones',
    ...overrides,
  };
}

/**
 * Records a vaccine (or, with `kind: 'deworming'`, a deworming) through the API, applied by the signed-in
 * person unless `appliedBy` says otherwise, and returns it as the API answered.
 */
export async function createPreventive(
  t: TestApp,
  token: string,
  patientId: string,
  overrides: Record<string, unknown> = {},
): Promise<Preventive> {
  const appliedBy = (overrides.appliedBy as string | undefined) ?? (await personOf(t, token));
  const res = await post(
    t.app,
    `/api/patients/${patientId}/preventives`,
    newPreventive(appliedBy, overrides),
    token,
  );
  if (res.status !== 201) throw new Error(`crear aplicación: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.preventive as Preventive;
}
