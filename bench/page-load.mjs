// Page load and input latency in Chromium (issue 9): seeds a clinic-scale vet on a throw-away DATA_DIR
// (or a fresh database on DATABASE_URL), starts the built product (node api/dist/server.js serves the
// shell, the remotes and the API) and, signed in through localStorage AUTH_TOKEN, measures with the CPU
// slowed 4× (CDP Emulation.setCPUThrottlingRate):
//   /owners (5,000 owners) and /grooming-services (40,000 services): LCP and first row visible (< 1.5 s)
//   /: the "Panel de Resumen" counters showing their numbers (< 1 s)
//   /patients/:id/history of the seed's dog with 200 consultations and 50 exams: LCP and the first row of
//   «Cronología» visible (< 1.5 s); «Gráficas»: each chart's data (its API answer, Resource Timing
//   responseEnd) → its points in the DOM (MutationObserver) (≤ 100 ms), and a click on another lab value
//   → its points (≤ 100 ms)
//   /reports/income (issue 28), this month's income of the seed's 40,000 grooming services: LCP and its
//   first chart drawn (< 1.5 s)
//   typing in the owners and grooming searches: the longest keydown/keyup/input (Event Timing, ≤ 100 ms)
//   /appointments, the agenda's day view of the seed's full day (four people, 20,000 appointments in all):
//   LCP and the first appointment block visible (< 1.5 s), and the longest event (Event Timing) of a drag
//   that moves a block one slot down with the mouse (≤ 100 ms); one person's week the same way
// and, at full speed, the lab's differential counter: key press → updated count (< 16 ms), as Event
// Timing durations of the keydowns (p95, and INP: the longest press after leaving out one per 50) and as
// MutationObserver time on the count minus the keydown's timeStamp; for the keydowns of ≥ 16 ms, how that
// time splits (waiting for the main thread, the handlers, then until the frame that shows the count). Each visit is a fresh browser context (cold: empty
// HTTP cache), then a second visit in the same context (warm); cold is the figure. A third, cold in a
// new context at full speed, shows this machine's own pace beside the ÷4 figures. BENCH_RUNS=<n> (3)
// visits per page; the median counts. Every navigation and the counter's presses wait until Chromium
// is quiet (lib/quiet.mjs): setting up a new context is the browser's work, not the page's.
// BENCH_PAGES=history,counter (keys: owners, grooming, dashboard, history, reports, agenda, counter)
// measures only those; the other rows of results/page-load.json are kept from its previous run (`measured`
// says when).
/* global window, document, MutationObserver, requestAnimationFrame */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  benchState,
  launchChromium,
  median,
  missingFrontEnds,
  percentile,
  quietThenThrottle,
  signedInPage,
} from './lib/browser.mjs';
import { api, withSeededProduct } from './lib/clinic.mjs';
import { benchRoot } from './lib/paths.mjs';
import { printRows, row, writeResults } from './lib/results.mjs';
import { DASHBOARD_COUNTERS, ROW } from './lib/screens.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const CPU_RATE = 4;
const PRESSES = 50;
const TARGET = { listMs: 1500, dashboardMs: 1000, typingMs: 100, counterMs: 16, chartMs: 100, dragMs: 100 };
const PAGES = [
  {
    key: 'owners',
    url: '/owners',
    label: '/owners',
    watch: ROW,
    target: TARGET.listMs,
    search: { box: 'Buscar propietario', text: 'martinez' },
  },
  {
    key: 'grooming',
    url: '/grooming-services',
    label: '/grooming-services',
    watch: ROW,
    target: TARGET.listMs,
    search: { box: 'Buscar servicios', text: 'canela' },
  },
  {
    key: 'dashboard',
    url: '/',
    label: '/ Panel de Resumen',
    watch: DASHBOARD_COUNTERS,
    target: TARGET.dashboardMs,
  },
  {
    key: 'history',
    url: (ids) => `/patients/${ids.longHistoryPetId}/history`,
    label: '/patients/:id/history',
    what: 'primera fila de la Cronología visible',
    watch: 'ol.clinical-timeline > li',
    target: TARGET.listMs,
    // «Gráficas», open with the page: each chart told by its title, its data by its API address.
    charts: [
      { key: 'weights', label: 'Gráficas, peso', title: 'Peso', api: '/weights' },
      { key: 'lab', label: 'Gráficas, hematología', title: 'Hematocrito', api: '/lab-exams' },
    ],
    // What a vet does next: another of the lab's values, drawn from the exams already there.
    labSwitch: 'Glóbulos blancos',
  },
  // Reportes (issue 28): the income of this month (the screen's default period), its first chart drawn.
  {
    key: 'reports',
    url: '/reports/income',
    label: '/reports/income',
    what: 'primer gráfico dibujado',
    watch: '[data-testid="bar-chart"] svg.reports-chart__drawing',
    target: TARGET.listMs,
  },
  // The agenda (issue 27) on the seed's full day: a column per person, a block per appointment.
  {
    key: 'agenda',
    url: (ids) => `/appointments?date=${ids.agendaDay}`,
    label: '/appointments (día)',
    what: 'primera cita visible',
    watch: '.appointments-block',
    target: TARGET.listMs,
    // What the front desk does next: a block dragged one slot down.
    drag: true,
  },
  // The week of the seeded vet: seven day columns (part `agenda` too).
  {
    key: 'agenda-week',
    part: 'agenda',
    url: (ids) => `/appointments?date=${ids.agendaDay}&view=week&vetId=${ids.vetId}`,
    label: '/appointments (semana de una persona)',
    what: 'primera cita visible',
    watch: '.appointments-block',
    target: TARGET.listMs,
  },
];
const partOfPage = (p) => p.part ?? p.key;
const PARTS = [...new Set(PAGES.map(partOfPage)), 'counter'];
const SELECTED = process.env.BENCH_PAGES?.split(',').map((k) => k.trim()) ?? PARTS;
const TYPING_EVENTS = new Set(['keydown', 'keyup', 'keypress', 'beforeinput', 'input']);

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const ms = (n) => (Number.isFinite(n) ? Math.round(n) : 'n/d');

