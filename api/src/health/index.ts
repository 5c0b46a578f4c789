import type { FastifyInstance } from 'fastify';
import type { DomainPluginOptions } from '../context.js';
import { errorResponseSchema } from '../http/schemas.js';

const healthSchema = {
  summary: 'Readiness: 200 once the database answers, 503 otherwise',
  tags: ['health'],
  response: {
    200: { type: 'object', properties: { status: { type: 'string' } }, required: ['status'] },
    503: errorResponseSchema,
  },
};

/** GET /api/health: 200 once the database answers, 503 otherwise. */
export default async function healthPlugin(app: FastifyInstance, opts: DomainPluginOptions): Promise<void> {
  app.get('/health', { schema: healthSchema }, async (request, reply) => {
    try {
      await opts.ctx.db.query('SELECT 1');
      return { status: 'ok' };
    } catch (err) {
      request.log.warn({ err }, 'La base de datos no responde');
      return reply.code(503).send({ msg: 'El servicio no está disponible: la base de datos no responde.' });
    }
  });
}
