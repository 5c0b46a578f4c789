// Props for a link to preload the remote behind it when the pointer rests on it or it gets focus:
// by the click, the remote's files are usually in the cache. Links to shell pages get nothing.
import { useMemo } from 'react';
import { remoteForPath } from './remoteForPath';
import { useRemoteRegistry } from './RemotesContext';
import { usePlacements } from './PlacementsContext';

export interface PreloadHandlers {
  onMouseEnter?: () => void;
  onFocus?: () => void;
  onTouchStart?: () => void;
}

export function usePreloadOnIntent(to: string): PreloadHandlers {
  const registry = useRemoteRegistry();
  const placements = usePlacements();
  return useMemo(() => {
    const remote = remoteForPath(to, placements);
    if (!remote) return {};
    const preload = () => registry.preload(remote);
    // Phones have no hover: a touch starts the preload a moment before the click.
    return { onMouseEnter: preload, onFocus: preload, onTouchStart: preload };
  }, [registry, placements, to]);
}
