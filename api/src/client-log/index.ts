import type { FastifyInstance } from 'fastify';
import type { FromSchema } from 'json-schema-to-ts';
import type { DomainPluginOptions } from '../context.js';
import type { RateRule } from '../http/rate-limit.js';
import { errorResponseSchema } from '../http/schemas.js';

const MINUTE = 60_000;
/** Per client address: a page with every remote failing reports a handful; a loop or a flood is cut. */
export const CLIENT_EVENTS_PER_IP: RateRule = { name: 'client-events-ip', max: 30, windowMs: 10 * MINUTE };

/** What the shell reports (shell/src/federation/reportRemoteFailure.ts). */
const clientEvent = {
  type: 'object',
  additionalProperties: false,
  required: ['type', 'remote', 'reason'],
  properties: {
    type: { type: 'string', enum: ['remote-incompatible', 'remote-unavailable'] },
    remote: { type: 'string', pattern: '^[a-z][a-z0-9-]{0,39}$' },
    // Printable text only: one line in the log, whatever a client sends.
    reason: { type: 'string', minLength: 1, maxLength: 300, pattern: '^[^\\u0000-\\u001f\\u007f]+$' },
  },
} as const;
type ClientEvent = FromSchema<typeof clientEvent>;

const schema = {
  summary: 'A browser reports a remote it could not show (no session; one warning line in the log)',
  tags: ['client-events'],
  body: clientEvent,
  response: { 204: { type: 'null' }, 400: errorResponseSchema, 429: errorResponseSchema },
};

/**
 * POST /api/client-events: a browser tells the server that a remote could not be shown, so that
 * version skew («Módulo no compatible») shows in the server's log and not only in one vet's console.
 * No session needed (the login screen itself can be the one refused); one warning line per event,
 * with the remote, the kind and the reason (package names and versions) and nothing about the sender.
 */
export default async function clientLogPlugin(
  app: FastifyInstance,
  opts: DomainPluginOptions,
): Promise<void> {
  app.post<{ Body: ClientEvent }>('/client-events', { schema, bodyLimit: 2048 }, async (request, reply) => {
    await opts.ctx.limiter.reserve([[CLIENT_EVENTS_PER_IP, request.ip]]);
    const { type, remote, reason } = request.body;
    request.log.warn(
      { clientEvent: { type, remote, reason } },
      type === 'remote-incompatible'
        ? `Un navegador rechazó el módulo ${remote}: ${reason}`
        : `Un navegador no pudo cargar el módulo ${remote}: ${reason}`,
    );
    return reply.code(204).send();
  });
}
