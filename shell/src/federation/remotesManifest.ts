// remotes.json: where each remote's mf-manifest.json lives, plus which origins a tester may point a
// remote at (staging overrides). Read at start-up, never from cache, so pointing the product at
// another build of a remote is a one-line change to that file.
//   { "remotes": { "lab": "/remotes/lab/mf-manifest.json" }, "overrideOrigins": [], "releaseBase": "/releases" }
import { REMOTE_NAMES, type RemoteName } from '@vet/shared-ui/boot';
import { fetchWithTimeout } from './loadTimeout';

export type RemotesManifest = Partial<Record<RemoteName, string>>;

export interface RemotesConfig {
  /** Absolute URL of each declared remote's mf-manifest.json. */
  remotes: RemotesManifest;
  /** Origins ("http://host:port") a staging override may load from; empty in production. */
  overrideOrigins: string[];
  /** Where the release tooling publishes builds; informative for the browser. */
  releaseBase?: string;
}

export const REMOTES_MANIFEST_PATH = '/remotes.json';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Defensive: unknown remote names and non-string entries are ignored; an allowlist that is not a
 *  list of strings counts as empty (no override is accepted), never as "anything goes". Relative
 *  URLs become absolute against `origin`, since the federation runtime needs them absolute. */
export function parseRemotesConfig(raw: unknown, origin: string): RemotesConfig {
  if (!isRecord(raw) || !isRecord(raw.remotes)) throw new Error('remotes.json no declara "remotes"');
  const declared = raw.remotes;

  const remotes: RemotesManifest = {};
  for (const name of REMOTE_NAMES) {
    const entry = declared[name];
    if (typeof entry !== 'string' || !entry) continue;
    try {
      remotes[name] = new URL(entry, origin).href;
    } catch {
      // An unusable URL is the same as an undeclared remote: its area shows the fallback.
    }
  }

  const origins = raw.overrideOrigins;
  const overrideOrigins =
    Array.isArray(origins) && origins.every((item): item is string => typeof item === 'string')
      ? origins
      : [];

  const config: RemotesConfig = { remotes, overrideOrigins };
  if (typeof raw.releaseBase === 'string') config.releaseBase = raw.releaseBase;
  return config;
}

export async function fetchRemotesConfig(): Promise<RemotesConfig> {
  const { origin } = window.location;
  const response = await fetchWithTimeout(new URL(REMOTES_MANIFEST_PATH, origin), { cache: 'no-store' });
  if (!response.ok) throw new Error(`remotes.json respondió ${response.status}`);
  return parseRemotesConfig(await response.json(), origin);
}
