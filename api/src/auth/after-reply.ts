import type { FastifyReply } from 'fastify';

/**
 * Settles once the answer has left (or its client went away): work started then cannot change how
 * long the answer took. The response emits 'close' in both cases; `destroyed` covers a client that
 * was already gone when this is called.
 */
export function replySent(reply: FastifyReply): Promise<void> {
  return new Promise((resolve) => {
    if (reply.raw.destroyed) resolve();
    else reply.raw.once('close', () => resolve());
  });
}
