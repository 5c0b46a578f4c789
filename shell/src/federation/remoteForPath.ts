// Which remote a shell URL opens: the mount whose pattern matches the most segments, which is how
// the router ranks these mounts ("/owners/o1/patients" is the patients remote, not owners). Used at
// start-up and to preload before a click. No router here: start-up runs it before the shared
// modules (react-router-dom among them) are loaded.
import { REMOTE_MOUNTS, REMOTE_NAMES, type RemoteName } from '@vet/shared-ui/boot';

const MOUNTS = REMOTE_NAMES.flatMap((remote) =>
  REMOTE_MOUNTS[remote].map((mount) => ({ segments: mount.path.split('/'), remote })),
);

/** Whether the path starts with the pattern's segments (":param" matches any one segment). */
function matches(pattern: string[], path: string[]): boolean {
  return (
    pattern.length <= path.length &&
    pattern.every((part, i) => part.startsWith(':') || part === path[i].toLowerCase())
  );
}

export function remoteForPath(path: string): RemoteName | null {
  const pathname = path.split(/[?#]/)[0] || '/';
  const segments = pathname.split('/').filter(Boolean);
  let best: { remote: RemoteName; length: number } | null = null;
  for (const { segments: pattern, remote } of MOUNTS) {
    if (matches(pattern, segments) && pattern.length > (best?.length ?? 0)) {
      best = { remote, length: pattern.length };
    }
  }
  return best?.remote ?? null;
}
