import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { mountForPath, PROVIDES_FILE, REQUIRES_FILE } from '@vet/facts';
import type { EnvironmentFile, RemoteEntry } from './environment-file.js';
import {
  isRecord,
  parseFirstScreens,
  RELATIVE_FILE,
  screenUrls,
  type FirstScreens,
  type FirstScreensSource,
} from './first-screens.js';
import { earlyDataTags } from './early-data.js';
import { escapeAttribute, FileCache, manifestFolder, routeOf, type FolderRoots } from './prerender.js';

/**
 * Preload hints for the first screen (issue 29, «fast on a slow connection»): without them a first visit
 * finds its files one hop at a time — index.html, the shell's script, remotes.json, the first screen's
 * remote's mf-manifest.json, its remoteEntry.js, its module's chunk — a round trip each. The server knows
 * remotes.json and which remote a path opens, so index.html names them in its <head> and the browser asks
 * for them alongside the shell's scripts:
 * - /remotes.json, always;
 * - for the remote the first screen shows (the one mounted at the path, @vet/facts' mountForPath),
 *   when its manifest is on this origin in a folder this server serves (http/prerender.ts's
 *   manifestFolder): the manifest, the compatibility files the shell reads before the remote's entry runs
 *   (the shell's provides.json, the remote's requires.json, when the builds wrote them), its
 *   remoteEntry.js and the `./module` expose's synchronous scripts, as that manifest on disk lists them.
 *   Not for a remote the address points elsewhere (a tester's "?remote-<name>=" override on staging);
 *   an override the tab keeps from an earlier visit is the browser's to know, and those few files then
 *   go unused.
 * - for a screen of the signed-in layout (a mount in the "main" area), also every script and stylesheet
 *   that screen's first visit loads, as the builds list them (first-screens.json, http/first-screens.ts):
 *   the shell's entry, start-up and signed-in layout, the remote's module and, for an address its
 *   first-screens.config.js names, that screen's page, each with the shared modules (antd's components)
 *   they use. Without them each of those is found only once the one before has arrived and run: four
 *   more hops on a slow link. Not on the login screen, whose prerendered copy paints first (the page's
 *   stylesheet is what it waits for).
 * - on "/", the start-up's files, and the dashboard's whole chain kept for a signed-in visit (homeHints).
 * Each link asks exactly as the shell does later, so the browser hands it the preloaded answer instead of
 * downloading again: remotes.json, the manifest and the compatibility files are fetch() calls (CORS mode,
 * same-origin credentials: `crossorigin="anonymous"`), the entry and the chunks classic scripts without a
 * crossorigin attribute.
 * Never fails the page: a problem drops that remote's links (a warning, once per version of the file), and
 * an unreadable remotes.json drops them all (its own route answers the error).
 */
export interface PreloadHintsOptions extends FolderRoots {
  environment: EnvironmentFile;
  /** The shell's built folder (its first-screens.json); served at "/". */
  shellDist?: string;
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

/** One remote's links for its module, its screen's files (named after the layout's), its screen's early
 *  data. */
interface RemoteHints {
  module: string[];
  screenFiles: string[];
  data: string[];
}

/** The shell's and a remote's names in first-screens.json (scripts/lib/first-screens.cjs). */
const SHELL_SCREENS = ['entry', 'startup'] as const;
const SIGNED_IN_SCREEN = 'signedIn';
const HOME_SCREEN = 'home';
const REMOTE_MODULE_SCREEN = './module';
const FIRST_SCREENS_FILE = 'first-screens.json';

type RemoteFiles = { ok: true; entry: string; scripts: string[] } | { ok: false };

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

/** `low`: the layout's and the screen's files, needed only after the start-up's, do not share the slow
 *  link with those (A/B figures in bench/README.md). */
type Priority = 'auto' | 'low';
const priorityAttribute = (priority: Priority) => (priority === 'low' ? ' fetchpriority="low"' : '');
const scriptHint = (href: string, priority: Priority = 'auto') =>
  `<link rel="preload" href="${escapeAttribute(href)}" as="script"${priorityAttribute(priority)}>`;
// The stylesheets a chunk brings are <link rel="stylesheet"> without crossorigin, as the runtime adds them.
const styleHint = (href: string, priority: Priority = 'auto') =>
  `<link rel="preload" href="${escapeAttribute(href)}" as="style"${priorityAttribute(priority)}>`;
const fileHint = (href: string, priority: Priority = 'auto') =>
  href.endsWith('.css') ? styleHint(href, priority) : scriptHint(href, priority);
const fetchHint = (href: string) =>
  `<link rel="preload" href="${escapeAttribute(href)}" as="fetch" crossorigin="anonymous">`;

/**
 * The files needed after the rest, each at a low priority, but none already linked (`linked`): each file
 * once, at the place and priority of its first mention.
 */
function laterLinks(files: readonly string[], linked: ReadonlySet<string>): string[] {
  return [...new Set(files)]
    .filter((href) => !linked.has(fileHint(href)))
    .map((href) => fileHint(href, 'low'));
}

/**
 * What a signed-in first screen asks the API first, asked for by the page itself (http/early-data.ts):
 * who is signed in (the shell's layout); the screen's own data only at its bare address (a query asks
 * for something else).
 */
function firstRequests(shell: FirstScreensSource | undefined, url: string, screenData: string[]): string[] {
  return [...(shell?.data.screens[SIGNED_IN_SCREEN]?.data ?? []), ...(url.includes('?') ? [] : screenData)];
}

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

