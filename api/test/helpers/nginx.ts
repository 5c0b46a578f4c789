import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { chmod, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { findFreePort } from '../../src/db/free-port.js';
import { repoRoot } from '../../src/lib/paths.js';

/** Debian's nginx as a child of the test, in front of API instances on the loopback. */
export interface Nginx {
  port: number;
  base: string;
  /** One line per request: `<method> <uri> <status> <upstream addresses tried>`. */
  accessLog(): Promise<string[]>;
  stop(): Promise<void>;
}

function executable(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function findNginx(): string | undefined {
  const dirs = [...(process.env.PATH ?? '').split(path.delimiter), '/usr/sbin', '/usr/local/sbin'];
  const candidates = [process.env.NGINX_PATH, ...dirs.map((dir) => path.join(dir, 'nginx'))];
  return candidates.find((file): file is string => !!file && executable(file));
}

/** The nginx binary; the project's script installs Debian's package first when it is missing. */
export function nginxBinary(): string {
  const found = findNginx();
  if (found) return found;
  const script = path.join(repoRoot, 'scripts', 'ensure-nginx.sh');
  const result = spawnSync('bash', [script], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${script} falló:\n${result.stdout}${result.stderr}`);
  const installed = findNginx();
  if (!installed) throw new Error(`${script} terminó, pero nginx sigue sin aparecer`);
  return installed;
}

/**
 * The README's «Varias instancias» configuration, with what a test run needs around it: no daemon (the
 * master is the test's child), and pid, logs and temporary files in the run's own folder.
 */
export function nginxConfig(prefix: string, port: number, upstreamPorts: number[]): string {
  const servers = upstreamPorts
    .map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=10s;`)
    .join('\n');
  return `daemon off;
worker_processes 1;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 256; }
http {
  log_format upstreams '$request_method $uri $status $upstream_addr';
  access_log ${prefix}/access.log upstreams;
  client_body_temp_path ${prefix}/client_body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;

  upstream vetclinic {
${servers}
  }

  server {
    listen 127.0.0.1:${port};
    client_max_body_size 201m;

    location / {
      proxy_pass http://vetclinic;
      proxy_http_version 1.1;
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_next_upstream error timeout;
      proxy_next_upstream_tries 2;
      proxy_connect_timeout 2s;
      proxy_send_timeout 300s;
      proxy_read_timeout 300s;
    }
  }
}
`;
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

export async function startNginx(upstreamPorts: number[]): Promise<Nginx> {
  const binary = nginxBinary();
  const prefix = await mkdtemp(path.join(os.tmpdir(), 'vet-nginx-'));
  // Run as root, nginx's workers drop to an unprivileged user that must reach the temp folders inside.
  await chmod(prefix, 0o711);
  const port = await findFreePort();
  await writeFile(path.join(prefix, 'nginx.conf'), nginxConfig(prefix, port, upstreamPorts));
  const child: ChildProcess = spawn(binary, ['-p', `${prefix}/`, '-c', 'nginx.conf', '-e', 'error.log'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout?.on('data', (c: Buffer) => (out += c.toString()));
  child.stderr?.on('data', (c: Buffer) => (out += c.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const errorLog = () => readFile(path.join(prefix, 'error.log'), 'utf8').catch(() => '');

  const deadline = Date.now() + 10_000;
  while (!(await accepts(port))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`nginx no arrancó: ${out}${await errorLog()}`);
    }
    await delay(50);
  }
  return {
    port,
    base: `http://127.0.0.1:${port}`,
    accessLog: async () =>
      (await readFile(path.join(prefix, 'access.log'), 'utf8')).split('\n').filter(Boolean),
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM'); // nginx's fast shutdown
        await exited;
      }
      await rm(prefix, { recursive: true, force: true });
    },
  };
}
