import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Validator } from '@seriousme/openapi-schema-validator';
import { startTestApp, useStarted, type TestApp } from './helpers/app.js';
import { entries, staticUnder } from './helpers/environment.js';
import { signUp } from './helpers/http.js';
import { startRoutedApp, type ApiRoute } from './helpers/routes.js';

/**
 * Issue 24 (4): the API's reference is an OpenAPI 3.1 document generated from the route schemas,
 * served at /api/docs/json without a session. It must be a valid document, and every route the app
 * registers must be in it with a summary, a tag, its params, query, body and success answer: a new
 * route without a schema fails here.
 */

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- an OpenAPI document

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'];

/** `/api/owners/:id` as OpenAPI writes it: `/api/owners/{id}`. */
const openapiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

async function fetchDocument(app: TestApp['app'], headers: Record<string, string> = {}) {
  const res = await app.inject({ method: 'GET', url: '/api/docs/json', headers });
  return { res, doc: res.json() as Json };
}

/** Why the document's operation does not describe the route (empty when it does). */
function gaps(route: ApiRoute, doc: Json): string[] {
  const where = `${route.method} ${route.url}`;
  const op = doc.paths?.[openapiPath(route.url)]?.[route.method.toLowerCase()] as Json | undefined;
  if (!op) return [`${where}: no está en el documento`];
  const out: string[] = [];
  const tags = new Set((doc.tags as Json[]).map((tag) => tag.name));
  if (!op.summary?.trim()) out.push(`${where}: sin summary`);
  if (!op.tags?.length || !op.tags.every((tag: string) => tags.has(tag))) {
    out.push(`${where}: sin tag de la lista (${JSON.stringify(op.tags)})`);
  }
  const params = (op.parameters ?? []) as Json[];
  for (const name of route.params) {
    if (!params.some((p) => p.in === 'path' && p.name === name && p.required === true && p.schema)) {
      out.push(`${where}: el parámetro :${name} sin esquema`);
    }
  }
  for (const name of Object.keys(route.querystring?.properties ?? {})) {
    if (!params.some((p) => p.in === 'query' && p.name === name && p.schema)) {
      out.push(`${where}: el parámetro de consulta ${name} sin esquema`);
    }
  }
  if (route.body && !op.requestBody?.content?.['application/json']?.schema) {
    out.push(`${where}: el cuerpo sin esquema`);
  }
  // A 2xx with its schema (@fastify/swagger writes a bare 200 for a route that declares none).
  const successes = Object.entries((op.responses ?? {}) as Json).filter(
    ([status, answer]) => /^2\d\d$/.test(status) && (status === '204' || answer.content),
  );
  if (successes.length === 0) out.push(`${where}: sin respuesta 2xx con esquema`);
  if (!Object.keys(op.responses ?? {}).some((status) => /^[45]/.test(status))) {
    out.push(`${where}: sin el cuerpo de error { msg }`);
  }
  const secured = JSON.stringify(op.security ?? []) === JSON.stringify([{ session: [] }]);
  if (secured !== route.authenticated) out.push(`${where}: la sesión no coincide (security)`);
  return out;
}

describe('the API reference at /api/docs/json', () => {
  const t = useStarted(startRoutedApp);
  let doc: Json;

  beforeAll(async () => {
    const { res, doc: fetched } = await fetchDocument(t.app);
    expect(res.statusCode).toBe(200);
    doc = fetched;
  });

  it('answers without a session, as JSON, never cached, the same with a session', async () => {
    const { res } = await fetchDocument(t.app);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    const { token } = await signUp(t);
    const signedIn = await fetchDocument(t.app, { authorization: `Bearer ${token}` });
    expect(signedIn.res.statusCode).toBe(200);
    expect(signedIn.doc).toEqual(doc);
  });

  it('is a valid OpenAPI 3.1 document', async () => {
    const validator = new Validator();
    const result = await validator.validate(doc);
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
    expect(doc.openapi).toBe('3.1.0');
  });

  it('describes every route the app registers: summary, tag, params, query, body, answers, session', () => {
    const routes = t.routes();
    expect(routes.length).toBeGreaterThan(30);
    expect(routes.flatMap((route) => gaps(route, doc))).toEqual([]);
    // And nothing else: every operation in the document is a route of the table.
    const table = new Set(routes.map((r) => `${r.method} ${openapiPath(r.url)}`));
    const documented = Object.entries(doc.paths as Json).flatMap(([url, item]) =>
      Object.keys(item as Json)
        .filter((key) => METHODS.includes(key))
        .map((method) => `${method.toUpperCase()} ${url}`),
    );
    expect(documented.filter((op) => !table.has(op))).toEqual([]);
  });

  it('keeps the Spanish message of each rule beside it, as callers see them', () => {
    const create = doc.paths['/api/owners'].post.requestBody.content['application/json'].schema;
    expect(create.required).toEqual(['name', 'contact']);
    expect(create.properties.name.errorMessages.required).toBe('El nombre es requerido');
    const id = doc.paths['/api/owners/{id}'].get.parameters.find((p: Json) => p.name === 'id');
    expect(id).toMatchObject({ in: 'path', required: true, schema: { type: 'string', format: 'uuid' } });
    expect(id.schema.errorMessages.default).toBe('Propietario no encontrado');
  });
});

describe('the front-end served by the same process', () => {
  let root: string;
  let t: TestApp;

  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'vet-openapi-'));
    const shell = path.join(root, 'shell', 'dist');
    await mkdir(shell, { recursive: true });
    await mkdir(path.join(root, 'remotes'), { recursive: true });
    await mkdir(path.join(root, 'releases'), { recursive: true });
    await writeFile(path.join(shell, 'index.html'), '<!doctype html><title>VetClinic</title>');
    const environment = {
      remotes: entries({ auth: '/remotes/auth/mf-manifest.json' }),
      overrideOrigins: [],
      releaseBase: '/releases',
    };
    await writeFile(path.join(root, 'remotes.json'), JSON.stringify(environment));
    t = await startTestApp({ extra: { static: staticUnder(root) } });
  });
  afterAll(async () => {
    await t?.close();
    await rm(root, { recursive: true, force: true });
  });

  it('stays out of the API reference: only /api paths are in it', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/remotes.json' })).statusCode).toBe(200);
    const { res, doc } = await fetchDocument(t.app);
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(doc.paths as Json);
    expect(paths.length).toBeGreaterThan(30);
    expect(paths.filter((p) => !p.startsWith('/api/'))).toEqual([]);
  });
});
