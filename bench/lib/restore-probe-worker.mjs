// The product's restore worker (api/dist/backup/restore-worker.js, workerData.entry) run unchanged,
// with its own heap watched from inside: node 20 cannot read a worker's heap from outside. Its used
// heap is sampled every 10 ms while it reads and checks the file; once its answer is posted (the plan,
// exactly as the route gets it), a full GC gives the heap its plan keeps, and a second message reports.
import v8 from 'node:v8';
import vm from 'node:vm';
import { parentPort, workerData } from 'node:worker_threads';

v8.setFlagsFromString('--expose-gc');
const gc = vm.runInNewContext('gc');
const MiB = 2 ** 20;
const heap = () => v8.getHeapStatistics();

const peak = { used: 0, committed: 0 };
const sample = () => {
  const h = heap();
  peak.used = Math.max(peak.used, h.used_heap_size);
  peak.committed = Math.max(peak.committed, h.total_heap_size);
};
const sampler = setInterval(sample, 10);

const post = parentPort.postMessage.bind(parentPort);
parentPort.postMessage = (message, transfer) => {
  clearInterval(sampler);
  sample();
  post(message, transfer);
  // `message` still holds the plan here: what survives a full GC is the plan plus the loaded code.
  gc();
  const kept = heap().used_heap_size;
  post({
    probe: {
      peakUsedMiB: Math.round(peak.used / MiB),
      peakCommittedMiB: Math.round(peak.committed / MiB),
      keptMiB: Math.round(kept / MiB),
      limitMiB: Math.round(heap().heap_size_limit / MiB),
    },
  });
};

await import(workerData.entry);
