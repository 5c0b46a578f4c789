// Lighthouse's «Slow 4G» (issue 29) through CDP: 1.6 Mbps down, 750 kbps up, 150 ms per request, as
// `Network.emulateNetworkConditions` applies them to every request of the page (loopback included).
// Download at Lighthouse's devtools throttling's 0.9 of the nominal 1.6 Mbps (its
// DEVTOOLS_THROUGHPUT_ADJUSTMENT_FACTOR); upload and latency as the issue states them (Lighthouse's
// devtools throttling would also take the upload × 0.9 and the latency × 3.75, 562.5 ms).
/* global window */

export const SLOW_4G = {
  offline: false,
  latency: 150, // ms, from a request sent to its response's headers
  downloadThroughput: (1.6e6 / 8) * 0.9, // 180,000 bytes/s
  uploadThroughput: 750e3 / 8, // 93,750 bytes/s
};

/** The page of `cdp` on Slow 4G from its next request on. */
export async function emulateSlow4G(cdp) {
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
}

/**
 * On the page's clock: FCP, LCP (the probes' last entry), and where the time went up to `until`
 * (default: everything so far): JavaScript transferred, the last script's and the last API answer's
 * responseEnd.
 */
export function paintFigures(page, until = Infinity) {
  return page.evaluate((end) => {
    const entries = performance.getEntriesByType('resource').filter((e) => e.responseEnd <= end);
    const isScript = (e) => e.initiatorType === 'script' || /\.js(\?|$)/.test(e.name);
    const last = (pick) => Math.max(0, ...entries.filter(pick).map((e) => e.responseEnd));
    return {
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
      lcp: window.__bench?.lcp || NaN,
      jsKiB: entries.filter(isScript).reduce((sum, e) => sum + e.transferSize, 0) / 1024,
      scripts: last(isScript),
      api: last((e) => new URL(e.name).pathname.startsWith('/api/')),
    };
  }, until);
}
