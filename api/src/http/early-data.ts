import { createHash } from 'node:crypto';
import { EARLY_DATA_GLOBAL, TOKEN_STORAGE_KEY } from '@vet/facts';

/**
 * The first screen's API answers asked for by the page itself (issue 29): without this, a signed-in first
 * visit asks who is signed in only once the shell's scripts have arrived and run, and the screen's own
 * data once the layout and the screen have rendered: on a slow link and a slow CPU, two round trips at the
 * end of the chain. The session token is in localStorage, which the server cannot see, so the page
 * carries the list of addresses (a JSON block, never run) and one small fixed script that, when a token
 * is stored, asks for them at once with it. shared-ui's base query then takes each answer instead of
 * asking again (shared-ui/src/api/earlyAnswers.ts): once, for the same address and token, within a few
 * seconds.
 *
 * The script is always the same text, so the CSP allows it by its hash (EARLY_DATA_SCRIPT_SOURCE), never
 * by 'unsafe-inline'. The addresses are checked (EARLY_DATA_URL): this origin's /api, no character that
 * could end the JSON block.
 */

export const EARLY_DATA_ELEMENT_ID = 'early-data';

export const EARLY_DATA_SCRIPT =
  '(function(){try{' +
  `var t=localStorage.getItem("${TOKEN_STORAGE_KEY}"),e=document.getElementById("${EARLY_DATA_ELEMENT_ID}");` +
  'if(!t||!e)return;var a={};' +
  'JSON.parse(e.textContent).forEach(function(u){' +
  'a[u]=fetch(u,{headers:{Authorization:"Bearer "+t}}).catch(function(){return null})});' +
  `window.${EARLY_DATA_GLOBAL}={token:t,at:performance.now(),answers:a}` +
  '}catch(_){}})()';

/** The CSP source that allows EARLY_DATA_SCRIPT and nothing else. */
export const EARLY_DATA_SCRIPT_SOURCE = `'sha256-${createHash('sha256').update(EARLY_DATA_SCRIPT).digest('base64')}'`;

/** An address of this origin's API with an optional query: no quote, "<", space or fragment. */
export const EARLY_DATA_URL = /^\/api\/[A-Za-z0-9/_.~-]+(\?[A-Za-z0-9=&_.~%+-]*)?$/;
export const MAX_EARLY_DATA = 5;

/** The JSON block and the script for `urls` (each checked with EARLY_DATA_URL), or '' for none. */
export function earlyDataTags(urls: readonly string[]): string {
  const list = [...new Set(urls)].filter((url) => EARLY_DATA_URL.test(url)).slice(0, MAX_EARLY_DATA);
  if (list.length === 0) return '';
  return (
    `<script type="application/json" id="${EARLY_DATA_ELEMENT_ID}">${JSON.stringify(list)}</script>` +
    `<script>${EARLY_DATA_SCRIPT}</script>`
  );
}
