// API throughput at clinic scale (issue 9): seeds a clinic-scale vet on a throw-away DATA_DIR (or a
// fresh database on DATABASE_URL), starts the real server (node api/dist/server.js) and loads it with
// autocannon, 50 connections for ~10 s per route; then the same routes on a bare Fastify + pg server
// (baseline-server.mjs) over the same database. Also the server's start-up time on that DATA_DIR.
// BENCH_DURATION=<seconds> changes the 10 s.
import path from 'node:path';
import autocannon from 'autocannon';
import { ensureApiBuilt } from './lib/api-build.mjs';
import { clinicDatabase, runningEmbeddedUrl, startProduct } from './lib/clinic.mjs';
import { benchRoot } from './lib/paths.mjs';
import {
  cpuSeconds,
  freePort,
  machineBusySeconds,
  memoryMiB,
  postgresPids,
  startProcess,
  stopProcess,
} from './lib/processes.mjs';
import { printRows, row, rowBelow, writeResults } from './lib/results.mjs';

const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = 50;
const ROUNDS = 2;
const TARGET = { rps: 1500, p99: 100, ratio: 0.5, rssMiB: 300, startMs: 5000 };

/**
 * One autocannon run with the process's memory sampled meanwhile, and where the machine's CPU went
 * (in cores): the server, its PostgreSQL (when it runs on DATA_DIR), autocannon (this process) and
 * everything else running on the machine meanwhile.
 */
async function load(url, headers, pid, duration = DURATION, dataDir = undefined) {
  let rss = 0;
  const sampler = setInterval(() => (rss = Math.max(rss, memoryMiB(pid).rss)), 200);
  // Per backend: the other server's idle connections may end meanwhile, taking their past CPU along.
  const pgCpu = () => new Map((dataDir ? postgresPids(dataDir) : []).map((p) => [p, cpuSeconds(p)]));
  const pgUsed = (then) => [...pgCpu()].reduce((sum, [p, now]) => sum + now - (then.get(p) ?? 0), 0);
  const before = {
    server: cpuSeconds(pid),
    pg: pgCpu(),
    bench: cpuSeconds(process.pid),
    all: machineBusySeconds(),
  };
  const started = performance.now();
  try {
    const r = await autocannon({ url, connections: CONNECTIONS, duration, headers });
    const s = (performance.now() - started) / 1000;
    const cores = (now, then) => Math.round(((now - then) / s) * 100) / 100;
    const cpu = {
      server: cores(cpuSeconds(pid), before.server),
      postgres: cores(pgUsed(before.pg), 0),
      autocannon: cores(cpuSeconds(process.pid), before.bench),
      machine: cores(machineBusySeconds(), before.all),
    };
    cpu.others = Math.round((cpu.machine - cpu.server - cpu.postgres - cpu.autocannon) * 100) / 100;
    return { rps: Math.round(r.requests.average), p99: r.latency.p99, errors: r.errors + r.non2xx, rss, cpu };
  } finally {
    clearInterval(sampler);
  }
}

/**
 * Each route on the API and on the baseline, alternately, ROUNDS times; the best run of each counts.
 * Alternating spreads whatever else the machine is doing over both servers alike.
 */
async function measure(servers, routes, headers, dataDir) {
  const best = Object.fromEntries(servers.map((s) => [s.name, {}]));
  for (const [route, url] of routes) {
    for (let round = 0; round < ROUNDS; round++) {
      for (const server of servers) {
        await load(server.base + url, headers, server.pid, 2); // warm-up: JIT, pool, caches
        const r = await load(server.base + url, headers, server.pid, DURATION, dataDir);
        const { cpu } = r;
        console.log(
          `  ${server.name.padEnd(10)} ${route}: ${r.rps} req/s, p99 ${r.p99} ms, errores ${r.errors}; ` +
            `CPU (núcleos): servidor ${cpu.server}, PostgreSQL ${cpu.postgres}, autocannon ${cpu.autocannon}, otros ${cpu.others}`,
        );
        const kept = best[server.name][route];
        if (!kept || r.rps > kept.rps)
          best[server.name][route] = { ...r, rss: Math.max(r.rss, kept?.rss ?? 0) };
      }
    }
  }
  return best;
}

