import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { HttpError } from './errors.js';

/** A record id as PostgreSQL makes them (gen_random_uuid), in either case: the uuid type ignores it. */
export const UUID_PATTERN = '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$';
export const uuidSchema = { type: 'string', format: 'uuid', pattern: UUID_PATTERN } as const;

const UUID = new RegExp(UUID_PATTERN);
export const isUuid = (value: unknown): value is string => typeof value === 'string' && UUID.test(value);

/**
 * The params of a route whose `:names` are record ids. A malformed id names nothing, so it answers
 * like an unknown one: 404 with `notFoundMsg` (the resource's own «no encontrado»), never a cast
 * error. `rejectMalformedIds` makes that answer before the body is read.
 */
export function idParams<const N extends string>(names: readonly N[], notFoundMsg: string) {
  const id = { ...uuidSchema, errorMessages: { default: notFoundMsg } } as const;
  return {
    type: 'object',
    properties: Object.fromEntries(names.map((name) => [name, id])) as { [K in N]: typeof id },
    required: names,
    additionalProperties: false,
  } as const;
}

interface IdParam {
  name: string;
  notFoundMsg: string;
}

/** The params `idParams` built in a route's schema. */
function idParamsOf(route: RouteOptions): IdParam[] {
  const params = (route.schema?.params ?? {}) as {
    properties?: Record<string, { pattern?: string; errorMessages?: { default?: string } }>;
  };
  return Object.entries(params.properties ?? {}).flatMap(([name, schema]) =>
    schema.pattern === UUID_PATTERN && schema.errorMessages?.default
      ? [{ name, notFoundMsg: schema.errorMessages.default }]
      : [],
  );
}

/**
 * Every route with `idParams` gets one more onRequest hook, after its own (so 401 still comes first
 * without a session): a malformed id is the route's 404 before the body is read, so the answer does
 * not depend on the body (a broken form, a huge one).
 */
export function rejectMalformedIds(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const ids = idParamsOf(route);
    if (ids.length === 0) return;
    async function requireWellFormedIds(request: FastifyRequest): Promise<void> {
      const params = request.params as Record<string, string | undefined>;
      for (const { name, notFoundMsg } of ids) {
        if (!isUuid(params[name])) throw new HttpError(404, notFoundMsg);
      }
    }
    // A new array: the options object's own may be shared with the route's HEAD twin.
    route.onRequest = [...[route.onRequest ?? []].flat(), requireWellFormedIds];
  });
}
