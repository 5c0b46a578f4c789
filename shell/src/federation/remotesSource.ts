// remotes.json with this tab's staging overrides applied: what the federation loader registers and
// what the override banner shows. Read at start-up (again after a failed read), and afresh by
// refresh() when a navigation enters a remote (issue #23: an open tab follows a rollback); the
// allowlist is checked on every read, and refused overrides are reported and dropped from storage.
import { fetchRemotesConfig, type RemotesConfig, type RemotesManifest } from './remotesManifest';
import {
  applyOverrides,
  checkOverrides,
  toStoredOverrides,
  type ActiveOverride,
  type RefusedOverride,
} from './overrides/overrideAllowlist';
import type { RemoteOverrides } from './overrides/overrideParams';
import { readStoredOverrides, writeStoredOverrides } from './overrides/overrideStorage';
import { rememberPlacements } from './labels';
import type { Placements } from './placement';

export interface ResolvedRemotes {
  /** The mf-manifest.json URL to load for each remote, overrides included. */
  remotes: RemotesManifest;
  /** The overrides in effect, for the banner. */
  active: ActiveOverride[];
  /** Where each remote goes in the shell: its routes, links and dashboard slot. */
  placements: Placements;
}

export interface RemotesSource {
  read(): Promise<ResolvedRemotes>;
  /** Fetches remotes.json again (calls while one is on its way share it); later reads give this answer. */
  refresh(): Promise<ResolvedRemotes>;
  /** Null until remotes.json has been read (for useSyncExternalStore). */
  getSnapshot(): ResolvedRemotes | null;
  subscribe(listener: () => void): () => void;
}

export interface RemotesSourceOptions {
  fetchConfig?: () => Promise<RemotesConfig>;
  readOverrides?: () => RemoteOverrides;
  writeOverrides?: (overrides: RemoteOverrides) => void;
  onRefused?: (refused: RefusedOverride) => void;
}

export function createRemotesSource({
  fetchConfig = fetchRemotesConfig,
  readOverrides = () => readStoredOverrides(),
  writeOverrides = (overrides) => writeStoredOverrides(overrides),
  onRefused = () => {},
}: RemotesSourceOptions = {}): RemotesSource {
  let reading: Promise<ResolvedRemotes> | null = null;
  let refreshing: Promise<ResolvedRemotes> | null = null;
  let snapshot: ResolvedRemotes | null = null;
  const listeners = new Set<() => void>();

  function resolve(config: RemotesConfig): ResolvedRemotes {
    rememberPlacements(config.placements);
    // Only declared remotes can be overridden: one the file does not place has nowhere to show.
    const { active, refused } = checkOverrides(readOverrides(), config.overrideOrigins, config.placements);
    if (refused.length) {
      writeOverrides(toStoredOverrides(active));
      refused.forEach((item) => onRefused(item));
    }
    snapshot = { remotes: applyOverrides(config.remotes, active), active, placements: config.placements };
    listeners.forEach((listener) => listener());
    return snapshot;
  }

  return {
    read() {
      if (!reading) {
        const attempt = fetchConfig().then(resolve);
        // A failed read is not kept: the next read fetches remotes.json again.
        attempt.catch(() => {
          if (reading === attempt) reading = null;
        });
        reading = attempt;
      }
      return reading;
    },
    refresh() {
      // Calls while one is on its way share it: the dashboard's widgets each revalidate their remote as
      // they mount, and on a slow link four requests for the same file queue behind each other.
      if (refreshing) return refreshing;
      const attempt = fetchConfig().then(resolve);
      // Kept only once it succeeds: a failed refresh leaves the last good answer in place.
      refreshing = attempt
        .then((resolved) => {
          reading = attempt;
          return resolved;
        })
        .finally(() => {
          refreshing = null;
        });
      return refreshing;
    },
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
