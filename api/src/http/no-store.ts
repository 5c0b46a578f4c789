import type { FastifyInstance } from 'fastify';

const API_PATH = /^\/api(\/|\?|$)/;

/**
 * Every /api answer holds personal data or depends on the session: no cache, the browser's or a
 * proxy's, may keep it. A route may say otherwise for its own success (a signed photo caches
 * privately for its URL's life); an error answer is never cached, whatever the route had set.
 */
export function noStoreForApi(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (API_PATH.test(request.url) && (reply.statusCode >= 400 || !reply.hasHeader('cache-control'))) {
      reply.header('cache-control', 'no-store');
    }
    return payload;
  });
}