/**
 * One navigation with the CPU slowed `rate` times: when the watched element(s) showed, and the LCP
 * (read once it has settled).
 */
async function load({ page, cdp }, base, spec, rate = CPU_RATE) {
  const quietWait = await quietThenThrottle(cdp, rate); // a new context's set-up is not the page's load
  await page.goto(base + spec.url, { waitUntil: 'commit' });
  const state = await benchState(page, ['ready']);
  if (spec.charts) await chartsDrawn(page, spec.charts);
  await sleep(500); // the LCP entry of the last paint arrives after it
  // Where the time went: the last script and the last API answer before the page was ready.
  const { lcp, scripts, api, jsKiB } = await page.evaluate((ready) => {
    const before = performance.getEntriesByType('resource').filter((e) => e.responseEnd <= ready);
    const last = (pick) => Math.max(0, ...before.filter(pick).map((e) => e.responseEnd));
    const js = before.filter((e) => e.initiatorType === 'script' || /\.js(\?|$)/.test(e.name));
    return {
      jsKiB: js.reduce((sum, e) => sum + e.transferSize, 0) / 1024,
      lcp: window.__bench.lcp,
      scripts: last((e) => e.initiatorType === 'script' || /\.js(\?|$)/.test(e.name)),
      api: last((e) => new URL(e.name).pathname.startsWith('/api/')),
    };
  }, state.seen.ready ?? Infinity);
  const charts = spec.charts ? await chartFigures(page, spec.charts) : undefined;
  return { ready: state.seen.ready ?? NaN, lcp: lcp || NaN, scripts, api, jsKiB, quietWait, charts };
}

/**
 * Installed before the page loads: for each chart (told by the start of its SVG's <title>), when its
 * points were first in the DOM (the MutationObserver callback after the commit that added them), how
 * many, and the frame that followed.
 */
function chartProbes(charts) {
  // A chart's points: the pairs of its line (its dots are one path).
  const pointCount = (svg) =>
    (svg.querySelector('[data-testid="chart-line"]')?.getAttribute('points') ?? '').split(' ').filter(Boolean)
      .length;
  const seen = {};
  window.__charts = seen;
  performance.setResourceTimingBufferSize(1000); // a cold load's scripts must not push the API answers out
  const observer = new MutationObserver(() => {
    for (const svg of document.querySelectorAll('svg[data-testid="line-chart"]')) {
      const title = svg.querySelector('title')?.textContent ?? '';
      const chart = charts.find((c) => !seen[c.key] && title.startsWith(c.title));
      const points = chart ? pointCount(svg) : 0;
      if (points === 0) continue;
      const entry = (seen[chart.key] = { dom: performance.now(), points });
      requestAnimationFrame(() => (entry.frame = performance.now()));
    }
    if (charts.every((c) => seen[c.key])) observer.disconnect();
  });
  observer.observe(document, { childList: true, subtree: true });
}

async function chartsDrawn(page, charts, timeoutMs = 30_000) {
  await page
    .waitForFunction(
      (keys) => keys.every((k) => window.__charts?.[k]?.frame !== undefined),
      charts.map((c) => c.key),
      { timeout: timeoutMs, polling: 50 },
    )
    .catch(() => {});
}

