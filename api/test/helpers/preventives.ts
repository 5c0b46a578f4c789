import type { Preventive as ApiPreventive } from '../../src/preventives/repo.js';
import type { TestApp } from './app.js';
import { get, post, type AsJson } from './http.js';

/** A vaccine or deworming as the API answers it. */
export type Preventive = AsJson<ApiPreventive>;

/** The signed-in person's account id (who applied a dose, when the test does not say). */
export async function personOf(t: TestApp, token: string): Promise<string> {
  const me = await get(t.app, '/api/auth/user', token);
  if (me.status !== 200) throw new Error(`/auth/user: ${me.status}`);
  return me.body._id as string;
}

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
