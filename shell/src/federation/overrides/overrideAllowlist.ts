// Which overrides may apply: only an absolute http(s) URL whose origin is exactly one of
// remotes.json's "overrideOrigins". Checked at every start, so removing an origin from the allowlist
// ends the overrides already stored in testers' tabs; in production the list is empty.
import type { RemoteName } from '@vet/shared-ui/boot';
import type { RemotesManifest } from '../remotesManifest';
import type { Placements } from '../placement';
import type { RemoteOverrides } from './overrideParams';

export interface ActiveOverride {
  remote: RemoteName;
  url: string;
}

export type RefusedOverride =
  | { remote: RemoteName; url: string; reason: 'invalid-url' }
  | { remote: RemoteName; url: string; reason: 'origin-not-allowed'; origin: string };

export interface CheckedOverrides {
  active: ActiveOverride[];
  refused: RefusedOverride[];
}

function absoluteHttpUrl(value: string): URL | null {
  try {
    const url = new URL(value); // no base: a relative value is refused
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

/** `placements`: the remotes remotes.json declares; an override for any other is dropped quietly. */
export function checkOverrides(
  overrides: RemoteOverrides,
  allowedOrigins: readonly string[],
  placements: Placements,
): CheckedOverrides {
  const result: CheckedOverrides = { active: [], refused: [] };
  for (const remote of Object.keys(placements)) {
    const value = overrides[remote];
    if (!value) continue;
    const url = absoluteHttpUrl(value);
    if (!url) result.refused.push({ remote, url: value, reason: 'invalid-url' });
    else if (!allowedOrigins.includes(url.origin))
      result.refused.push({ remote, url: value, reason: 'origin-not-allowed', origin: url.origin });
    else result.active.push({ remote, url: url.href });
  }
  return result;
}

/** remotes.json's entries with the accepted overrides in their place. */
export function applyOverrides(remotes: RemotesManifest, active: readonly ActiveOverride[]): RemotesManifest {
  const merged: RemotesManifest = { ...remotes };
  for (const { remote, url } of active) merged[remote] = url;
  return merged;
}

/** The overrides worth keeping in storage: the refused ones are dropped for good. */
export function toStoredOverrides(active: readonly ActiveOverride[]): RemoteOverrides {
  const stored: RemoteOverrides = {};
  for (const { remote, url } of active) stored[remote] = url;
  return stored;
}
