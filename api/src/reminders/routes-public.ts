import formbody from '@fastify/formbody';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { DomainPluginOptions } from '../context.js';
import { HttpError } from '../http/errors.js';
import type { RateRule } from '../http/rate-limit.js';
import { answerAsOwner, ownerView, type OwnerView } from './owner-answer.js';
import { appointmentPage, INVALID_LINK_MSG, messagePage, TOO_MANY_MSG } from './owner-page.js';

const MINUTE = 60_000;
// Per address: an owner opens a link a few times; a guesser gets 30 tries per 10 minutes.
export const OWNER_PAGE_PER_IP: RateRule = { name: 'owner-page-ip', max: 30, windowMs: 10 * MINUTE };

type Params = { token: string };

function html(reply: FastifyReply, status: number, body: string): FastifyReply {
  // Nobody's data in caches or in a referer sent onwards (helmet's no-referrer is on everything).
  return reply.code(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(body);
}

/**
 * GET /cita/:token shows the appointment; POST /cita/:token (answer=confirm|cancel) answers it, once.
 * No session: the signed token is the permission. Outside /api: it is a page, not the JSON API.
 */
export default async function ownerPagesPlugin(app: FastifyInstance, { ctx }: DomainPluginOptions) {
  await app.register(formbody, { bodyLimit: 1024 });

  async function limited(ip: string, reply: FastifyReply): Promise<boolean> {
    try {
      await ctx.limiter.reserve([[OWNER_PAGE_PER_IP, ip]]);
      return false;
    } catch (err) {
      if (!(err instanceof HttpError) || err.statusCode !== 429) throw err;
      html(reply, 429, messagePage('Demasiados intentos', TOO_MANY_MSG));
      return true;
    }
  }

  app.get<{ Params: Params }>('/cita/:token', async (request, reply) => {
    if (await limited(request.ip, reply)) return reply;
    const view = await ownerView(ctx.db, request.params.token, ctx.clock.now());
    if (!view) return html(reply, 404, messagePage('Enlace no válido', INVALID_LINK_MSG));
    return html(reply, 200, appointmentPage(view, request.params.token));
  });

  app.post<{ Params: Params; Body: { answer?: unknown } }>('/cita/:token', async (request, reply) => {
    if (await limited(request.ip, reply)) return reply;
    const answer = request.body?.answer;
    if (answer !== 'confirm' && answer !== 'cancel') {
      return html(
        reply,
        400,
        messagePage('Respuesta no válida', 'Use los botones «Confirmar» o «Cancelar».'),
      );
    }
    const now = ctx.clock.now();
    const result: { view: OwnerView; done?: 'confirm' | 'cancel'; status: number } | undefined =
      await ctx.db.tx(async (q) => {
        const view = await ownerView(q, request.params.token, now, true);
        if (!view) return undefined;
        if (view.closed) return { view, status: 409 };
        await answerAsOwner(q, view, answer, now);
        const status = answer === 'confirm' ? 'confirmed' : 'cancelled';
        return { view: { ...view, status, closed: 'used' as const }, done: answer, status: 200 };
      });
    if (!result) return html(reply, 404, messagePage('Enlace no válido', INVALID_LINK_MSG));
    return html(reply, result.status, appointmentPage(result.view, request.params.token, result.done));
  });
}
