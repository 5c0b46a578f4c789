// Waits for Chromium to go quiet before a measured step. A new browser context is a new profile:
// Chromium spends about two seconds of CPU setting it up (seen with Chromium 156 on this 2-core
// machine: 1.3 s of CPU in the first 250 ms after newPage, still 0.3 s a quarter-second later).
// A page loaded at once shares the two cores with that work: a cold /owners at ÷4 took 4.5 s
// instead of 3.2 s. A vet's browser is already open, so the benches wait, then measure.
import { readdirSync, readlinkSync } from 'node:fs';
import { cpuSeconds } from './processes.mjs';

const CHROMIUM_EXE = /\/chrom(e|ium)[^/]*$/;

/** CPU time (ms) used so far by every Chromium process on the machine; null where /proc is missing. */
export function chromiumCpuMs() {
  let pids;
  try {
    pids = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return null;
  }
  let seconds = 0;
  for (const pid of pids) {
    try {
      if (CHROMIUM_EXE.test(readlinkSync(`/proc/${pid}/exe`))) seconds += cpuSeconds(pid);
    } catch {
      /* the process ended meanwhile, or is not ours to read */
    }
  }
  return seconds * 1000;
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Resolves once Chromium used at most `busyMs` of CPU in a `windowMs` window (10 %: idle
 * timers and the compositor), or after `timeoutMs`. Returns how long it waited. Without /proc
 * (not Linux), waits a fixed 3 s instead.
 */
export async function chromiumQuiet({ windowMs = 250, busyMs = 25, timeoutMs = 10_000 } = {}) {
  const start = performance.now();
  let before = chromiumCpuMs();
  if (before === null) {
    await sleep(3000);
    return performance.now() - start;
  }
  while (performance.now() - start < timeoutMs) {
    await sleep(windowMs);
    const now = chromiumCpuMs();
    if (now - before <= busyMs) break;
    before = now;
  }
  return performance.now() - start;
}
