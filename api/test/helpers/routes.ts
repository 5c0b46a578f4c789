import type { FastifyInstance, RouteOptions } from 'fastify';
import fc from 'fast-check';
import { startTestApp, type TestApp, type TestAppOptions } from './app.js';

/** A JSON schema as the route files write them (only the keywords they use). */
export type Schema = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- any JSON schema

/** One route of the API's own table, as Fastify registered it. */
export interface ApiRoute {
  method: string;
  url: string;
  /** `:name` segments of the URL, in order ('*' for a wildcard). */
  params: string[];
  body?: Schema;
  querystring?: Schema;
  response: Record<string, Schema>;
  /** onRequest carries app.authenticate: no session, no handler. */
  authenticated: boolean;
  /** What the route declares it needs of the caller's role (config.permission; clinics/roles.ts). */
  permission?: string;
}

export interface RoutedTestApp extends TestApp {
  /** Every /api route (HEAD twins included when `withHead`), sorted by URL then method. */
  routes(options?: { withHead?: boolean }): ApiRoute[];
}

/** The test app, with the route table collected through Fastify's onRoute hook while it was built. */
export async function startRoutedApp(options: TestAppOptions = {}): Promise<RoutedTestApp> {
  const raw: RouteOptions[] = [];
  const t = await startTestApp({ ...options, onRoute: (route) => raw.push(route) });
  return Object.assign(t, {
    routes({ withHead = false } = {}) {
      return tableOf(t.app, raw).filter((r) => withHead || r.method !== 'HEAD');
    },
  });
}

function tableOf(app: FastifyInstance, raw: RouteOptions[]): ApiRoute[] {
  const seen = new Set<string>();
  const out: ApiRoute[] = [];
  for (const route of raw) {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const hooks = [route.onRequest ?? []].flat();
    const schema = (route.schema ?? {}) as Schema;
    for (const method of methods) {
      const key = `${method} ${route.url}`;
      if (!route.url.startsWith('/api/') || seen.has(key)) continue;
      seen.add(key);
      out.push({
        method,
        url: route.url,
        params: [...route.url.matchAll(/:([A-Za-z0-9_]+)|\*/g)].map((m) => m[1] ?? '*'),
        body: schema.body,
        querystring: schema.querystring,
        response: schema.response ?? {},
        authenticated: hooks.includes(app.authenticate),
        permission: (route.config as { permission?: string } | undefined)?.permission,
      });
    }
  }
  return out.sort((a, b) => a.url.localeCompare(b.url) || a.method.localeCompare(b.method));
}

/** The URL with each `:param` replaced (URL-encoded). */
export function fillUrl(route: ApiRoute, values: Record<string, string>): string {
  return route.url.replace(/:([A-Za-z0-9_]+)/g, (_m, name: string) => encodeURIComponent(values[name]));
}

/**
 * The query string a route needs to reach its data (`?from=…&to=…`, or ''): each property its querystring
 * schema requires, from the values per name, as the `:params` are filled from their candidates. Optional
 * properties are left out (the route's defaults). Throws on a required property without a value.
 */
export function queryOf(route: ApiRoute, values: Record<string, string>): string {
  const query = new URLSearchParams();
  for (const name of (route.querystring?.required ?? []) as string[]) {
    const value = values[name];
    if (value === undefined) {
      throw new Error(
        `${route.method} ${route.url}: el parámetro de consulta "${name}" no tiene valor en el mapa de la ` +
          'prueba; añádelo para que la llamada llegue a los datos (sin él, se queda en el 400).',
      );
    }
    query.set(name, value);
  }
  const text = query.toString();
  return text ? `?${text}` : '';
}

/**
 * The required query values of the routes that take a period, around `now` (the test clock's): the reports
 * and the agenda (at most 42 days) get the last three weeks and the next two; the dashboard's counts where
 * "today", the week and the month start, and "now".
 */
export function periodQueries(now: number): Record<string, string> {
  const instant = (ms: number) => new Date(now - ms).toISOString();
  return {
    from: instant(21 * 86_400_000).slice(0, 10),
    to: instant(-14 * 86_400_000).slice(0, 10),
    today: instant(12 * 3_600_000),
    week: instant(6 * 86_400_000),
    month: instant(30 * 86_400_000),
    now: instant(0),
  };
}

/** Every way of filling the route's params from the candidates per param name. */
export function paramCombinations(
  route: ApiRoute,
  candidates: Record<string, readonly string[]>,
): Record<string, string>[] {
  let combos: Record<string, string>[] = [{}];
  for (const name of route.params) {
    const values = candidates[name];
    if (!values) {
      throw new Error(
        `${route.method} ${route.url}: el parámetro ":${name}" no tiene valores en el mapa de la prueba; ` +
          'añádelo (con los ids del veterinario A que le correspondan) para que la ruta quede cubierta.',
      );
    }
    combos = combos.flatMap((c) => values.map((v) => ({ ...c, [name]: v })));
  }
  return combos;
}

// --- schema → sample: a body that passes the route's own validation ---

// The first fits most text fields, new passwords (8 characters at least) and their confirmation alike.
const STRING_CANDIDATES = ['Muestras', 'ab', '123456', '+584121234567', 'ana@clinica.test', 'a', ''];

function typeOf(schema: Schema): string | undefined {
  if (Array.isArray(schema.type)) return schema.type.find((t: string) => t !== 'null') ?? 'null';
  return schema.type as string | undefined;
}

function fitsString(schema: Schema, value: string): boolean {
  const length = [...value].length;
  if (schema.minLength !== undefined && length < schema.minLength) return false;
  if (schema.maxLength !== undefined && length > schema.maxLength) return false;
  return schema.pattern === undefined || new RegExp(schema.pattern, 'u').test(value);
}

