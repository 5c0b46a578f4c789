// The second origin of the suite: the releases server of `npm run serve:releases` (scripts/lib) over the
// suite's releases folder, plus two fault routes (held, hanging). global-setup.ts starts it and says
// what it holds.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { APIRequestContext } from '@playwright/test';
import { createReleasesHandler, startReleasesServer } from '../../scripts/lib/releases-server.mjs';
import { secondOrigin, suiteEnvironment, type Environment, type RemoteName } from './environment';

/** /held/<key>/<name>/<version>/… serves /<name>/<version>/…, the manifest only once /let-through/<key>
 *  is asked for (a slow CDN, as slow as the test needs: no race with the machine's speed). */
const HELD = /^\/held\/([a-z0-9-]+)(\/.*)$/;
const LET_THROUGH = /^\/let-through\/([a-z0-9-]+)$/;
/** A held manifest is answered anyway after this long, so that nothing stays open past its test. */
const HOLD_LIMIT_MS = 60_000;
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

/** The same release, its manifest held back until `letThrough` (a slow CDN). `key` tells tests apart. */
export function held(manifestUrl: string, key: string): string {
  const url = new URL(manifestUrl);
  return `${url.origin}/held/${key}${url.pathname}`;
}

/** Answers the manifests held under `key`'s URL (`held(…, key)`), now and from now on. */
export async function letThrough(request: APIRequestContext, heldUrl: string): Promise<void> {
  const url = new URL(heldUrl);
  const key = HELD.exec(url.pathname)?.[1];
  if (!key) throw new Error(`${heldUrl} no es una dirección retenida`);
  const response = await request.get(`${url.origin}/let-through/${key}`);
  if (!response.ok()) throw new Error(`let-through: ${response.status()}`);
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
  // Per key: a promise resolved by /let-through/<key> (or by the hold limit).
  const gates = new Map<string, { open: () => void; opened: Promise<void> }>();
  const gate = (key: string) => {
    let entry = gates.get(key);
    if (!entry) {
      let open!: () => void;
      const opened = new Promise<void>((resolve) => (open = resolve));
      // Unref'd, so that a hold still pending at the end of the suite keeps nothing running.
      setTimeout(open, HOLD_LIMIT_MS).unref();
      entry = { open, opened };
      gates.set(key, entry);
    }
    return entry;
  };
  return async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const letThroughKey = LET_THROUGH.exec(url.pathname)?.[1];
    if (letThroughKey) {
      gate(letThroughKey).open();
      res.writeHead(204).end();
      return;
    }
    const hangPath = HANG.exec(url.pathname)?.[1];
    if (hangPath?.endsWith('/mf-manifest.json')) {
      // Headers never sent: the request stays open until the browser gives up on it.
      req.on('close', () => res.destroy());
      return;
    }
    if (hangPath) req.url = hangPath + url.search;
    const heldMatch = HELD.exec(url.pathname);
    if (heldMatch) {
      const [, key, path] = heldMatch;
      // Only the manifest waits: the rest of the remote (found from the manifest's URL) comes at once.
      if (path.endsWith('/mf-manifest.json')) await gate(key).opened;
      req.url = path + url.search;
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
