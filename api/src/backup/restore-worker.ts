import { parentPort, workerData } from 'node:worker_threads';
import { AjvCompiler } from '@fastify/ajv-compiler';
import { HttpError } from '../http/errors.js';
import { AJV_CUSTOM_OPTIONS } from '../http/ajv-options.js';
import type { BackupLimits } from './format.js';
import { readBackup } from './read-file.js';
import { RestorePlanner, type Compile, type RestorePlan } from './validate.js';

/** What the route hands the worker (plan-in-worker.ts). */
export interface WorkerInput {
  file: string;
  limits: BackupLimits;
  /** The request's clock, ISO 8601: "no future dates" means the same instant as in the route. */
  now: string;
  /** The restoring clinic's time zone (the session's), in which a date is "future". */
  zone: string;
}

/** The worker's one answer: the checked plan, or the refusal as the route sends it. */
export type WorkerAnswer =
  | { plan: RestorePlan }
  | { refused: { status: number; msg: string; errors?: HttpError['errors'] } }
  | { failed: string };

// fastify's own compiler with the app's options: the routes' rules, compiled as the routes compile them.
const buildValidator = AjvCompiler()({}, { customOptions: AJV_CUSTOM_OPTIONS });
const compiled = new Map<object, ReturnType<Compile>>();
const compile: Compile = (schema) => {
  let validate = compiled.get(schema);
  if (!validate) {
    validate = buildValidator({ schema, method: 'POST', url: '/api/backup/restore', httpPart: 'body' });
    compiled.set(schema, validate!);
  }
  return validate!;
};

async function plan({ file, limits, now, zone }: WorkerInput): Promise<RestorePlan> {
  const planner = new RestorePlanner(compile, new Date(now), limits, zone);
  await readBackup(file, limits, planner);
  return planner.finish();
}

function answer(message: WorkerAnswer, transfer: ArrayBuffer[] = []): void {
  parentPort!.postMessage(message, transfer);
}

plan(workerData as WorkerInput).then(
  // The photos and the logo move to the route's thread without a copy (each has its own ArrayBuffer).
  (p) =>
    answer(
      { plan: p },
      [...p.patients.map((pet) => pet.photo), p.clinic?.logo ?? null].flatMap((bytes) =>
        bytes ? [bytes.buffer as ArrayBuffer] : [],
      ),
    ),
  (err: unknown) =>
    answer(
      err instanceof HttpError
        ? { refused: { status: err.statusCode, msg: err.msg, errors: err.errors } }
        : { failed: err instanceof Error ? (err.stack ?? err.message) : String(err) },
    ),
);
