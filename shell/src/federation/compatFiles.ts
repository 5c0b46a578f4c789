// Reads the two compatibility files (compatibility.ts) and refuses a remote before its entry runs.
// A file that cannot be read or parsed (a release built before issue #23, a network fault) means
// «not known here», never «incompatible»: the federation runtime's own checks still apply.
import { PROVIDES_FILE, REQUIRES_FILE } from '@vet/facts';
import type { RemoteName } from '@vet/shared-ui/boot';
import { incompatibility, parseCompatFile, type CompatFile } from './compatibility';
import { fetchWithTimeout } from './loadTimeout';
import { RemoteLoadError } from './RemoteLoadError';

export const PROVIDES_PATH = `/${PROVIDES_FILE}`;

/** Throws «Módulo no compatible» (RemoteLoadError 'incompatible') when `name` at `manifestUrl` cannot
 *  run on this shell. */
export type CompatibilityCheck = (name: RemoteName, manifestUrl: string) => Promise<void>;

async function readCompatFile(url: URL): Promise<CompatFile | null> {
  try {
    const response = await fetchWithTimeout(url, { cache: 'no-cache' });
    return response.ok ? parseCompatFile(await response.json()) : null;
  } catch {
    return null;
  }
}

export function createCompatibilityCheck({
  origin = window.location.origin,
  read = readCompatFile,
}: { origin?: string; read?: (url: URL) => Promise<CompatFile | null> } = {}): CompatibilityCheck {
  let provides: Promise<CompatFile | null> | null = null;
  // A release's files never change: one read per manifest URL and page. A failed read is tried again.
  const requires = new Map<string, Promise<CompatFile | null>>();

  const readProvides = () => {
    provides ??= read(new URL(PROVIDES_PATH, origin)).then((file) => {
      if (!file) provides = null;
      return file;
    });
    return provides;
  };

  const readRequires = (manifestUrl: string) => {
    let reading = requires.get(manifestUrl);
    if (!reading) {
      reading = read(new URL(REQUIRES_FILE, manifestUrl)).then((file) => {
        if (!file) requires.delete(manifestUrl);
        return file;
      });
      requires.set(manifestUrl, reading);
    }
    return reading;
  };

  return async (name, manifestUrl) => {
    const [shell, remote] = await Promise.all([readProvides(), readRequires(manifestUrl)]);
    const reason = shell && remote ? incompatibility(remote, shell) : null;
    if (reason) throw new RemoteLoadError(name, 'incompatible', reason);
  };
}
