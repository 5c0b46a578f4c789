// The tester's way in: "?remote-lab=<mf-manifest URL>" on any shell URL points the lab remote at a
// staging build for this tab; "?remote-lab=" (empty) forgets that. Pure functions over strings, so
// the rules are tested without a browser.
import type { RemoteName } from '@vet/shared-ui/boot';

export const OVERRIDE_PARAM_PREFIX = 'remote-';

/** Remote name → the URL of the mf-manifest.json to load instead of remotes.json's. */
export type RemoteOverrides = Partial<Record<RemoteName, string>>;

/** What the address asked for: a URL to use, or null to forget the remote's override. */
export type OverrideChanges = Partial<Record<RemoteName, string | null>>;

// Read before remotes.json is (the address is cleaned first): any name a remote could have. Whether the
// remote exists is checked against remotes.json later (overrideAllowlist.ts).
const REMOTE_NAME = /^[a-z0-9][a-z0-9-]*$/;

const remoteOfParam = (key: string): RemoteName | undefined => {
  if (!key.startsWith(OVERRIDE_PARAM_PREFIX)) return undefined;
  const name = key.slice(OVERRIDE_PARAM_PREFIX.length);
  return REMOTE_NAME.test(name) ? name : undefined;
};

const decode = (part: string): string => {
  try {
    return decodeURIComponent(part.replace(/\+/g, ' '));
  } catch {
    return part;
  }
};

/** Takes the "remote-<name>" parameters out of a URL. The other parameters stay byte for byte (no
 *  re-encoding), so the page the tester opened is the page they land on. Null when there are none;
 *  parameters for names that are not remotes are left alone. */
export function takeOverrideParams(url: URL): { changes: OverrideChanges; cleanedPath: string } | null {
  const changes: OverrideChanges = {};
  const kept: string[] = [];
  let found = false;
  for (const part of url.search.replace(/^\?/, '').split('&')) {
    if (!part) continue;
    const [rawKey, ...rawValue] = part.split('=');
    const remote = remoteOfParam(decode(rawKey));
    if (!remote) {
      kept.push(part);
      continue;
    }
    found = true;
    const value = decode(rawValue.join('=')).trim();
    changes[remote] = value || null; // repeated: the last one wins
  }
  if (!found) return null;
  const search = kept.length ? `?${kept.join('&')}` : '';
  return { changes, cleanedPath: `${url.pathname}${search}${url.hash}` };
}

export function applyOverrideChanges(current: RemoteOverrides, changes: OverrideChanges): RemoteOverrides {
  const next: RemoteOverrides = { ...current };
  for (const [name, value] of Object.entries(changes)) {
    if (value) next[name] = value;
    else delete next[name];
  }
  return next;
}

/** What sessionStorage holds, read defensively: anything unexpected is no override. */
export function parseStoredOverrides(raw: string | null): RemoteOverrides {
  if (!raw) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return {};
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
  const overrides: RemoteOverrides = {};
  for (const [name, value] of Object.entries(parsed as Record<string, unknown>)) {
    if (REMOTE_NAME.test(name) && typeof value === 'string' && value) overrides[name] = value;
  }
  return overrides;
}