/** Per chart: its data's arrival (the API answer's responseEnd), its points in the DOM, the next frame. */
async function chartFigures(page, charts) {
  return page.evaluate((list) => {
    const answers = performance.getEntriesByType('resource').filter((e) => {
      const url = new URL(e.name);
      return url.pathname.startsWith('/api/patients/') && url.search === '';
    });
    return Object.fromEntries(
      list.map((c) => {
        const data = answers.find((e) => new URL(e.name).pathname.endsWith(c.api))?.responseEnd ?? NaN;
        const drawn = window.__charts[c.key] ?? {};
        return [c.key, { data, dom: drawn.dom - data, frame: drawn.frame - data, points: drawn.points ?? 0 }];
      }),
    );
  }, charts);
}

/**
 * Clicks another of the lab chart's values (its radio group) on the loaded page: the longest event of
 * the click (Event Timing), and the time from its pointerdown to the new value's points in the DOM.
 */
async function switchLabValue(page, option) {
  await page.waitForTimeout(1000); // let the load finish (remote chunks, idle work)
  await page.evaluate((label) => {
    // A chart's points: the pairs of its line (its dots are one path).
    const pointCount = (svg) =>
      (svg.querySelector('[data-testid="chart-line"]')?.getAttribute('points') ?? '')
        .split(' ')
        .filter(Boolean).length;
    const s = { down: NaN, dom: NaN, frame: NaN, points: 0 };
    window.__switch = s;
    window.__bench.events = [];
    document.addEventListener('pointerdown', (e) => (s.down = e.timeStamp), { capture: true, once: true });
    const observer = new MutationObserver(() => {
      for (const svg of document.querySelectorAll('svg[data-testid="line-chart"]')) {
        if (!(svg.querySelector('title')?.textContent ?? '').startsWith(label)) continue;
        s.points = pointCount(svg);
        if (s.points === 0) continue;
        s.dom = performance.now();
        requestAnimationFrame(() => (s.frame = performance.now()));
        observer.disconnect();
      }
    });
    observer.observe(document.querySelector('.clinical-charts'), {
      childList: true,
      subtree: true,
      characterData: true,
    });
  }, option);
  await page.locator('.clinical-charts').getByText(option, { exact: true }).click();
  await page
    .waitForFunction(() => Number.isFinite(window.__switch.frame), null, { timeout: 10_000, polling: 50 })
    .catch(() => {});
  await page.waitForTimeout(500); // Event Timing reports the click after its frame
  const { s, events } = await page.evaluate(() => ({ s: window.__switch, events: window.__bench.events }));
  const clicks = events.filter((e) =>
    ['pointerdown', 'pointerup', 'mousedown', 'mouseup', 'click'].includes(e.name),
  );
  return {
    dom: s.dom - s.down,
    frame: s.frame - s.down,
    points: s.points,
    event: Math.max(0, ...clicks.map((e) => e.duration)),
  };
}

/** Types into the list's search and returns the longest typing event (0: none reached 16 ms). */
async function typing(page, search) {
  await page.waitForTimeout(1000); // let the load finish (remote chunks, idle work)
  const box = page.getByRole('searchbox', { name: search.box });
  await box.click();
  await page.evaluate(() => (window.__bench.events = []));
  await page.keyboard.type(search.text, { delay: 60 });
  await page.waitForTimeout(1000);
  const events = await page.evaluate(() => window.__bench.events);
  const durations = events.filter((e) => TYPING_EVENTS.has(e.name)).map((e) => e.duration);
  return Math.max(0, ...durations);
}

/**
 * On the loaded agenda, drags a block one slot down with the mouse (the first block that may be dragged,
 * one slot long, whose next slot in its column is free): the longest event of the drag (Event Timing:
 * pointerdown to the click after pointerup; pointermove is not among its events), and the time from the
 * pointerup to the block in its new cell in the DOM (the agenda moves it before the server answers).
 */
