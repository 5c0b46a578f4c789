// A confirmed vet account with a session, made through the product's own API.
import type { APIRequestContext, Page } from '@playwright/test';
import { latestCodeFor } from './outbox';
import { TOKEN_STORAGE_KEY } from '@vet/facts';

export interface TestVet {
  email: string;
  password: string;
  name: string;
  lastName: string;
  token: string;
}

let counter = 0;

export function newVetData() {
  counter += 1;
  const id = `${Date.now().toString(36)}${counter}`;
  return {
    name: 'Ana',
    lastName: 'Pérez',
    email: `ana.${id}@clinica.test`,
    password: 'secreta123',
    confirmPassword: 'secreta123',
    whatsapp: '+584141234567',
    ci: 'V-12345678',
    cmv: '1234',
    estado: 'Mérida',
  };
}

/** `overrides` change the sign-up data (a vet named with markup, say). */
export async function createVet(
  request: APIRequestContext,
  overrides: Partial<ReturnType<typeof newVetData>> = {},
): Promise<TestVet> {
  const data = { ...newVetData(), ...overrides };
  const created = await request.post('/api/auth/create-account', { data });
  if (created.status() !== 201)
    throw new Error(`create-account: ${created.status()} ${await created.text()}`);
  const token = await latestCodeFor(data.email);
  const confirmed = await request.post('/api/auth/confirm-account', { data: { token, email: data.email } });
  if (!confirmed.ok()) throw new Error(`confirm-account: ${confirmed.status()} ${await confirmed.text()}`);
  const login = await request.post('/api/auth/login', {
    data: { email: data.email, password: data.password },
  });
  if (!login.ok()) throw new Error(`login: ${login.status()} ${await login.text()}`);
  const { token: session } = (await login.json()) as { token: string };
  return {
    email: data.email,
    password: data.password,
    name: data.name,
    lastName: data.lastName,
    token: session,
  };
}

/** Opens the product already signed in as `vet` (the token kept where the shell keeps it). */
export async function signIn(page: Page, vet: TestVet, tokenKey: string = TOKEN_STORAGE_KEY) {
  await page.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [
    tokenKey,
    vet.token,
  ] as const);
}
