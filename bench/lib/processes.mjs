// Starting and stopping the servers under test, and watching their memory.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
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
