import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../context.js';
import type { Db } from '../db/pool.js';

/** A committed owner delete: the owner and every row cascading from it are gone. */
export interface OwnerDeletedEvent {
  clinicId: string;
  ownerId: string;
  log: FastifyBaseLogger;
}

export type OwnerDeletedHook = (event: OwnerDeletedEvent) => Promise<void> | void;

// Per app, keyed by its database handle (ctx.db: one per buildApp, and tests hold it too), so apps built
// side by side in one test file never run each other's hooks.
const hooks = new WeakMap<Db, Set<OwnerDeletedHook>>();

/**
 * Work that has to follow an owner delete after its commit, e.g. the patients plugin removing photos no
 * pet shows any more: `afterOwnerDeleted(ctx, () => photos.sweep())`.
 * Hooks run in order after the commit, before the 200 answer, and never for a 404 or a failed delete.
 * A hook that throws is logged and does not change the answer (the delete already happened), so it
 * should be idempotent and catch up next time. Returns a function that unregisters the hook.
 */
export function afterOwnerDeleted(ctx: Pick<AppContext, 'db'>, hook: OwnerDeletedHook): () => void {
  let set = hooks.get(ctx.db);
  if (!set) hooks.set(ctx.db, (set = new Set()));
  set.add(hook);
  return () => {
    set.delete(hook);
  };
}

export async function runOwnerDeletedHooks(
  ctx: Pick<AppContext, 'db'>,
  event: OwnerDeletedEvent,
): Promise<void> {
  for (const hook of [...(hooks.get(ctx.db) ?? [])]) {
    try {
      await hook(event);
    } catch (err) {
      event.log.error({ err, ownerId: event.ownerId }, 'Falló una tarea posterior a eliminar un propietario');
    }
  }
}