async function dragBlock(page) {
  await page.waitForTimeout(1000); // let the load finish (remote chunks, idle work)
  const found = await page.evaluate(() => {
    const cells = [...document.querySelectorAll('td[data-slot-time]')];
    const cell = new Map(cells.map((td) => [`${td.dataset.slotVet} ${td.dataset.slotTime}`, td]));
    const times = [...new Set(cells.map((td) => td.dataset.slotTime))].sort();
    for (const td of cells) {
      const blocks = td.querySelectorAll('.appointments-block');
      const block = td.querySelector('.appointments-block--draggable');
      if (!block || blocks.length !== 1 || td.rowSpan !== 1) continue;
      const next = times[times.indexOf(td.dataset.slotTime) + 1];
      const free = next && cell.get(`${td.dataset.slotVet} ${next}`);
      if (!free?.querySelector('button.appointments-slot')) continue;
      block.scrollIntoView({ block: 'center' });
      const id = block.dataset.appointment;
      const s = { id, time: next, up: NaN, dom: NaN, frame: NaN };
      window.__drag = s;
      window.__bench.events = [];
      document.addEventListener('pointerup', (e) => (s.up = e.timeStamp), { capture: true, once: true });
      const observer = new MutationObserver(() => {
        if (!document.querySelector(`td[data-slot-time="${next}"] [data-appointment="${id}"]`)) return;
        s.dom = performance.now();
        requestAnimationFrame(() => (s.frame = performance.now()));
        observer.disconnect();
      });
      observer.observe(td.closest('table'), { childList: true, subtree: true });
      const centre = (el) => {
        const box = el.getBoundingClientRect();
        return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
      };
      return { from: centre(block), to: centre(free) };
    }
    return null;
  });
  if (!found) return { event: NaN, eventName: '', split: {}, dom: NaN, frame: NaN, status: 0 };
  const answer = page
    .waitForResponse((r) => r.request().method() === 'PUT' && r.url().includes('/api/appointments/'), {
      timeout: 15_000,
    })
    .catch(() => null);
  await page.mouse.move(found.from.x, found.from.y);
  await page.mouse.down();
  await page.mouse.move(found.to.x, found.to.y, { steps: 8 });
  await page.mouse.up();
  const status = (await answer)?.status() ?? 0;
  await page
    .waitForFunction(() => Number.isFinite(window.__drag.frame), null, { timeout: 10_000, polling: 50 })
    .catch(() => {});
  await page.waitForTimeout(1000); // Event Timing reports the last events after their frame
  const { s, events } = await page.evaluate(() => ({ s: window.__drag, events: window.__bench.events }));
  const longest = events.reduce((a, e) => (e.duration > (a?.duration ?? 0) ? e : a), null);
  return {
    event: longest?.duration ?? 0,
    eventName: longest?.name ?? '',
    // Its wait for the main thread, its handlers, then until the frame that showed their work.
    split: longest
      ? {
          inputDelay: longest.processingStart - longest.startTime,
          processing: longest.processingEnd - longest.processingStart,
          presentation: longest.startTime + longest.duration - longest.processingEnd,
        }
      : {},
    dom: s.dom - s.up,
    frame: s.frame - s.up,
    status,
  };
}

/**
 * Cold then warm visits at ÷4; a `measured` visit also types in the page's search and adds a cold visit
 * at full speed (a warm-up visit, which only warms the server, does neither).
 */
async function visitPage(browser, base, token, spec, measured) {
  const visit = await openVisit(browser, token, spec);
  const { context, page } = visit;
  let visits;
  try {
    const cold = await load(visit, base, spec);
    const typed = measured && spec.search ? await typing(page, spec.search) : undefined;
    const switched = measured && spec.labSwitch ? await switchLabValue(page, spec.labSwitch) : undefined;
    const dragged = measured && spec.drag ? await dragBlock(page) : undefined;
    const warm = await load(visit, base, spec);
    visits = { cold, warm, typed, switched, dragged };
  } finally {
    await context.close(); // a slowed page left open keeps its main thread spinning
  }
  if (!measured) return visits;
  return { ...visits, fullSpeed: await fullSpeedVisit(browser, base, token, spec) };
}

/** A new signed-in context and page watching `spec`'s element, and its charts when it has them. */
async function openVisit(browser, token, spec) {
  const visit = await signedInPage(browser, { token, watch: { ready: spec.watch } });
  if (spec.charts) await visit.page.addInitScript(chartProbes, spec.charts);
  return visit;
}

/** A cold visit at this machine's full speed (no throttling), to read the ÷4 figures against. */
async function fullSpeedVisit(browser, base, token, spec) {
  const visit = await openVisit(browser, token, spec);
  try {
    return await load(visit, base, spec, 1);
  } finally {
    await visit.context.close();
  }
}

/** Installs the counter's probes: keydown timeStamps and the count's mutations, on the page's clock. */
function counterProbes() {
  const c = { downs: [], mutations: [], frames: [] };
  window.__counter = c;
  document.addEventListener('keydown', (e) => c.downs.push(e.timeStamp), true);
  const total = document.querySelector('[data-testid="counter-total"]');
  new MutationObserver(() => {
    c.mutations.push(performance.now());
    requestAnimationFrame(() => c.frames.push(performance.now()));
  }).observe(total, { childList: true, characterData: true, subtree: true });
}

