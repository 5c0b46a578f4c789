// What the server and the pages must say the same way, written once (docs/architecture.md, «Facts both
// sides hold»). No dependency and no build step: the API (Node), the containers (rspack), e2e and the
// bench import this file as it is, so keep it plain JavaScript typed by index.d.ts.
/* global window, document */

/** Where the pages keep the session token (localStorage); the page's first script reads it too. */
export const TOKEN_STORAGE_KEY = 'AUTH_TOKEN';

/** Where the page's first script leaves the API answers it asked for (api/src/http/early-data.ts). */
export const EARLY_DATA_GLOBAL = '__vetEarlyData';

/**
 * The instants an early address may name in its query (`{today}`, …), as the dashboard's counters ask
 * for them: the browser's own midnight, Monday (its week) and the 1st (its month), and the end of the
 * current minute (`now`: one request per minute). earlyRequests computes them; the server accepts only
 * these names (api/src/http/early-data.ts).
 */
export const EARLY_DATA_INSTANTS = ['today', 'monday', 'month', 'now'];

/**
 * The page's first script (issue 29): the server writes it into index.html's <head> as
 * `(earlyRequests)("<token key>", "<data list id>", "<hints template id>", "<global>")` and the CSP allows
 * it by its hash. With a session stored it
 * - asks the API for the addresses of the data list (a JSON block), each instant named in it replaced
 *   by its value in this browser's zone (EARLY_DATA_INSTANTS), and leaves the answers in window[global]
 *   for shared-ui's base query (earlyAnswers.ts);
 * - puts the hints kept for a signed-in visit (a <template>: inert until then) into the <head>, so the
 *   browser starts on those files at once.
 * The hints go in after the data is asked for: they queue behind those requests for a free connection.
 * Without a session it does nothing, and on any error it stops: the app then asks as usual. Its text is
 * what runs, so it must stay self-contained plain JavaScript, with no comment in its body (every page
 * would carry it).
 */
export function earlyRequests(tokenKey, dataId, hintsId, globalName) {
  try {
    var token = localStorage.getItem(tokenKey);
    if (!token) return;
    var list = document.getElementById(dataId);
    var now = new Date(Math.floor(Date.now() / 60000) * 60000 + 59999);
    var day = now.getDate();
    var at = {
      today: new Date(now.getFullYear(), now.getMonth(), day),
      monday: new Date(now.getFullYear(), now.getMonth(), day - ((now.getDay() + 6) % 7)),
      month: new Date(now.getFullYear(), now.getMonth(), 1),
      now: now,
    };
    var answers = {};
    JSON.parse(list ? list.textContent : '[]').forEach(function (address) {
      var url = address.replace(/\{(\w+)\}/g, function (_, name) {
        return encodeURIComponent(at[name].toISOString());
      });
      answers[url] = fetch(url, { headers: { Authorization: 'Bearer ' + token } }).catch(function () {
        return null;
      });
    });
    window[globalName] = { token: token, at: performance.now(), answers: answers };
    var hints = document.getElementById(hintsId);
    if (hints && hints.content) document.head.appendChild(hints.content);
  } catch {
    return;
  }
}

/** What the shell offers every remote, served at the root (the build writes it: scripts/lib/compat-files.cjs). */
export const PROVIDES_FILE = 'provides.json';

/** What a remote's build needs of the shell, beside its mf-manifest.json. */
export const REQUIRES_FILE = 'requires.json';

/** Whether the path's segments start with the pattern's (":param" matches any one segment). */
function matches(pattern, segments) {
  return (
    pattern.length <= segments.length &&
    pattern.every((part, i) => part.startsWith(':') || part === segments[i].toLowerCase())
  );
}

/**
 * The remote and mount a shell URL opens: the mount whose pattern matches the most segments, which is how
 * the router ranks them ("/owners/o1/patients" is the patients remote, not owners); null for the shell's
 * own pages. The shell runs it at start-up (before the router is loaded), the server to name a first
 * screen's files.
 */
export function mountForPath(path, remotes) {
  const pathname = path.split(/[?#]/)[0] || '/';
  const segments = pathname.split('/').filter(Boolean);
  let best = null;
  for (const [remote, { mounts }] of Object.entries(remotes)) {
    for (const mount of mounts) {
      const pattern = mount.path.split('/');
      if (matches(pattern, segments) && pattern.length > (best?.length ?? 0)) {
        best = { remote, mount, length: pattern.length };
      }
    }
  }
  return best && { remote: best.remote, mount: best.mount };
}
