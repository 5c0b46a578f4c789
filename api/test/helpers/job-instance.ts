// A child process of jobs-queue.test.ts: one instance that sends a job, takes it, and hangs in its
// handler until the test kills the process (node <this file> <database url> <queue>).
import { testJobQueue } from './jobs.js';

const [url, queue] = process.argv.slice(2);
const jobs = testJobQueue(url!);
await jobs.define(
  queue!,
  async (job) => {
    process.stdout.write(`running ${job.id}\n`);
    await new Promise(() => undefined); // never settles: the process dies in here
  },
  { expireInSeconds: 2, retryLimit: 1 },
);
await jobs.start();
await jobs.send(queue!, { reminder: 'vacuna' });
