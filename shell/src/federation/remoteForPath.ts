// Which remote a shell URL opens: the mount whose pattern matches the most segments, which is how
// the router ranks these mounts ("/owners/o1/patients" is the patients remote, not owners). Used at
// start-up and to preload before a click. No router here: start-up runs it before the shared
// modules (react-router-dom among them) are loaded. The mounts are remotes.json's (placement.ts).
import type { MountPoint, RemoteName } from '@vet/shared-ui/boot';
import type { Placements } from './placement';

/** Whether the path starts with the pattern's segments (":param" matches any one segment). */
function matches(pattern: string[], path: string[]): boolean {
  return (
    pattern.length <= path.length &&
    pattern.every((part, i) => part.startsWith(':') || part === path[i].toLowerCase())
  );
}

/** The remote and mount point a URL opens, or null for the shell's own pages. */
export function mountForPath(
  path: string,
  placements: Placements,
): { remote: RemoteName; mount: MountPoint } | null {
  const pathname = path.split(/[?#]/)[0] || '/';
  const segments = pathname.split('/').filter(Boolean);
  let best: { remote: RemoteName; mount: MountPoint; length: number } | null = null;
  for (const [remote, { mounts }] of Object.entries(placements)) {
    for (const mount of mounts) {
      const pattern = mount.path.split('/');
      if (matches(pattern, segments) && pattern.length > (best?.length ?? 0)) {
        best = { remote, mount, length: pattern.length };
      }
    }
  }
  return best && { remote: best.remote, mount: best.mount };
}

export function remoteForPath(path: string, placements: Placements): RemoteName | null {
  return mountForPath(path, placements)?.remote ?? null;
}
