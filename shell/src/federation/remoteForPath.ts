// Which remote a shell URL opens (@vet/facts' mountForPath, which the server uses too for the first
// screen's files). Used at start-up and to preload before a click. No router here: start-up runs it
// before the shared modules (react-router-dom among them) are loaded. The mounts are remotes.json's
// (placement.ts).
import { mountForPath as mountOf } from '@vet/facts';
import type { MountPoint, RemoteName } from '@vet/shared-ui/boot';
import type { Placements } from './placement';

/** The remote and mount point a URL opens, or null for the shell's own pages. */
export function mountForPath(
  path: string,
  placements: Placements,
): { remote: RemoteName; mount: MountPoint } | null {
  return mountOf(path, placements);
}

export function remoteForPath(path: string, placements: Placements): RemoteName | null {
  return mountForPath(path, placements)?.remote ?? null;
}
