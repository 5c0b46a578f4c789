import { createHash } from 'node:crypto';
import { EARLY_DATA_GLOBAL, EARLY_DATA_INSTANTS, earlyRequests, TOKEN_STORAGE_KEY } from '@vet/facts';

/**
 * The first screen's API answers asked for by the page itself (issue 29): without this, a signed-in first
 * visit asks who is signed in only once the shell's scripts have arrived and run, and the screen's own
 * data once the layout and the screen have rendered: on a slow link and a slow CPU, two round trips at the
 * end of the chain. The session token is in localStorage, which the server cannot see, so the page
 * carries the list of addresses (a JSON block, never run) and one small fixed script (@vet/facts'
 * earlyRequests) that, when a token is stored, asks for them at once with it. shared-ui's base query then
 * takes each answer instead of asking again (shared-ui/src/api/earlyAnswers.ts): once, for the same
 * address and token, within a few seconds.
 *
 * The same script puts into the <head> the preload hints kept for a signed-in visit (`sessionHints`, a
 * <template>): on "/" the server can't tell whether the visit has a session, and the dashboard's files
 * would be downloaded for nothing on the usual first visit there, which ends on the login screen.
 *
 * The script is always the same text, so the CSP allows it by its hash (EARLY_DATA_SCRIPT_SOURCE), never
 * by 'unsafe-inline'. The addresses are checked (EARLY_DATA_URL): this origin's /api, no character that
 * could end the JSON block; an instant the script fills in is named in braces ("{today}").
 */

export const EARLY_DATA_ELEMENT_ID = 'early-data';
export const SESSION_HINTS_ELEMENT_ID = 'session-hints';

export const EARLY_DATA_SCRIPT = `(${earlyRequests.toString()})(${[
  TOKEN_STORAGE_KEY,
  EARLY_DATA_ELEMENT_ID,
  SESSION_HINTS_ELEMENT_ID,
  EARLY_DATA_GLOBAL,
]
  .map((arg) => JSON.stringify(arg))
  .join(',')})`;

/** The CSP source that allows EARLY_DATA_SCRIPT and nothing else. */
export const EARLY_DATA_SCRIPT_SOURCE = `'sha256-${createHash('sha256').update(EARLY_DATA_SCRIPT).digest('base64')}'`;

const INSTANT = `\\{(?:${EARLY_DATA_INSTANTS.join('|')})\\}`;
/** An address of this origin's API with an optional query: no quote, "<", space or fragment; braces only
 *  around an instant's name. */
export const EARLY_DATA_URL = new RegExp(`^/api/[A-Za-z0-9/_.~-]+(\\?(?:[A-Za-z0-9=&_.~%+-]|${INSTANT})*)?$`);
export const MAX_EARLY_DATA = 5;

/**
 * The JSON block for `urls` (each checked with EARLY_DATA_URL), the <template> of `sessionHints` (links
 * only a signed-in visit wants) and the script, or '' when there is nothing to ask for or put in.
 */
export function earlyDataTags(urls: readonly string[], sessionHints: readonly string[] = []): string {
  const list = [...new Set(urls)].filter((url) => EARLY_DATA_URL.test(url)).slice(0, MAX_EARLY_DATA);
  if (list.length === 0 && sessionHints.length === 0) return '';
  return (
    (sessionHints.length > 0
      ? `<template id="${SESSION_HINTS_ELEMENT_ID}">${sessionHints.join('')}</template>`
      : '') +
    (list.length > 0
      ? `<script type="application/json" id="${EARLY_DATA_ELEMENT_ID}">${JSON.stringify(list)}</script>`
      : '') +
    `<script>${EARLY_DATA_SCRIPT}</script>`
  );
}