  // first-screens.json (the shell's and each remote's): missing means a build without it (nothing to add);
  // one that can't be used is logged once per version of the file.
  const firstScreens = new FileCache<FirstScreens | undefined, { container: string }>(
    (file, content, { container }) => {
      if (!content) return undefined;
      const parsed = parseFirstScreens(content.toString('utf8'));
      if (typeof parsed !== 'string') return parsed;
      log?.warn({ container, file, reason: parsed }, `Precarga: ${FIRST_SCREENS_FILE} no sirve (${parsed})`);
      return undefined;
    },
  );

  // provides.json and requires.json: whether the build wrote them (a build before issue #23 did not).
  const written = new FileCache<boolean, undefined>((_file, content) => content !== undefined);

  /**
   * The compatibility files the shell reads before a remote's entry runs (shell/src/federation/
   * compatFiles.ts): the shell's provides.json and the remote's requires.json, in `folder` at `base`.
   * Without them, a visit whose scripts are already in the cache (a new tab) waits one more round trip
   * once the start-up has run.
   */
  async function compatHints(folder: { dir: string; immutable: boolean }, base: string): Promise<string[]> {
    const shellHas =
      options.shellDist !== undefined &&
      (await written.get(path.join(options.shellDist, PROVIDES_FILE), false, undefined));
    const remoteHas = await written.get(path.join(folder.dir, REQUIRES_FILE), folder.immutable, undefined);
    return [
      ...(shellHas ? [fetchHint(`/${PROVIDES_FILE}`)] : []),
      ...(remoteHas ? [fetchHint(base + REQUIRES_FILE)] : []),
    ];
  }

  async function shellScreens(): Promise<FirstScreensSource | undefined> {
    if (!options.shellDist) return undefined;
    const data = await firstScreens.get(path.join(options.shellDist, FIRST_SCREENS_FILE), false, {
      container: 'shell',
    });
    return data && { base: '/', data };
  }

  /** The files of the shell's `names` screens (none without its list). */
  function shellFiles(shell: FirstScreensSource | undefined, names: readonly string[]): string[] {
    if (!shell) return [];
    return names.flatMap((name) => {
      const screen = shell.data.screens[name];
      return screen ? screenUrls(screen, shell.base, [shell]) : [];
    });
  }

