// remotes.json: remote name → URL of its mf-manifest.json. Read at start-up, never from cache, so
// pointing the product at another build of a remote is a one-line change to that file.
import { REMOTE_NAMES, type RemoteName } from '@vet/shared-ui';

export type RemotesManifest = Partial<Record<RemoteName, string>>;

export const REMOTES_MANIFEST_PATH = '/remotes.json';

/** URLs may be relative ("/remotes/owners/mf-manifest.json"); the federation runtime needs them
 *  absolute, so they are resolved against this page's origin. */
export async function fetchRemotesManifest(): Promise<RemotesManifest> {
  const response = await fetch(new URL(REMOTES_MANIFEST_PATH, window.location.origin), { cache: 'no-store' });
  if (!response.ok) throw new Error(`remotes.json respondió ${response.status}`);
  const raw: unknown = await response.json();
  if (!raw || typeof raw !== 'object') throw new Error('remotes.json no es un objeto');

  const manifest: RemotesManifest = {};
  for (const name of REMOTE_NAMES) {
    const entry = (raw as Record<string, unknown>)[name];
    if (typeof entry === 'string' && entry) manifest[name] = new URL(entry, window.location.origin).href;
  }
  return manifest;
}