/** For each keydown, the first time after it in `times` minus its timeStamp. */
function delays(downs, times) {
  return downs.map((down) => (times.find((t) => t >= down) ?? NaN) - down).filter(Number.isFinite);
}

/**
 * Event Timing reports keydowns of ≥ 16 ms only: the others count as 0 (“< 16 ms”). For those long
 * ones, where the time went (medians): waiting for the main thread, running the handlers, and from
 * the handlers' end to the frame that showed the result (rendering, and waiting for the display).
 */
function eventFigures(events, presses) {
  const keydowns = events.filter((e) => e.name === 'keydown');
  const long = keydowns.map((e) => e.duration);
  const all = long.concat(Array(Math.max(0, presses - long.length)).fill(0));
  const part = (pick) => median(keydowns.map(pick));
  const slow = longInteractions(events);
  return {
    p95: percentile(all, 95),
    max: Math.max(0, ...all),
    inp: interactionToNextPaint(slow, presses),
    longInteractions: slow.length,
    long: long.length,
    split: {
      inputDelay: part((e) => e.processingStart - e.startTime),
      processing: part((e) => e.processingEnd - e.processingStart),
      presentation: part((e) => e.startTime + e.duration - e.processingEnd),
    },
  };
}

/**
 * INP as Chromium computes it for a page, from `longInteractions`' durations: the longest after leaving
 * out one per 50 interactions. Only entries of ≥ 16 ms are observed, so 0 means “< 16 ms”.
 */
function interactionToNextPaint(durations, interactions) {
  const sorted = [...durations].sort((a, b) => b - a);
  return sorted[Math.floor(interactions / 50)] ?? 0;
}

/**
 * The duration of each interaction (its longest event: a key press's keydown and keyup share an
 * interactionId) that had an event of ≥ 16 ms.
 */
function longInteractions(events) {
  const longest = new Map();
  for (const e of events) {
    if (!e.interactionId) continue;
    longest.set(e.interactionId, Math.max(longest.get(e.interactionId) ?? 0, e.duration));
  }
  return [...longest.values()];
}

async function pressKeys(page, cdp, rate, presses) {
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  await page.evaluate(() => {
    const c = window.__counter;
    c.downs.length = c.mutations.length = c.frames.length = 0;
    window.__bench.events = [];
  });
  for (let i = 0; i < presses; i++) {
    await page.keyboard.press(String(1 + (i % 8)));
    await sleep(60);
  }
  await sleep(500);
  const { c, events } = await page.evaluate(() => ({ c: window.__counter, events: window.__bench.events }));
  const dom = delays(c.downs, c.mutations);
  const frame = delays(c.downs, c.frames);
  return {
    event: eventFigures(events, presses),
    dom: { p95: percentile(dom, 95), max: Math.max(...dom), n: dom.length },
    frame: { p95: percentile(frame, 95), max: Math.max(...frame) },
    presses,
  };
}

/** A new hematology exam, its "Conteo Diferencial" tab, 50 presses of keys 1–8 (then 45 slowed 4×). */
async function counterRun(browser, base, token, patientId) {
  const { context, page, cdp } = await signedInPage(browser, { token });
  try {
    await page.goto(`${base}/patients/${patientId}/lab-exams/create`);
    await page.getByRole('tab', { name: 'Conteo Diferencial' }).click({ timeout: 30_000 });
    await page.getByTestId('counter-total').waitFor({ state: 'visible' });
    // Focus stays on the tab (not a field: keys typed in fields do not count).
    await page.evaluate(counterProbes);
    await quietThenThrottle(cdp, 1); // the rest of the exam screen's loading is not the counter's work
    const full = await pressKeys(page, cdp, 1, PRESSES);
    const slowed = await pressKeys(page, cdp, CPU_RATE, 45); // 95 in all: under the cap of 100
    const total = Number(await page.getByTestId('counter-total').textContent());
    return { full, slowed, total };
  } finally {
    await context.close();
  }
}

// The floor of this machine's browser for the counter's figures: a page that only writes the count.
const REFERENCE_COUNTER_PAGE = `data:text/html,<!doctype html><meta charset="utf-8"><title>Referencia</title>
<p>Total: <span data-testid="counter-total">0</span></p>
<script>let n = 0; document.addEventListener('keydown', (e) => {
  if (/^[1-8]$/.test(e.key)) document.querySelector('[data-testid="counter-total"]').textContent = ++n;
});</script>`;

/** The same 50 presses on `REFERENCE_COUNTER_PAGE`, at full speed. */
async function referenceCounterRun(browser) {
  const { context, page, cdp } = await signedInPage(browser, { token: '' });
  try {
    await page.goto(REFERENCE_COUNTER_PAGE);
    await page.evaluate(counterProbes);
    await quietThenThrottle(cdp, 1);
    return await pressKeys(page, cdp, 1, PRESSES);
  } finally {
    await context.close();
  }
}