function sampleString(schema: Schema): string {
  if (schema.format === 'date') return '2024-05-10';
  if (schema.format === 'date-time') return '2024-05-10T14:30:00.000Z';
  const found = STRING_CANDIDATES.find((c) => fitsString(schema, c));
  if (found !== undefined) return found;
  if (schema.pattern) {
    const generated = fc
      .sample(fc.stringMatching(new RegExp(schema.pattern, 'u')), { numRuns: 50, seed: 7 })
      .find((c) => fitsString(schema, c));
    if (generated !== undefined) return generated;
  }
  const filler = 'a'.repeat(schema.minLength ?? 1);
  if (fitsString(schema, filler)) return filler;
  throw new Error(`Sin muestra para el esquema de texto ${JSON.stringify(schema)}`);
}

function sampleNumber(schema: Schema, integer: boolean): number {
  let value: number =
    schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : 0);
  if (integer) value = Math.ceil(value);
  if (schema.maximum !== undefined && value > schema.maximum) value = schema.maximum;
  return value;
}

/**
 * A value the schema accepts, with every property it lists (optional ones too: an edit with no
 * field would stop at "no changes" before the ownership check). Properties with an open schema
 * (`{}`, e.g. the photo file) are left out. Undefined when the schema says nothing at all.
 */
export function sampleOf(schema: Schema): unknown {
  if (schema.const !== undefined) return schema.const;
  if (Array.isArray(schema.enum)) return schema.enum[0];
  switch (typeOf(schema)) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [key, sub] of Object.entries((schema.properties ?? {}) as Record<string, Schema>)) {
        const value = sampleOf(sub);
        if (value !== undefined) out[key] = value;
      }
      return out;
    }
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () => sampleOf(schema.items ?? {}));
    case 'string':
      return sampleString(schema);
    case 'integer':
      return sampleNumber(schema, true);
    case 'number':
      return sampleNumber(schema, false);
    case 'boolean':
      return true;
    case 'null':
      return null;
    default:
      return undefined;
  }
}

// --- a small validator for what the API answers and stores ---

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

function jsonType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

/**
 * The problems of `value` against `schema` (type, enum, properties, required, additionalProperties,
 * items, lengths, pattern, bounds, date and date-time formats). `open` ignores unlisted properties.
 */
export function schemaProblems(schema: Schema, value: unknown, where = '$', open = false): string[] {
  const problems: string[] = [];
  const actual = jsonType(value);
  if (schema.type !== undefined) {
    const types: string[] = [schema.type].flat();
    const ok = types.includes(actual) || (actual === 'integer' && types.includes('number'));
    if (!ok) return [`${where}: ${actual} en vez de ${types.join('|')}`];
  }
  if (Array.isArray(schema.enum) && !schema.enum.includes(value))
    problems.push(`${where}: fuera de la lista`);
  if (typeof value === 'string') {
    if (value.includes('\u0000')) problems.push(`${where}: contiene U+0000`);
    if (!fitsString({ ...schema, pattern: undefined }, value)) problems.push(`${where}: longitud`);
    if (schema.pattern && !new RegExp(schema.pattern, 'u').test(value)) problems.push(`${where}: patrón`);
    if (schema.format === 'date' && !DATE.test(value)) problems.push(`${where}: no es una fecha`);
    if (schema.format === 'date-time' && !(DATE_TIME.test(value) && Number.isFinite(Date.parse(value)))) {
      problems.push(`${where}: no es un instante`);
    }
  }
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) problems.push(`${where}: no finito`);
    if (schema.minimum !== undefined && value < schema.minimum) problems.push(`${where}: < mínimo`);
    if (schema.maximum !== undefined && value > schema.maximum) problems.push(`${where}: > máximo`);
    if (schema.exclusiveMinimum !== undefined && value <= schema.exclusiveMinimum) {
      problems.push(`${where}: <= mínimo exclusivo`);
    }
  }
  if (actual === 'object') {
    const obj = value as Record<string, unknown>;
    const props = (schema.properties ?? {}) as Record<string, Schema>;
    for (const key of schema.required ?? []) if (!(key in obj)) problems.push(`${where}.${key}: falta`);
    for (const [key, sub] of Object.entries(obj)) {
      if (props[key]) problems.push(...schemaProblems(props[key], sub, `${where}.${key}`, open));
      else if (schema.additionalProperties === false && !open) problems.push(`${where}.${key}: no listado`);
    }
  }
  if (actual === 'array' && schema.items) {
    (value as unknown[]).forEach((item, i) =>
      problems.push(...schemaProblems(schema.items, item, `${where}[${i}]`, open)),
    );
  }
  return problems;
}

/** Every string inside a JSON value. */
export function stringsIn(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsIn);
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsIn);
  return [];
}

// --- error bodies ---

// Fastify's, AJV's and Node's own texts (and English in general) must never reach a vet.
const ENGLISH =
  /\b(must|should|required|property|not found|bad request|unauthorized|forbidden|unsupported|too large|body|querystring|params|invalid|cannot|unexpected|error|route|method|allowed|payload|request)\b/i;

/** Why `msg` is not a Spanish sentence for a person (undefined when it is). */
export function notSpanish(msg: unknown): string | undefined {
  if (typeof msg !== 'string' || msg.trim() === '') return `msg vacío o no es texto: ${JSON.stringify(msg)}`;
  if (ENGLISH.test(msg)) return `msg en inglés: ${msg}`;
  if (!/^[A-ZÁÉÍÓÚÑ¿¡]/u.test(msg)) return `msg no empieza como una frase: ${msg}`;
  return undefined;
}
