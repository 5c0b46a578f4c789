// Starting and stopping the servers under test, and watching their memory.
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import net from 'node:net';

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** The first port of [from, to] free on 127.0.0.1 (benches that must stay in a given range). */
export async function freePortIn(from, to) {
  for (let port = from; port <= to; port++) {
    const free = await new Promise((resolve) => {
      const server = net.createServer();
      server.once('error', () => resolve(false));
      server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
    });
    if (free) return port;
  }
  throw new Error(`Ningún puerto libre entre ${from} y ${to}`);
}

/**
 * Spawns `node <script>` and waits until `readyUrl` answers 200: { child, ms }. Its output is kept
 * aside (the figures stay readable) and shown only when it fails to start.
 */
export async function startProcess(script, env, readyUrl, timeoutMs = 60_000) {
  const started = performance.now();
  const child = spawn(process.execPath, [script], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const keep = (chunk) => (output = (output + chunk).slice(-8000));
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  let exited = false;
  child.once('exit', () => (exited = true));
  while (performance.now() - started < timeoutMs) {
    if (exited) throw new Error(`${script} terminó antes de estar listo:\n${output}`);
    try {
      if ((await fetch(readyUrl)).status === 200)
        return { child, ms: Math.round(performance.now() - started) };
    } catch {
      /* not listening yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  child.kill('SIGTERM');
  throw new Error(`${script} no respondió en ${timeoutMs / 1000} s`);
}

/** SIGTERM, then wait for the exit (the server stops its embedded PostgreSQL first). */
export function stopProcess(child) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });
}

/** Resident memory of a process in MiB (Linux /proc), and its peak so far. */
export function memoryMiB(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kib = (key) => Number(new RegExp(`${key}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
    return { rss: Math.round(kib('VmRSS') / 1024), peak: Math.round(kib('VmHWM') / 1024) };
  } catch {
    return { rss: 0, peak: 0 };
  }
}

const TICKS_PER_S = 100; // USER_HZ on Linux

/** CPU seconds (user + system) a process has used so far; 0 once it is gone. */
export function cpuSeconds(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_S;
  } catch {
    return 0;
  }
}

/** The PostgreSQL postmaster of a DATA_DIR and its backends, by pid. */
export function postgresPids(dataDir) {
  let postmaster;
  try {
    postmaster = Number(readFileSync(`${dataDir}/pg/postmaster.pid`, 'utf8').split('\n')[0]);
  } catch {
    return [];
  }
  const children = readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((pid) => {
      try {
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === postmaster;
      } catch {
        return false;
      }
    })
    .map(Number);
  return [postmaster, ...children];
}

/** CPU seconds the whole machine has been busy (all cores), from /proc/stat. */
export function machineBusySeconds() {
  const [user, nice, system, , , irq, softirq, steal] = readFileSync('/proc/stat', 'utf8')
    .split('\n')[0]
    .split(/\s+/)
    .slice(1)
    .map(Number);
  return (user + nice + system + irq + softirq + steal) / TICKS_PER_S;
}
