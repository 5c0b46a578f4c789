import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { EnvironmentFile, RemoteEntry } from './environment-file.js';
import { escapeAttribute, FileCache, manifestFolder, routeOf, type FolderRoots } from './prerender.js';

/**
 * Preload hints for the first screen (issue 29, «fast on a slow connection»): without them a first visit
 * finds its files one hop at a time — index.html, the shell's script, remotes.json, the first screen's
 * remote's mf-manifest.json, its remoteEntry.js, its module's chunk — a round trip each. The server knows
 * remotes.json and which remote a path opens, so index.html names them in its <head> and the browser asks
 * for them alongside the shell's scripts:
 * - /remotes.json, always;
 * - for the remotes the first screen shows (the shell's firstScreenRemotes with the path as it is: the
 *   remote mounted there; none on "/", see firstScreenRemotes), when their manifest is on this origin
 *   in a folder this server serves (http/prerender.ts's manifestFolder): the manifest, its remoteEntry.js
 *   and the `./module` expose's synchronous scripts, as that manifest on disk lists them. Not for a remote
 *   the address points elsewhere (a tester's "?remote-<name>=" override on staging); an override the tab
 *   keeps from an earlier visit is the browser's to know, and those few files then go unused.
 * Each link asks exactly as the shell does later, so the browser hands it the preloaded answer instead of
 * downloading again: remotes.json and the manifest are fetch() calls (CORS mode, same-origin credentials:
 * `crossorigin="anonymous"`), the entry and the chunks classic scripts without a crossorigin attribute.
 * Never fails the page: a problem drops that remote's links (a warning, once per version of the file), and
 * an unreadable remotes.json drops them all (its own route answers the error).
 */
export interface PreloadHintsOptions extends FolderRoots {
  environment: EnvironmentFile;
  logger?: FastifyBaseLogger;
}

export interface PreloadHints {
  /** The <link rel="preload"> tags for an HTML navigation to `url` (path and query; '' when none). */
  forPath(url: string): Promise<string>;
}

/** A tester's override of a remote in the address: "?remote-lab=<mf-manifest URL>" (staging). */
const OVERRIDE_PARAM_PREFIX = 'remote-';

/** The expose the shell loads ("<name>/module") and preloads (federationLoader.ts). */
export const MODULE_EXPOSE = './module';

/** How the shell reads remotes.json (remotesManifest.ts: fetch, default mode and credentials). */
export const REMOTES_JSON_HINT =
  '<link rel="preload" href="/remotes.json" as="fetch" crossorigin="anonymous">';

// A file a manifest names, relative to its folder: plain segments, none starting with "." (no "..", no
// hidden file, which static.ts would not serve), no scheme, no query.
const RELATIVE_FILE = /^(?!\.|.*\/\.)[A-Za-z0-9_.-]+(?:\/[A-Za-z0-9_.-]+)*$/;

