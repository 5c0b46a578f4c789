// A worker thread started from api/src's TypeScript sources, as the tests run them (the built server
// starts dist's compiled .js instead): registers ts-hooks.mjs, then loads the worker's .ts entry.
import { register } from 'node:module';
import { workerData } from 'node:worker_threads';

register('./ts-hooks.mjs', import.meta.url);
await import(workerData.entry);
