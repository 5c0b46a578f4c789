// What the server and the pages must say the same way, written once (docs/architecture.md, «Facts both
// sides hold»). No dependency and no build step: the API (Node), the containers (rspack), e2e and the
// bench import this file as it is, so keep it plain JavaScript typed by index.d.ts.

/** Where the pages keep the session token (localStorage); the page's first script reads it too. */
export const TOKEN_STORAGE_KEY = 'AUTH_TOKEN';

/** Where the page's first script leaves the API answers it asked for (api/src/http/early-data.ts). */
export const EARLY_DATA_GLOBAL = '__vetEarlyData';

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
