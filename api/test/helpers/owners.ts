import type { FastifyInstance } from 'fastify';
import type { Owner } from '../../src/owners/repo.js';
import type { TestApp } from './app.js';
import { post, signUp, type Answer, type AsJson } from './http.js';

/** DELETE with the session token (helpers/http.ts has no DELETE). */
export async function del(app: FastifyInstance, url: string, token?: string): Promise<Answer> {
  const res = await app.inject({
    method: 'DELETE',
    url,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return { status: res.statusCode, body: res.body ? JSON.parse(res.body) : undefined, headers: res.headers };
}

let counter = 0;

/** A valid owner body; each call gets a distinct name. */
export function newOwner(overrides: Record<string, unknown> = {}) {
  counter += 1;
  return {
    name: `María González ${counter}`,
    contact: '+584121234567',
    email: 'maria@correo.test',
    address: 'Av. Las Américas, Mérida',
    ...overrides,
  };
}

/** Creates an owner through the API and returns it as the API answered. */
export async function createOwner(t: TestApp, token: string, overrides: Record<string, unknown> = {}) {
  const res = await post(t.app, '/api/owners', newOwner(overrides), token);
  if (res.status !== 201) throw new Error(`crear propietario: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.owner as AsJson<Owner>;
}

/** A signed-in vet with one owner (ownerId is the owner's _id). */
export async function vetWithOwner(t: TestApp, overrides: Record<string, unknown> = {}) {
  const { token } = await signUp(t);
  const owner = await createOwner(t, token, overrides);
  return { token, owner, ownerId: owner._id };
}
