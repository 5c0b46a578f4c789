// What the page benches watch for on the product's screens (CSS selectors for the probes of
// lib/browser.mjs): page-load.mjs at full network speed, slow-network.mjs on Slow 4G.

/** A record's row in the lists' tables (shared-ui DataTable). */
export const ROW = 'tbody tr[data-row-key]';

/** The four «Panel de Resumen» counters of `/`, each showing its number. */
export const DASHBOARD_COUNTERS = ['today', 'week', 'month']
  .map((f) => `[data-testid="grooming-count-${f}"]`)
  .concat('[data-testid="pet-count"]');

/** The login form usable: its title and the password box (the floor page has the same classes). */
export const LOGIN_FORM = ['h1.auth-page__title', 'input[type="password"]'];

/** The same inside the app's root: the real login screen, once the shell has taken over from the copy the
 *  server prerendered (issue 29; #root is hidden until then). Without a copy, when the form shows. */
export const LOGIN_FORM_LIVE = LOGIN_FORM.map((selector) => `#root ${selector}`);

/** Left on a screen while it is still loading (antd's skeleton and spinner, the remote's fallback). */
export const LOADING = '.ant-skeleton, .ant-spin-spinning, .remote-loading';