function listRows(spec, runs, rows) {
  const cold = (k) => median(runs.map((r) => r.cold[k]));
  const warm = (k) => median(runs.map((r) => r.warm[k]));
  const target = `< ${spec.target} ms`;
  const ready = cold('ready');
  const what =
    spec.what ?? (spec.key === 'dashboard' ? 'contadores con sus números' : 'primera fila visible');
  rows.push(row(`${spec.label}: ${what}`, ms(ready), 'ms', target, ready < spec.target));
  const lcp = cold('lcp');
  if (spec.key === 'dashboard') rows.push(row(`${spec.label}: LCP`, ms(lcp), 'ms'));
  else rows.push(row(`${spec.label}: LCP`, ms(lcp), 'ms', target, lcp < spec.target));
  rows.push(
    row(`${spec.label}: JS transferido`, Math.round(cold('jsKiB')), 'KiB'),
    row(`${spec.label}: último script descargado`, ms(cold('scripts')), 'ms'),
    row(`${spec.label}: última respuesta de la API`, ms(cold('api')), 'ms'),
    row(`${spec.label}: ${what} (2.ª visita)`, ms(warm('ready')), 'ms'),
    row(`${spec.label}: LCP (2.ª visita)`, ms(warm('lcp')), 'ms'),
    row(`${spec.label}: ${what} sin ralentizar la CPU`, ms(median(runs.map((r) => r.fullSpeed.ready))), 'ms'),
  );
}

function counterRows(runs, references, rows) {
  const fig = (pick) => median(runs.map(pick));
  const under = (n) => (n === 0 ? `< ${TARGET.counterMs}` : Math.round(n));
  const target = `< ${TARGET.counterMs} ms`;
  const ev95 = fig((r) => r.full.event.p95);
  const evMax = fig((r) => r.full.event.max);
  const inp = fig((r) => r.full.event.inp);
  const dom95 = fig((r) => r.full.dom.p95);
  const domMax = fig((r) => r.full.dom.max);
  rows.push(
    row('Contador diferencial: keydown p95 (Event Timing)', under(ev95), 'ms', target, ev95 < 16),
    row('Contador diferencial: INP (Event Timing)', under(inp), 'ms', target, inp < 16),
    row('Contador diferencial: keydown máx. (Event Timing)', under(evMax), 'ms'),
    row(
      `Contador diferencial: pulsaciones con un evento ≥ 16 ms (de ${PRESSES})`,
      fig((r) => r.full.event.longInteractions),
      '',
    ),
    row(
      'Referencia, una página que solo escribe la cuenta: INP',
      under(median(references.map((r) => r.event.inp))),
      'ms',
    ),
    row(
      `Referencia, una página que solo escribe la cuenta: pulsaciones con un evento ≥ 16 ms (de ${PRESSES})`,
      median(references.map((r) => r.event.longInteractions)),
      '',
    ),
    row('Contador diferencial: tecla → cuenta en el DOM p95', ms(dom95), 'ms', target, dom95 < 16),
    row('Contador diferencial: tecla → cuenta en el DOM máx.', ms(domMax), 'ms', target, domMax < 16),
    row('Contador diferencial: tecla → fotograma siguiente p95', ms(fig((r) => r.full.frame.p95)), 'ms'),
    row(
      'Contador diferencial: keydown ≥ 16 ms (espera + manejador + fotograma)',
      ['inputDelay', 'processing', 'presentation']
        .map((k) => ms(fig((r) => r.full.event.split[k])))
        .join(' + '),
      'ms',
    ),
    row(
      `Contador diferencial con CPU ÷${CPU_RATE}: keydown p95`,
      under(fig((r) => r.slowed.event.p95)),
      'ms',
    ),
    row(`Contador diferencial con CPU ÷${CPU_RATE}: tecla → DOM p95`, ms(fig((r) => r.slowed.dom.p95)), 'ms'),
  );
}

