import type { TestApp } from './app.js';
import { get } from './http.js';

/** The id of the vet a session belongs to, as GET /auth/user answers it. */
export async function vetIdOfSession(t: TestApp, token: string): Promise<string> {
  return (await get(t.app, '/api/auth/user', token)).body._id as string;
}

/**
 * The database's own guard between vets, whatever the API does: `insert`, given ($1) the id of the
 * vet whose session is `token` and ($2) a parent row of another vet, is refused by the composite
 * foreign key `constraint`.
 */
export async function expectRefusedAcrossVets(
  t: TestApp,
  token: string,
  insert: string,
  othersParentId: string,
  constraint: string,
): Promise<void> {
  const vetId = await vetIdOfSession(t, token);
  await expect(t.db.query(insert, [vetId, othersParentId])).rejects.toMatchObject({ constraint });
}
