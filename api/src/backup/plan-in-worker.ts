import { Worker } from 'node:worker_threads';
import { HttpError } from '../http/errors.js';
import { OUT_OF_MEMORY_MSG, TOO_SLOW_MSG, type BackupLimits } from './format.js';
import type { WorkerAnswer, WorkerInput } from './restore-worker.js';
import type { RestorePlan } from './validate.js';

// The built server starts dist/backup/restore-worker.js; the tests run the TypeScript sources, whose
// worker loads them through api/scripts/ts-worker.mjs (compiled with SWC, as jest does).
const fromSource = import.meta.url.endsWith('.ts');
const workerEntry = new URL(`./restore-worker.${fromSource ? 'ts' : 'js'}`, import.meta.url);
const workerScript = fromSource ? new URL('../../scripts/ts-worker.mjs', import.meta.url) : workerEntry;

/**
 * Reads, inflates, parses and checks the uploaded file (at `file`) in a worker thread, so the server
 * keeps answering everyone else meanwhile. The worker has its own heap cap and a wall-clock limit:
 * past either it is stopped and the vet told so; nothing has been written by then.
 */
export function planInWorker(
  file: string,
  limits: BackupLimits,
  now: Date,
  zone: string,
): Promise<RestorePlan> {
  const input: WorkerInput = { file, limits, now: now.toISOString(), zone };
  const worker = new Worker(workerScript, {
    workerData: fromSource ? { ...input, entry: workerEntry.href } : input,
    resourceLimits: { maxOldGenerationSizeMb: limits.workerHeapMb },
    // None of the server's own flags (`node --watch`, a test runner's): the worker needs none.
    execArgv: [],
  });
  return new Promise<RestorePlan>((resolve, reject) => {
    let settled = false;
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      outcome();
    };
    const timer = setTimeout(() => settle(() => reject(new HttpError(503, TOO_SLOW_MSG))), limits.workerMs);
    worker.once('message', (message: WorkerAnswer) =>
      settle(() => {
        if ('plan' in message) resolve(revive(message.plan));
        else if ('refused' in message) {
          const { status, msg, errors } = message.refused;
          reject(new HttpError(status, msg, errors));
        } else reject(new Error(`La lectura del respaldo falló: ${message.failed}`));
      }),
    );
    worker.once('error', (err: NodeJS.ErrnoException) =>
      settle(() =>
        reject(err.code === 'ERR_WORKER_OUT_OF_MEMORY' ? new HttpError(413, OUT_OF_MEMORY_MSG) : err),
      ),
    );
    worker.once('exit', (code) =>
      settle(() => reject(new Error(`La lectura del respaldo terminó sin respuesta (código ${code})`))),
    );
  });
}

/** Photos and the logo arrive as plain Uint8Arrays (structured clone): Buffers again, over the same memory. */
function revive(plan: RestorePlan): RestorePlan {
  const asBuffer = (bytes: Uint8Array | null) =>
    bytes && Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  for (const pet of plan.patients) pet.photo = asBuffer(pet.photo);
  if (plan.clinic) plan.clinic.logo = asBuffer(plan.clinic.logo);
  return plan;
}
