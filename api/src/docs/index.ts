import type { FastifyInstance } from 'fastify';
import { withErrors } from '../http/schemas.js';

const docsSchema = {
  summary: 'This API reference: an OpenAPI 3.1 document generated from the route schemas',
  tags: ['docs'],
  response: withErrors({
    200: {
      description: 'The OpenAPI document',
      content: { 'application/json': { schema: { type: 'object', additionalProperties: true } } },
    },
  }),
};

/**
 * GET /api/docs/json: the API's reference, for developers and tools. No session: it holds the
 * routes and their schemas, nothing of anyone's data. Written once (the routes do not change while
 * the server runs) and sent as text, so no response schema trims it.
 */
export default async function docsPlugin(app: FastifyInstance): Promise<void> {
  let text: string | undefined;
  app.get('/docs/json', { schema: docsSchema }, async (_request, reply) => {
    text ??= JSON.stringify(app.swagger());
    return reply.type('application/json; charset=utf-8').send(text);
  });
}
