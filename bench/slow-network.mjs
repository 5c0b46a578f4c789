// A first visit on a slow connection (issue 29): the built product on a clinic-scale vet (as
// page-load.mjs), each visit in a new browser context (empty HTTP cache) on Lighthouse's «Slow 4G»
// (lib/slow-4g.mjs: 1.6 Mbps × 0.9 down, 750 kbps up, 150 ms per request) with the CPU slowed 4×:
//   /auth/login without a session: LCP (≤ 2.5 s)
//   /owners signed in: first row visible (≤ 3.5 s); then in a new tab of the same context (warm HTTP
//   cache): first row visible (≤ 1.5 s)
//   / signed in: the «Panel de Resumen» counters with their numbers (≤ 3.5 s)
//   every other main screen reachable by address (/patients, /grooming-services, a pet's history,
//   /appointments, /reports/income, /medical-history, /clinic): FCP and LCP, no target
// and the floor (lib/floor-page.mjs): a static copy of the login screen without script on the same
// profile; the product's login LCP as a ratio of the floor's. Each screen is also visited once per run
// cold on loopback (network at full speed) with the CPU slowed 4×, page-load.mjs's conditions, to read
// the network's share. VISITS (3) slow visits per screen per run, BENCH_SLOW_RUNS=<n> (1) runs: the
// median of each run's median counts. Every navigation waits for Chromium to be quiet (lib/quiet.mjs).
/* global document */
import {
  benchState,
  launchChromium,
  median,
  missingFrontEnds,
  quietThenThrottle,
  signedInPage,
} from './lib/browser.mjs';
import { withSeededProduct } from './lib/clinic.mjs';
import { startFloorServer } from './lib/floor-page.mjs';
import { printRows, row, writeResults } from './lib/results.mjs';
import { DASHBOARD_COUNTERS, LOADING, LOGIN_FORM, LOGIN_FORM_LIVE, ROW } from './lib/screens.mjs';
import { SLOW_4G, emulateSlow4G, paintFigures } from './lib/slow-4g.mjs';

const RUNS = Number(process.env.BENCH_SLOW_RUNS ?? 1);
const VISITS = 3;
const CPU_RATE = 4;
const TIMEOUT_MS = 60_000;
const FLOOR = { key: 'floor', label: 'Suelo (HTML estático del inicio de sesión, sin script)' };
// `watch`: when the screen is usable (the probes' frame), with `what` and its `target` (ms);
// `heading`: the others, read once their heading shows and nothing is loading.
const SCREENS = [
  {
    key: 'login',
    url: '/auth/login',
    session: false,
    watch: LOGIN_FORM,
    what: 'formulario visible',
    // The prerendered copy shows the form before any script: when the real one has taken over.
    live: LOGIN_FORM_LIVE,
  },
  { key: 'owners', url: '/owners', watch: ROW, what: 'primera fila visible', target: 3500, repeat: 1500 },
  {
    key: 'dashboard',
    url: '/',
    label: '/ Panel de Resumen',
    watch: DASHBOARD_COUNTERS,
    what: 'contadores con sus números',
    target: 3500,
  },
  { key: 'patients', url: '/patients', heading: 'Mascotas' },
  { key: 'grooming', url: '/grooming-services', heading: 'Servicios de Peluquería' },
  {
    key: 'history',
    url: (ids) => `/patients/${ids.longHistoryPetId}/history`,
    label: '/patients/:id/history',
    heading: /^Historia clínica de /,
  },
  { key: 'appointments', url: '/appointments', heading: 'Agenda' },
  { key: 'reports', url: '/reports/income', heading: 'Reportes' },
  { key: 'medical-history', url: '/medical-history', heading: 'Consultas' },
  { key: 'clinic', url: '/clinic', heading: 'Clínica' },
];
const LOGIN_LCP_MS = 2500;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const ms = (n) => (Number.isFinite(n) ? Math.round(n) : 'n/d');

/**
 * One navigation of `page` to `url` (Slow 4G when `slow`, the CPU ÷4 either way): when the screen was
 * usable (its watched elements, or its heading with nothing loading), then its FCP and LCP.
 */
