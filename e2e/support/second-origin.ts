// The second origin of the suite: the releases server of `npm run serve:releases` (scripts/lib) over the
// suite's releases folder, plus two fault routes (slow, hanging). global-setup.ts starts it and says
// what it holds.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { setTimeout as delay } from 'node:timers/promises';
import { createReleasesHandler, startReleasesServer } from '../../scripts/lib/releases-server.mjs';
import { secondOrigin, suiteEnvironment, type Environment, type RemoteName } from './environment';

/** /slow/<name>/<version>/… serves /<name>/<version>/…, the manifest only after this wait. */
export const SLOW_MS = 10_000;
const SLOW = /^\/slow(\/.*)$/;
/** /hang/<name>/<version>/… serves /<name>/<version>/…, except the manifest, which never answers. */
const HANG = /^\/hang(\/.*)$/;

/** What global-setup.ts put on the second origin: each URL is an mf-manifest.json. */
export interface SuiteReleases {
  /** Every remote of the product as built for this run (lab: release B). */
  remotes: Record<RemoteName, string>;
  /** Two releases of lab made by the release command: A, then B (the same files, a second version). */
  lab: { a: string; b: string };
  /** A remote named grooming whose screens throw while rendering (e2e/fixtures/throwing-remote). */
  throwingGrooming: string;
  /** A sixth remote, `vaccines`, that no environment file names (e2e/fixtures/remote-vaccines): one
   *  screen at its mount "vaccines". */
  vaccines: string;
}

export function suiteReleases(): SuiteReleases {
  const json = process.env.E2E_SUITE_RELEASES;
  if (!json) throw new Error('E2E_SUITE_RELEASES no está definido: lo define global-setup.ts');
  return JSON.parse(json) as SuiteReleases;
}

/** remotes.json as production would have it with every remote on a CDN (`changes` aside: manifest URLs
 *  by remote): the suite's entries (labels, mounts, navigation) with their manifests on the second
 *  origin, and no override allowlist, so the page's CSP allows the second origin only because the
 *  remotes name it. */
export function cdnEnvironment(
  releases: SuiteReleases,
  changes: Partial<Record<RemoteName, string>> = {},
): Environment {
  const manifests = { ...releases.remotes, ...changes };
  const remotes = Object.fromEntries(
    Object.entries(suiteEnvironment().remotes).map(([name, entry]) => {
      const manifest = manifests[name];
      if (!manifest) throw new Error(`No hay una versión de "${name}" en el segundo origen`);
      return [name, { ...entry, manifest }];
    }),
  );
  return { remotes, overrideOrigins: [], releaseBase: secondOrigin() };
}

/** The same release, its manifest answered 10 s late (a slow CDN). */
export function slow(manifestUrl: string): string {
  const url = new URL(manifestUrl);
  return `${url.origin}/slow${url.pathname}`;
}

/** The same release, its manifest never answered (a CDN that accepts the connection and stalls). */
export function hanging(manifestUrl: string): string {
  const url = new URL(manifestUrl);
  return `${url.origin}/hang${url.pathname}`;
}

/** A version nobody released: its manifest answers 404 (a pointer to a release that is not deployed). */
export function neverReleased(remote: RemoteName): string {
  return `${secondOrigin()}/${remote}/0.0.0-no-publicada/mf-manifest.json`;
}

function withFaultRoutes(handler: (req: IncomingMessage, res: ServerResponse) => Promise<void>) {
  return async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const hangPath = HANG.exec(url.pathname)?.[1];
    if (hangPath?.endsWith('/mf-manifest.json')) {
      // Headers never sent: the request stays open until the browser gives up on it.
      req.on('close', () => res.destroy());
      return;
    }
    if (hangPath) req.url = hangPath + url.search;
    const slowPath = SLOW.exec(url.pathname)?.[1];
    if (slowPath) {
      // Only the manifest waits: the rest of the remote (found from the manifest's URL) comes at once.
      // Unref'd, so that a wait still pending at the end of the suite holds nothing open.
      if (slowPath.endsWith('/mf-manifest.json')) await delay(SLOW_MS, undefined, { ref: false });
      req.url = slowPath + url.search;
    }
    return handler(req, res);
  };
}

/** The releases server on `ports` (the second origin, and the third that no environment allows). */
export async function startSecondOrigin({
  dir,
  shellOrigins,
  ports,
}: {
  dir: string;
  shellOrigins: string[];
  ports: number[];
}): Promise<() => Promise<void>> {
  const handler = withFaultRoutes(createReleasesHandler({ dir, shellOrigins }));
  const servers = await Promise.all(
    ports.map((port) => startReleasesServer({ dir, shellOrigins, port, handler })),
  );
  return async () => {
    await Promise.all(servers.map((server) => server.close()));
  };
}