function chartRows(spec, runs, rows) {
  const target = `≤ ${TARGET.chartMs} ms`;
  for (const c of spec.charts) {
    const fig = (k) => median(runs.map((r) => r.cold.charts[c.key][k]));
    const dom = fig('dom');
    rows.push(
      row(
        `${spec.label}: ${c.label}, datos → puntos en el DOM`,
        ms(dom),
        'ms',
        target,
        dom <= TARGET.chartMs,
      ),
      row(`${spec.label}: ${c.label}, datos → fotograma siguiente`, ms(fig('frame')), 'ms'),
      row(`${spec.label}: ${c.label}, llegada de los datos`, ms(fig('data')), 'ms'),
      row(`${spec.label}: ${c.label}, puntos`, fig('points'), ''),
    );
  }
  if (spec.labSwitch) {
    const fig = (k) => median(runs.map((r) => r.switched[k]));
    const [dom, event] = [fig('dom'), fig('event')];
    const click = `${spec.label}: clic en «${spec.labSwitch}»`;
    rows.push(
      row(`${click} → puntos en el DOM`, ms(dom), 'ms', target, dom <= TARGET.chartMs),
      row(
        `${click}, evento más largo`,
        event === 0 ? '< 16' : ms(event),
        'ms',
        target,
        event <= TARGET.chartMs,
      ),
    );
  }
}

function dragRows(spec, runs, rows) {
  const fig = (k) => median(runs.map((r) => r.dragged[k]));
  const event = fig('event');
  const drag = `${spec.label}: arrastrar una cita un espacio`;
  rows.push(
    row(
      `${drag}, evento más largo`,
      event === 0 ? '< 16' : ms(event),
      'ms',
      `≤ ${TARGET.dragMs} ms`,
      event <= TARGET.dragMs,
    ),
    row(
      `${drag}, evento más largo (espera + manejadores + fotograma)`,
      ['inputDelay', 'processing', 'presentation']
        .map((k) => ms(median(runs.map((r) => r.dragged.split[k]))))
        .join(' + '),
      'ms',
    ),
    row(`${drag}, soltar → cita en su nuevo espacio en el DOM`, ms(fig('dom')), 'ms'),
    row(`${drag}, soltar → fotograma siguiente`, ms(fig('frame')), 'ms'),
  );
}

/** The part of page-load.json a row belongs to: a page's part, or 'counter'. */
function partOf(name) {
  const page = PAGES.find((p) => name.startsWith(`${p.label}:`));
  return page ? partOfPage(page) : 'counter';
}

/**
 * The rows, raw figures and dates of every part: the ones measured now, the others as the previous
 * results/page-load.json had them (a run of BENCH_PAGES measures only some).
 */
function withPreviousParts(rowsByPart, raw, date) {
  const file = path.join(benchRoot, 'results', 'page-load.json');
  const previous = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : { rows: [], raw: {} };
  const rows = [];
  const measured = {};
  const kept = { ...previous.raw };
  for (const part of PARTS) {
    if (rowsByPart[part]) {
      rows.push(...rowsByPart[part]);
      measured[part] = date;
    } else {
      const old = previous.rows.filter((r) => partOf(r.name) === part);
      rows.push(...old);
      if (old.length > 0) measured[part] = previous.measured?.[part] ?? previous.date;
    }
  }
  return { rows, raw: { ...kept, ...raw }, measured };
}