type RemoteFiles = { ok: true; entry: string; scripts: string[] } | { ok: false };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The remoteEntry's path as the federation runtime joins it (sdk's simpleJoinRemoteEntry). */
function joinEntry(folder: string, name: string): string {
  const trimmed = folder === '.' ? '' : folder.replace(/^\.?\//, '').replace(/\/$/, '');
  return trimmed ? `${trimmed}/${name}` : name;
}

/** The entry and the module's synchronous scripts an mf-manifest.json names, or why it can't be used. */
export function filesOfManifest(manifest: unknown): { entry: string; scripts: string[] } | string {
  if (!isRecord(manifest) || !isRecord(manifest.metaData)) return 'sin metaData';
  const { publicPath, remoteEntry } = manifest.metaData;
  // "auto" (or ""): the files are beside the manifest, which is what this server serves.
  if (publicPath !== 'auto' && publicPath !== '') return 'publicPath no es "auto"';
  if (!isRecord(remoteEntry) || typeof remoteEntry.name !== 'string') return 'sin remoteEntry';
  const entry = joinEntry(typeof remoteEntry.path === 'string' ? remoteEntry.path : '', remoteEntry.name);
  if (!RELATIVE_FILE.test(entry)) return 'remoteEntry no es un archivo de su carpeta';
  const expose = Array.isArray(manifest.exposes)
    ? manifest.exposes.find((item) => isRecord(item) && item.path === MODULE_EXPOSE)
    : undefined;
  const sync =
    isRecord(expose) && isRecord(expose.assets) && isRecord(expose.assets.js) && expose.assets.js.sync;
  if (!Array.isArray(sync)) return `sin ${MODULE_EXPOSE} o sus scripts`;
  if (!sync.every((file): file is string => typeof file === 'string' && RELATIVE_FILE.test(file)))
    return `un script de ${MODULE_EXPOSE} no es un archivo de su carpeta`;
  return { entry, scripts: sync };
}

/** The remote whose mount matches the most segments of `pathname`, as the shell's remoteForPath.ts. */
export function remoteForPath(pathname: string, remotes: Record<string, RemoteEntry>): string | undefined {
  const segments = pathname.split('/').filter(Boolean);
  let best: { remote: string; length: number } | undefined;
  for (const [remote, { mounts }] of Object.entries(remotes)) {
    for (const mount of mounts) {
      const pattern = mount.path.split('/');
      const matches =
        pattern.length <= segments.length &&
        pattern.every((part, i) => part.startsWith(':') || part === segments[i]!.toLowerCase());
      if (matches && pattern.length > (best?.length ?? 0)) best = { remote, length: pattern.length };
    }
  }
  return best?.remote;
}

/**
 * The remotes a first visit to `pathname` shows, as the shell's firstScreenRemotes (startup.ts) for a
 * signed-in visit: the one mounted there. Not on "/": the address a person types is the usual first visit
 * without a session, which the shell sends to the login screen, so the dashboard widgets' files would be
 * downloaded for nothing on the slowest visit of all (bundle budget «/ (no session)»: 350 → 434 KiB with
 * them). Without the session the server can't tell; the shell preloads them once it knows.
 */
export function firstScreenRemotes(pathname: string, remotes: Record<string, RemoteEntry>): string[] {
  if (pathname === '/') return [];
  const remote = remoteForPath(pathname, remotes);
  return remote ? [remote] : [];
}

/**
 * The remotes a tester points at another build from this address ("?remote-<name>=<manifest URL>" on an
 * origin the environment allows, as the shell's overrides/overrideParams.ts and overrideAllowlist.ts read
 * it): the shell loads that build, so this server's files of those remotes would go unused.
 */
export function overriddenRemotes(url: string, allowedOrigins: readonly string[]): Set<string> {
  const overridden = new Set<string>();
  const query = (url.split('#', 1)[0] ?? '').split('?').slice(1).join('?');
  if (allowedOrigins.length === 0 || !query) return overridden;
  for (const [key, value] of new URLSearchParams(query)) {
    if (!key.startsWith(OVERRIDE_PARAM_PREFIX) || !value) continue;
    try {
      const target = new URL(value);
      if (/^https?:$/.test(target.protocol) && allowedOrigins.includes(target.origin))
        overridden.add(key.slice(OVERRIDE_PARAM_PREFIX.length));
    } catch {
      // Not a URL: the shell refuses it and loads the remote remotes.json names.
    }
  }
  return overridden;
}

const scriptHint = (href: string) => `<link rel="preload" href="${escapeAttribute(href)}" as="script">`;
const fetchHint = (href: string) =>
  `<link rel="preload" href="${escapeAttribute(href)}" as="fetch" crossorigin="anonymous">`;

export function preloadHints(options: PreloadHintsOptions): PreloadHints {
  const log = options.logger;

  // mf-manifest.json: what to preload beside it. A manifest that can't be used is logged once per version
  // of the file.
  const manifests = new FileCache<RemoteFiles, { remote: string }>((file, content, { remote }) => {
    const refuse = (reason: string) => {
      log?.warn({ remote, file, reason }, `Precarga: el manifiesto no sirve (${reason}); sin precargas`);
      return { ok: false } as const;
    };
    // Not built (a remote left out of a local build): the shell shows its fallback; nothing to say here.
    if (!content) return { ok: false };
    let parsed: unknown;
    try {
      parsed = JSON.parse(content.toString('utf8'));
    } catch {
      return refuse('no es JSON');
    }
    const files = filesOfManifest(parsed);
    return typeof files === 'string' ? refuse(files) : { ok: true, ...files };
  });

  /** One remote's links, or none when its manifest is on another origin or can't be used. */
  async function remoteHints(remote: string, manifest: string): Promise<string[]> {
    const folder = manifestFolder(manifest, options);
    if (!folder) return [];
    const file = path.join(folder.dir, 'mf-manifest.json');
    const files = await manifests.get(file, folder.immutable, { remote });
    if (!files.ok) return [];
    // The manifest's folder URL: where the runtime resolves a publicPath "auto" (inferAutoPublicPath).
    const base = (manifest.split(/[?#]/, 1)[0] ?? '').replace(/[^/]*$/, '');
    return [
      fetchHint(manifest),
      scriptHint(base + files.entry),
      ...files.scripts.map((script) => scriptHint(base + script)),
    ];
  }

  return {
    async forPath(url) {
      try {
        const state = await options.environment.read();
        if (!state.ok) return ''; // remotes.json answers an error: nothing to preload
        const { remotes, overrideOrigins } = state.environment;
        const overridden = overriddenRemotes(url, overrideOrigins);
        const perRemote = await Promise.all(
          firstScreenRemotes(routeOf(url), remotes)
            .filter((remote) => !overridden.has(remote))
            .map((remote) => remoteHints(remote, remotes[remote]!.manifest)),
        );
        return [...new Set([REMOTES_JSON_HINT, ...perRemote.flat()])].join('');
      } catch (err) {
        log?.warn({ err }, 'Precarga: no se pudieron calcular las precargas; se sirve sin ellas');
        return '';
      }
    },
  };
}