async function load(page, cdp, url, spec, slow) {
  if (slow) await emulateSlow4G(cdp);
  await quietThenThrottle(cdp, CPU_RATE); // a new context's set-up is not the page's load
  await page.goto(url, { waitUntil: 'commit', timeout: TIMEOUT_MS });
  let ready = NaN;
  let live = NaN;
  if (spec.watch) {
    const { seen } = await benchState(page, spec.live ? ['ready', 'live'] : ['ready'], TIMEOUT_MS);
    ready = seen.ready ?? NaN;
    live = seen.live ?? NaN;
  } else {
    await page
      .getByRole('heading', { name: spec.heading, exact: true })
      .first()
      .waitFor({ timeout: TIMEOUT_MS })
      .then(() =>
        page.waitForFunction((s) => !document.querySelector(s), LOADING, { polling: 100, timeout: 20_000 }),
      )
      .catch(() => console.log(`  ${url}: no se vio «${spec.heading}» cargado`));
  }
  await sleep(1000); // the last paint's LCP entry, and an image asked for after the content
  return { ready, live, ...(await paintFigures(page, Number.isFinite(ready) ? ready : Infinity)) };
}

/** A cold visit in a new context; for a `repeat` screen on Slow 4G, then again in a new tab of it. */
async function visit(browser, base, token, spec, slow) {
  const watch = { ...(spec.watch && { ready: spec.watch }), ...(spec.live && { live: spec.live }) };
  const { context, page, cdp } = await signedInPage(browser, {
    token: spec.session === false ? null : token,
    watch,
  });
  try {
    const cold = await load(page, cdp, spec.url.startsWith('http') ? spec.url : base + spec.url, spec, slow);
    if (!(slow && spec.repeat)) return { cold };
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await page.close(); // the HTTP cache stays with the context
    const tab = await context.newPage();
    const repeat = await load(tab, await context.newCDPSession(tab), base + spec.url, spec, slow);
    return { cold, repeat };
  } finally {
    await context.close(); // a slowed page left open keeps its main thread spinning
  }
}

function logVisit(spec, mode, r) {
  const f = (v) =>
    `listo ${ms(v.ready)} ms${Number.isFinite(v.live) ? `, real ${ms(v.live)} ms` : ''}, ` +
    `FCP ${ms(v.fcp)} ms, LCP ${ms(v.lcp)} ms`;
  const where = `JS ${Math.round(r.cold.jsKiB)} KiB hasta ${ms(r.cold.scripts)} ms, API ${ms(r.cold.api)} ms`;
  console.log(
    `  ${mode} ${spec.label.padEnd(24)} ${f(r.cold)} (${where})` +
      (r.repeat ? ` · pestaña nueva: ${f(r.repeat)}` : ''),
  );
}

/** The median over runs of each run's median of `pick(visit)` for `key` in `mode` ('slow' or 'full'). */
function figure(runs, key, mode, pick) {
  return median(runs.map((run) => median((run[key]?.[mode] ?? []).map(pick))));
}

function screenRows(spec, runs) {
  const slow = (pick) => figure(runs, spec.key, 'slow', pick);
  const full = (pick) => figure(runs, spec.key, 'full', pick);
  const at = (n, target) => [ms(n), 'ms', `≤ ${target} ms`, n <= target];
  const rows = [];
  const ready = slow((v) => v.cold.ready);
  if (spec.watch)
    rows.push(
      row(`${spec.label}: ${spec.what}`, ...(spec.target ? at(ready, spec.target) : [ms(ready), 'ms'])),
    );
  if (spec.live)
    rows.push(
      row(`${spec.label}: la pantalla real en uso (relevo de la copia)`, ms(slow((v) => v.cold.live)), 'ms'),
    );
  const lcp = slow((v) => v.cold.lcp);
  rows.push(
    row(`${spec.label}: FCP`, ms(slow((v) => v.cold.fcp)), 'ms'),
    row(`${spec.label}: LCP`, ...(spec.key === 'login' ? at(lcp, LOGIN_LCP_MS) : [ms(lcp), 'ms'])),
    row(`${spec.label}: JS transferido`, Math.round(slow((v) => v.cold.jsKiB)), 'KiB'),
    row(`${spec.label}: último script descargado`, ms(slow((v) => v.cold.scripts)), 'ms'),
  );
  if (spec.session !== false)
    rows.push(row(`${spec.label}: última respuesta de la API`, ms(slow((v) => v.cold.api)), 'ms'));
  if (spec.repeat) {
    const again = slow((v) => v.repeat.ready);
    rows.push(
      row(`${spec.label}, pestaña nueva (caché HTTP): ${spec.what}`, ...at(again, spec.repeat)),
      row(`${spec.label}, pestaña nueva (caché HTTP): LCP`, ms(slow((v) => v.repeat.lcp)), 'ms'),
      row(
        `${spec.label}, pestaña nueva (caché HTTP): JS transferido`,
        Math.round(slow((v) => v.repeat.jsKiB)),
        'KiB',
      ),
    );
  }
  // The same screen on loopback (page-load.mjs's conditions): what the network adds.
  const local = `en red local (CPU ÷${CPU_RATE})`;
  if (spec.watch) rows.push(row(`${spec.label}: ${spec.what} ${local}`, ms(full((v) => v.cold.ready)), 'ms'));
  rows.push(row(`${spec.label}: LCP ${local}`, ms(full((v) => v.cold.lcp)), 'ms'));
  return rows;
}