async function main() {
  const missing = missingFrontEnds();
  if (missing.length > 0) {
    console.log(`[bench] Faltan compilaciones (${missing.join(', ')}): ejecuta npm run build. Se omite.`);
    return;
  }
  await withSeededProduct(async ({ clinic, base, token }) => {
    let browser;
    try {
      const patients = await api(base, token, '/api/patients?page=1');
      const patientId = (Array.isArray(patients) ? patients : patients.items)[0]._id;
      const unknown = SELECTED.filter((k) => !PARTS.includes(k));
      if (unknown.length > 0)
        console.log(`[bench] BENCH_PAGES: ${unknown.join(', ')} no es de ${PARTS.join(', ')}`);
      const vetId = (await api(base, token, '/api/auth/user'))._id;
      const ids = { longHistoryPetId: clinic.longHistoryPetId, agendaDay: clinic.agendaDay, vetId };
      if (!ids.longHistoryPetId) console.log('[bench] La siembra no dio una mascota con historia larga.');
      if (!ids.agendaDay) console.log('[bench] La siembra no dio un día de agenda completo.');
      const pages = PAGES.filter(
        (p) =>
          SELECTED.includes(partOfPage(p)) &&
          (p.key !== 'history' || ids.longHistoryPetId) &&
          (partOfPage(p) !== 'agenda' || ids.agendaDay),
      )
        // The history's address holds the seeded dog's id, the agenda's its full day.
        .map((p) => ({ ...p, url: typeof p.url === 'function' ? p.url(ids) : p.url }));

      browser = await launchChromium();
      console.log(`\nChromium ${browser.version()}, CPU ÷${CPU_RATE}, ${RUNS} visitas por página`);
      // A first visit of each page warms the server (JIT, PostgreSQL caches), not the browser.
      for (const spec of pages) await visitPage(browser, base, token, spec, false);

      const rowsByPart = {};
      const raw = {};
      for (const spec of pages) {
        const rows = (rowsByPart[partOfPage(spec)] ??= []);
        const runs = [];
        for (let i = 0; i < RUNS; i++) {
          const r = await visitPage(browser, base, token, spec, true);
          console.log(
            `  ${spec.url.padEnd(20)} fría: listo ${ms(r.cold.ready)} ms, LCP ${ms(r.cold.lcp)} ms ` +
              `(JS ${ms(r.cold.scripts)} ms, API ${ms(r.cold.api)} ms) · ` +
              `caliente: listo ${ms(r.warm.ready)} ms, LCP ${ms(r.warm.lcp)} ms · ` +
              `fría sin ralentizar: listo ${ms(r.fullSpeed.ready)} ms` +
              ` · Chromium en reposo tras ${ms(r.cold.quietWait)} ms` +
              (r.typed === undefined ? '' : ` · tecleo máx. ${ms(r.typed)} ms`) +
              Object.entries(r.cold.charts ?? {})
                .map(
                  ([k, c]) => ` · ${k}: datos ${ms(c.data)} ms → DOM +${ms(c.dom)} ms (${c.points} puntos)`,
                )
                .join('') +
              (r.switched === undefined
                ? ''
                : ` · clic → DOM ${ms(r.switched.dom)} ms (evento ${ms(r.switched.event)} ms)`) +
              (r.dragged === undefined
                ? ''
                : ` · arrastre: evento más largo ${ms(r.dragged.event)} ms (${r.dragged.eventName || '—'}), ` +
                  `soltar → DOM ${ms(r.dragged.dom)} ms, PUT ${r.dragged.status || 'sin respuesta'}`),
          );
          runs.push(r);
        }
        raw[spec.key] = runs;
        listRows(spec, runs, rows);
        if (spec.search) {
          const typed = median(runs.map((r) => r.typed));
          rows.push(
            row(
              `${spec.label}: tecleo en la búsqueda, evento más largo`,
              typed === 0 ? '< 16' : Math.round(typed),
              'ms',
              `≤ ${TARGET.typingMs} ms`,
              typed <= TARGET.typingMs,
            ),
          );
        }
        if (spec.charts) chartRows(spec, runs, rows);
        if (spec.drag) dragRows(spec, runs, rows);
      }

      if (SELECTED.includes('counter')) await counterPart(browser, base, token, patientId, rowsByPart, raw);

      const date = new Date().toISOString();
      const all = withPreviousParts(rowsByPart, raw, date);
      printRows(`Carga de páginas en Chromium (CPU ÷${CPU_RATE}) y contador diferencial`, all.rows);
      writeResults('page-load', all.rows, {
        chromium: browser.version(),
        cpuThrottling: CPU_RATE,
        runs: RUNS,
        // When each part's rows were measured: BENCH_PAGES keeps the others from an earlier run.
        measured: all.measured,
        raw: all.raw,
      });
    } finally {
      await browser?.close();
    }
  });
}

/** The lab's differential counter, then the reference page, RUNS times each. */
async function counterPart(browser, base, token, patientId, rowsByPart, raw) {
  const counter = [];
  for (let i = 0; i < RUNS; i++) {
    const r = await counterRun(browser, base, token, patientId);
    console.log(
      `  contador: keydown p95 ${ms(r.full.event.p95)} ms (${r.full.event.long} ≥ 16 ms), ` +
        `INP ${ms(r.full.event.inp)} ms (${r.full.event.longInteractions} pulsaciones ≥ 16 ms), ` +
        `(espera ${ms(r.full.event.split.inputDelay)} + manejador ${ms(r.full.event.split.processing)} + ` +
        `fotograma ${ms(r.full.event.split.presentation)} ms), ` +
        `DOM p95 ${ms(r.full.dom.p95)} / máx. ${ms(r.full.dom.max)} ms (${r.full.dom.n} de ${PRESSES}); ` +
        `CPU ÷${CPU_RATE}: keydown p95 ${ms(r.slowed.event.p95)} ms, DOM p95 ${ms(r.slowed.dom.p95)} ms; ` +
        `total ${r.total}`,
    );
    counter.push(r);
  }
  const references = [];
  for (let i = 0; i < RUNS; i++) {
    const r = await referenceCounterRun(browser);
    console.log(`  página de referencia: INP ${ms(r.event.inp)} ms (${r.event.longInteractions} ≥ 16 ms)`);
    references.push(r);
  }
  raw.counter = counter;
  raw.referenceCounter = references;
  counterRows(counter, references, (rowsByPart.counter = []));
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 0; // figures only: never fail the run
});
