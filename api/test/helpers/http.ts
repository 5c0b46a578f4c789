import type { FastifyInstance } from 'fastify';
import type { TestApp } from './app.js';

export interface Answer {
  status: number;
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any -- JSON from the API under test
  headers: Record<string, string | string[] | number | undefined>;
}

/** A value as a JSON answer carries it: its Dates as ISO strings. */
export type AsJson<T> = {
  [K in keyof T]: T[K] extends Date
    ? string
    : T[K] extends Date | null
      ? string | null
      : T[K] extends object
        ? AsJson<T[K]>
        : T[K];
};

async function call(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: unknown,
  token?: string,
  ip?: string,
): Promise<Answer> {
  const res = await app.inject({
    method,
    url,
    payload: payload as Record<string, unknown> | undefined,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    remoteAddress: ip,
  });
  let body: unknown = res.body;
  try {
    body = res.body ? JSON.parse(res.body) : undefined;
  } catch {
    /* not JSON */
  }
  return { status: res.statusCode, body, headers: res.headers };
}

export const post = (app: FastifyInstance, url: string, payload?: unknown, token?: string, ip?: string) =>
  call(app, 'POST', url, payload, token, ip);
/** POST without a session, from a given client address (the rate limits count per address). */
export const postFrom = (app: FastifyInstance, ip: string, url: string, payload?: unknown) =>
  call(app, 'POST', url, payload, undefined, ip);
export const put = (app: FastifyInstance, url: string, payload?: unknown, token?: string) =>
  call(app, 'PUT', url, payload, token);
export const get = (app: FastifyInstance, url: string, token?: string) =>
  call(app, 'GET', url, undefined, token);

let counter = 0;

/** A valid registration body with a unique e-mail. */
/** A record's authors on its detail when newVet()'s default person wrote it («Creado por … · Modificado por …»). */
export const BY_ANA = { createdBy: 'Ana Pérez', updatedBy: 'Ana Pérez' } as const;

export function newVet(overrides: Record<string, unknown> = {}) {
  counter += 1;
  return {
    name: 'Ana',
    lastName: 'Pérez',
    email: `ana.${Date.now()}.${counter}@clinica.test`,
    password: 'secreta123',
    confirmPassword: 'secreta123',
    whatsapp: '+584121234567',
    ci: 'V-12345678',
    cmv: '4567',
    estado: 'Mérida',
    runsai: 'R-1',
    ...overrides,
  };
}

/** Registers, confirms with the mailed code and logs in. */
export async function signUp(t: TestApp, overrides: Record<string, unknown> = {}) {
  const vet = newVet(overrides);
  const created = await post(t.app, '/api/auth/create-account', vet);
  if (created.status !== 201) throw new Error(`registro: ${created.status} ${JSON.stringify(created.body)}`);
  const confirmed = await post(t.app, '/api/auth/confirm-account', { token: await t.lastCode(vet.email) });
  if (confirmed.status !== 200)
    throw new Error(`confirmación: ${confirmed.status} ${JSON.stringify(confirmed.body)}`);
  const token = await login(t, vet.email, vet.password);
  return { ...vet, token };
}

/** The session tokens of `count` vets signed up one after the other. */
export async function signUpTokens(t: TestApp, count: number): Promise<string[]> {
  const tokens: string[] = [];
  for (let i = 0; i < count; i++) tokens.push((await signUp(t)).token);
  return tokens;
}

export async function login(t: TestApp, email: string, password: string): Promise<string> {
  const res = await post(t.app, '/api/auth/login', { email, password });
  if (res.status !== 200) throw new Error(`login: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.token as string;
}