async function main() {
  ensureApiBuilt();
  const clinic = await clinicDatabase();
  const rows = [];
  try {
    const port = await freePort();
    const api = await startProduct(clinic, port);
    const base = `http://127.0.0.1:${port}`;
    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: clinic.email, password: clinic.password }),
    });
    const { token } = await login.json();
    const headers = { authorization: `Bearer ${token}` };
    const first = await (await fetch(`${base}/api/owners?limit=1`, { headers })).json();
    const routes = [
      ['GET /api/owners/:id', `/api/owners/${first.items[0]._id}`],
      ['GET /api/patients?q=luna&page=1', '/api/patients?q=luna&page=1'],
    ];

    const basePort = await freePort();
    const baseEnv = {
      ...process.env,
      PORT: String(basePort),
      DATABASE_URL: clinic.databaseUrl ?? runningEmbeddedUrl(clinic.dataDir),
    };
    const baseline = await startProcess(
      path.join(benchRoot, 'baseline-server.mjs'),
      baseEnv,
      `http://127.0.0.1:${basePort}/api/patients`,
    );
    console.log(
      `\nAPI y línea base (Fastify + pg sin más): ${CONNECTIONS} conexiones, ${DURATION} s por ruta`,
    );
    const { api: app, base: bare } = await measure(
      [
        { name: 'api', base, pid: api.child.pid },
        { name: 'base', base: `http://127.0.0.1:${basePort}`, pid: baseline.child.pid },
      ],
      routes,
      headers,
      clinic.databaseUrl ? undefined : clinic.dataDir,
    );
    await stopProcess(baseline.child);
    const compressed = await load(
      `${base}${routes[1][1]}`,
      { ...headers, 'accept-encoding': 'gzip, br' },
      api.child.pid,
    );
    const memory = memoryMiB(api.child.pid);
    await stopProcess(api.child);

    // A second start on the now existing DATA_DIR: what `npm start` costs on an installed clinic.
    const again = await startProduct(clinic, await freePort());
    await stopProcess(again.child);

    for (const [name] of routes) {
      const a = app[name];
      const b = bare[name];
      rows.push(
        row(`${name}: peticiones/s`, a.rps, 'req/s', `≥ ${TARGET.rps}`, a.rps >= TARGET.rps),
        row(`${name}: latencia p99`, a.p99, 'ms', `< ${TARGET.p99} ms`, a.p99 < TARGET.p99),
        row(
          `${name}: frente a la línea base (${b.rps} req/s)`,
          Math.round((a.rps / b.rps) * 100),
          '%',
          '≥ 50 %',
          a.rps >= b.rps * TARGET.ratio,
        ),
        row(`${name}: errores`, a.errors, '', '0', a.errors === 0),
        // Where the 2 cores went during that run: the server, PostgreSQL, the load generator, the rest.
        row(`${name}: CPU del servidor (node)`, a.cpu.server, 'núcleos'),
        row(`${name}: CPU de PostgreSQL`, a.cpu.postgres, 'núcleos'),
        row(`${name}: CPU de autocannon`, a.cpu.autocannon, 'núcleos'),
        row(`${name}: CPU de otros procesos de la máquina`, a.cpu.others, 'núcleos'),
      );
    }
    rows.push(
      row('GET /api/patients?q=luna&page=1 con gzip/br: peticiones/s', compressed.rps, 'req/s'),
      row(
        'Memoria del servidor (RSS máx. durante la carga)',
        Math.max(...Object.values(app).map((r) => r.rss)),
        'MiB',
        `< ${TARGET.rssMiB} MiB`,
        memory.peak < TARGET.rssMiB,
      ),
      row('Memoria del servidor (pico VmHWM)', memory.peak, 'MiB'),
      rowBelow('Arranque con DATA_DIR recién sembrado', api.ms, 'ms', TARGET.startMs),
      rowBelow('Arranque con DATA_DIR existente (2.º)', again.ms, 'ms', TARGET.startMs),
      row(
        'Siembra a escala de clínica (npm run seed)',
        Math.round(clinic.seedMs / 100) / 10,
        's',
        '< 60 s',
        clinic.seedMs < 60_000,
      ),
    );
    printRows('Rendimiento de la API a escala de clínica', rows);
    writeResults('api-throughput', rows, {
      app,
      baseline: bare,
      connections: CONNECTIONS,
      durationS: DURATION,
    });
  } finally {
    await clinic.cleanup();
  }
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 0; // figures only: never fail the run
});