function floorRows(runs) {
  const floorLcp = figure(runs, 'floor', 'slow', (v) => v.cold.lcp);
  const loginLcp = figure(runs, 'login', 'slow', (v) => v.cold.lcp);
  return [
    row(`${FLOOR.label}: FCP`, ms(figure(runs, 'floor', 'slow', (v) => v.cold.fcp)), 'ms'),
    row(`${FLOOR.label}: LCP`, ms(floorLcp), 'ms'),
    row('/auth/login: LCP / LCP del suelo', Math.round((loginLcp / floorLcp) * 10) / 10, '×'),
  ];
}

async function main() {
  const missing = missingFrontEnds();
  if (missing.length > 0) {
    console.log(`[bench] Faltan compilaciones (${missing.join(', ')}): ejecuta npm run build. Se omite.`);
    return;
  }
  await withSeededProduct(async ({ clinic, base, token }) => {
    let floor;
    let browser;
    try {
      floor = await startFloorServer();
      const screens = SCREENS.filter((s) => s.key !== 'history' || clinic.longHistoryPetId).map((s) => ({
        ...s,
        url: typeof s.url === 'function' ? s.url(clinic) : s.url,
        label: s.label ?? s.url,
      }));
      const floorSpec = { ...FLOOR, url: floor.url, session: false, watch: LOGIN_FORM };

      browser = await launchChromium();
      console.log(
        `\nChromium ${browser.version()}, Slow 4G (${SLOW_4G.latency} ms, ` +
          `${(SLOW_4G.downloadThroughput * 8) / 1e6} Mbps ↓, ${(SLOW_4G.uploadThroughput * 8) / 1e3} kbps ↑) ` +
          `y CPU ÷${CPU_RATE}, ${VISITS} visitas por pantalla × ${RUNS} ejecución(es)`,
      );
      // A first visit of each screen warms the server (JIT, PostgreSQL caches), not the browser.
      for (const spec of screens) await visit(browser, base, token, spec, false);

      const runs = [];
      for (let run = 0; run < RUNS; run++) {
        const figures = {};
        const keep = (spec, mode, r) => (figures[spec.key] ??= { slow: [], full: [] })[mode].push(r);
        for (let i = 0; i < VISITS; i++) {
          for (const spec of [floorSpec, ...screens]) {
            const r = await visit(browser, base, token, spec, true);
            logVisit(spec, 'Slow 4G', r);
            keep(spec, 'slow', r);
          }
        }
        for (const spec of screens) {
          const r = await visit(browser, base, token, spec, false);
          logVisit(spec, 'red local', r);
          keep(spec, 'full', r);
        }
        runs.push(figures);
      }

      const rows = [...screenRows(screens[0], runs), ...floorRows(runs)];
      for (const spec of screens.slice(1)) rows.push(...screenRows(spec, runs));
      printRows(`Primera visita en Slow 4G y CPU ÷${CPU_RATE} (issue 29)`, rows);
      writeResults('slow-network', rows, {
        chromium: browser.version(),
        network: SLOW_4G,
        cpuThrottling: CPU_RATE,
        visits: VISITS,
        runs: RUNS,
        raw: runs,
      });
    } finally {
      await browser?.close();
      await floor?.close();
    }
  });
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 0; // figures only: never fail the run
});
