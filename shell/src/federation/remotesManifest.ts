// remotes.json: each remote's mf-manifest.json and where the shell places it (placement.ts), plus which
// origins a tester may point a remote at (staging overrides). Read at start-up, never from cache, so
// pointing the product at another build of a remote is a one-line change to that file, and a new remote
// joins with an entry there.
//   { "remotes": { "lab": { "manifest": "/remotes/lab/mf-manifest.json", "label": "Laboratorio",
//     "mounts": [{ "path": "patients/:patientId/lab-exams", "area": "main" }] } },
//     "overrideOrigins": [], "releaseBase": "/releases" }
import type { RemoteName } from '@vet/shared-ui/boot';
import { fetchWithTimeout } from './loadTimeout';
import { parsePlacement, type Placements, type RemotePlacement } from './placement';

export type RemotesManifest = Partial<Record<RemoteName, string>>;

export interface RemotesConfig {
  /** Absolute URL of each declared remote's mf-manifest.json. */
  remotes: RemotesManifest;
  /** Where each of those remotes goes in the shell. */
  placements: Placements;
  /** Origins ("http://host:port") a staging override may load from; empty in production. */
  overrideOrigins: string[];
  /** Where the release tooling publishes builds; informative for the browser. */
  releaseBase?: string;
}

export const REMOTES_MANIFEST_PATH = '/remotes.json';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const REMOTE_NAME = /^[a-z0-9][a-z0-9-]*$/;

/** Defensive: an entry the shell can't place is ignored, and one without a usable manifest URL keeps its
 *  place (its area shows the fallback); an allowlist that is not a list of strings counts as empty (no
 *  override is accepted), never as "anything goes". Relative URLs become absolute against `origin`,
 *  since the federation runtime needs them absolute. */
export function parseRemotesConfig(raw: unknown, origin: string): RemotesConfig {
  if (!isRecord(raw) || !isRecord(raw.remotes)) throw new Error('remotes.json no declara "remotes"');

  const remotes: RemotesManifest = {};
  const placements: Record<RemoteName, RemotePlacement> = {};
  for (const [name, entry] of Object.entries(raw.remotes)) {
    const placement = REMOTE_NAME.test(name) ? parsePlacement(entry) : null;
    if (!placement) continue;
    placements[name] = placement;
    const manifest = isRecord(entry) ? entry.manifest : undefined;
    if (typeof manifest !== 'string' || !manifest) continue;
    try {
      remotes[name] = new URL(manifest, origin).href;
    } catch {
      // An unusable URL is the same as a release that is missing: the remote's area shows the fallback.
    }
  }

  const origins = raw.overrideOrigins;
  const overrideOrigins =
    Array.isArray(origins) && origins.every((item): item is string => typeof item === 'string')
      ? origins
      : [];

  const config: RemotesConfig = { remotes, placements, overrideOrigins };
  if (typeof raw.releaseBase === 'string') config.releaseBase = raw.releaseBase;
  return config;
}

/** The server answered, but without a usable remotes.json (missing or invalid: its log says why). */
export class RemotesFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RemotesFileError';
  }
}

export async function fetchRemotesConfig(): Promise<RemotesConfig> {
  const { origin } = window.location;
  const response = await fetchWithTimeout(new URL(REMOTES_MANIFEST_PATH, origin), { cache: 'no-store' });
  if (!response.ok) throw new RemotesFileError(`remotes.json respondió ${response.status}`);
  let raw: unknown;
  try {
    raw = await response.json();
  } catch {
    throw new RemotesFileError('remotes.json no es JSON');
  }
  try {
    return parseRemotesConfig(raw, origin);
  } catch (error) {
    throw new RemotesFileError((error as Error).message);
  }
}
