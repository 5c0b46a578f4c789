// Chromium for the page benches (Debian's /usr/bin/chromium through playwright-core: no browser
// download), a signed-in context per visit, CPU throttling over CDP, and the in-page probes that
// record when things appear (PerformanceObserver, MutationObserver) on the page's own clock.
/* global window, document, MutationObserver, requestAnimationFrame */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { REMOTES } from './bundles.mjs';
import { repoRoot } from './paths.mjs';
import { chromiumQuiet } from './quiet.mjs';
import { TOKEN_STORAGE_KEY } from '@vet/facts';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
// Desktop width (≥ 1024 px): the owners and grooming tables and the "Panel de Resumen" counters.
const VIEWPORT = { width: 1366, height: 768 };

/** The built front-end containers the server serves; the bench measures those, never builds them. */
export function missingFrontEnds() {
  const wanted = [['shell', 'index.html'], ...REMOTES.map((r) => [`remotes/${r}`, 'mf-manifest.json'])];
  return wanted.filter(([ws, file]) => !existsSync(path.join(repoRoot, ws, 'dist', file))).map(([ws]) => ws);
}

/**
 * A time zone where it is now about midday: "today" (the grooming list's default period, the dashboard's
 * counters) then holds the seed's last services whatever the hour the bench runs at.
 */
export function middayZone(now = new Date()) {
  const offset = 12 - now.getUTCHours(); // -11 … +12 hours from UTC
  return offset === 0 ? 'Etc/UTC' : `Etc/GMT${offset > 0 ? '-' : '+'}${Math.abs(offset)}`; // signs inverted
}

export function launchChromium() {
  return chromium.launch({ executablePath: CHROMIUM, args: ARGS });
}

/**
 * Records on the page's clock (ms since navigation start): `lcp` (the last largest-contentful-paint
 * entry), `events` (Event Timing entries ≥ 16 ms), and for each `watch` name → CSS selector(s), the
 * frame in which every one of those selectors first matched a visible element (`seen[name]`).
 */
function probes(watch) {
  const bench = { lcp: 0, events: [], seen: {} };
  window.__bench = bench;
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) bench.lcp = e.renderTime || e.loadTime || e.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    new PerformanceObserver((list) => {
      for (const e of list.getEntries())
        bench.events.push({
          name: e.name,
          duration: e.duration,
          startTime: e.startTime,
          processingStart: e.processingStart,
          processingEnd: e.processingEnd,
          interactionId: e.interactionId,
        });
    }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  } catch {
    /* an engine without these entry types: the figures stay 0 */
  }
  const visible = (selector) => {
    const el = document.querySelector(selector);
    if (!el) return false;
    const box = el.getBoundingClientRect();
    return box.width > 0 && box.height > 0;
  };
  const pending = new Map(Object.entries(watch));
  // Looked for once per frame, just before it is painted (the page lays itself out then anyway):
  // reading boxes on every DOM change would force extra layouts and slow the page being measured.
  let scheduled = false;
  const check = () => {
    scheduled = false;
    const now = performance.now();
    for (const [name, selectors] of pending) {
      if ([].concat(selectors).every(visible)) {
        pending.delete(name);
        bench.seen[name] = now; // on screen with the frame about to be painted
      }
    }
    if (pending.size === 0) observer.disconnect();
  };
  const observer = new MutationObserver(() => {
    if (!scheduled) requestAnimationFrame(check);
    scheduled = true;
  });
  observer.observe(document, { childList: true, subtree: true, characterData: true });
}

/**
 * A fresh context (empty HTTP cache) signed in with `token` (localStorage AUTH_TOKEN, as the shell's
 * session keeps it; `null`: no session, a first visit), a page in it with the probes installed, and a
 * CDP session on it (CPU throttling: `quietThenThrottle`).
 */
export async function signedInPage(browser, { token, watch = {} }) {
  const context = await browser.newContext({ viewport: VIEWPORT, locale: 'es-ES', timezoneId: middayZone() });
  // Even an empty token is a session to the shell (getToken() !== null).
  if (token !== null)
    await context.addInitScript(
      ([key, value]) => {
        try {
          localStorage.setItem(key, value);
        } catch {
          /* about:blank */
        }
      },
      [TOKEN_STORAGE_KEY, token],
    );
  await context.addInitScript(probes, watch);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  return { context, page, cdp };
}

/**
 * Waits until Chromium is quiet (lib/quiet.mjs), then slows the page's CPU `rate` times; returns the wait.
 * The wait runs at full speed: Chromium slows a page by keeping its main thread spinning (a ÷4 page
 * idles at 0.75 of a core), which would never look quiet.
 */
export async function quietThenThrottle(cdp, rate) {
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  const waited = await chromiumQuiet();
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  return waited;
}

/** Waits until every watched name was seen (or the timeout), then returns window.__bench. */
export async function benchState(page, names, timeoutMs = 30_000) {
  await page
    .waitForFunction((wanted) => wanted.every((n) => window.__bench?.seen[n] !== undefined), names, {
      timeout: timeoutMs,
      polling: 50,
    })
    .catch(() => {});
  return page.evaluate(() => window.__bench);
}

export function median(values) {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

export function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}