  /**
   * One remote's links, or none when its manifest is on another origin or can't be used; with `shell`
   * (a screen of the signed-in layout), also its module's and the `route` screen's files and shared
   * modules (its first-screens.json).
   */
  async function remoteHints(
    remote: string,
    manifest: string,
    route: string,
    shell: FirstScreensSource | undefined,
  ): Promise<RemoteHints> {
    const none = { module: [], screenFiles: [], data: [] };
    const folder = manifestFolder(manifest, options);
    if (!folder) return none;
    const file = path.join(folder.dir, 'mf-manifest.json');
    const files = await manifests.get(file, folder.immutable, { remote });
    if (!files.ok) return none;
    // The manifest's folder URL: where the runtime resolves a publicPath "auto" (inferAutoPublicPath).
    const base = (manifest.split(/[?#]/, 1)[0] ?? '').replace(/[^/]*$/, '');
    const module = [
      fetchHint(manifest),
      ...(await compatHints(folder, base)),
      scriptHint(base + files.entry),
      ...files.scripts.map((script) => scriptHint(base + script)),
    ];
    if (!shell) return { ...none, module };
    const list = await firstScreens.get(path.join(folder.dir, FIRST_SCREENS_FILE), folder.immutable, {
      container: remote,
    });
    if (!list) return { ...none, module };
    const own = { base, data: list };
    const screenOf = (name: string) => (Object.hasOwn(list.screens, name) ? list.screens[name] : undefined);
    const filesOf = (name: string) => {
      const screen = screenOf(name);
      return screen ? screenUrls(screen, base, [shell, own]) : [];
    };
    return {
      module: [...module, ...filesOf(REMOTE_MODULE_SCREEN).map((href) => fileHint(href))],
      screenFiles: filesOf(route),
      data: screenOf(route)?.data ?? [],
    };
  }

  /**
   * "/": the dashboard for a signed-in vet, the login screen without a session; the server can't tell
   * which. The start-up's files are needed either way. The rest — the signed-in layout, the dashboard's
   * page, each widget remote's module and the counters' data (its first-screens.json's "/") — goes in a
   * <template> the page's script puts in only when a session is stored (http/early-data.ts), so the usual
   * first visit there downloads nothing more (budget «/ (no session)»). Every widget remote is named: the
   * server can't see the role either, so a role without a widget's permission leaves its files unused.
   */
  async function homeHints(
    url: string,
    remotes: Record<string, RemoteEntry>,
    overridden: Set<string>,
  ): Promise<string> {
    const shell = await shellScreens();
    const widgets = Object.entries(remotes)
      .filter(([name, entry]) => entry.widgets && !overridden.has(name))
      .sort(([, a], [, b]) => a.widgets!.order - b.widgets!.order);
    const hints = await Promise.all(
      widgets.map(([name, entry]) => remoteHints(name, entry.manifest, '/', shell)),
    );
    const first = new Set([
      ...shellFiles(shell, SHELL_SCREENS).map((href) => fileHint(href)),
      REMOTES_JSON_HINT,
    ]);
    const module = hints.flatMap((remote) => remote.module).filter((link) => !first.has(link));
    const later = laterLinks(
      [
        ...shellFiles(shell, [SIGNED_IN_SCREEN, HOME_SCREEN]),
        ...hints.flatMap((remote) => remote.screenFiles),
      ],
      new Set([...first, ...module]),
    );
    const data = firstRequests(
      shell,
      url,
      hints.flatMap((remote) => remote.data),
    );
    return earlyDataTags(data, [...new Set([...module, ...later])]) + [...first].join('');
  }

  return {
    async forPath(url) {
      try {
        const state = await options.environment.read();
        if (!state.ok) return ''; // remotes.json answers an error: nothing to preload
        const { remotes, overrideOrigins } = state.environment;
        const overridden = overriddenRemotes(url, overrideOrigins);
        const route = routeOf(url);
        if (route === '/') return await homeHints(url, remotes, overridden);
        const match = mountForPath(route, remotes);
        const remote = match?.remote;
        // A screen of the signed-in layout: the shell's own chunks and the screen's whole chain too.
        const shell = match?.mount.area === 'main' ? await shellScreens() : undefined;
        const remoteLinks =
          remote && !overridden.has(remote)
            ? await remoteHints(remote, remotes[remote]!.manifest, route, shell)
            : { module: [], screenFiles: [], data: [] };
        const data = firstRequests(shell, url, remoteLinks.data);
        // In the order they are needed: a link waits for a free connection behind the ones before it.
        const first = new Set([
          ...shellFiles(shell, SHELL_SCREENS).map((href) => fileHint(href)),
          REMOTES_JSON_HINT,
          ...remoteLinks.module,
        ]);
        const after = laterLinks(
          [...shellFiles(shell, [SIGNED_IN_SCREEN]), ...remoteLinks.screenFiles],
          first,
        );
        return earlyDataTags(data) + [...first, ...after].join('');
      } catch (err) {
        log?.warn({ err }, 'Precarga: no se pudieron calcular las precargas; se sirve sin ellas');
        return '';
      }
    },
  };
}
