// A restored backup replaced every record of the account: each remote's cached lists, details and
// dashboard counts describe records that are gone. They are dropped on the vet's next move to another
// screen, not at once: the screen that restored (Perfil) keeps showing what was restored.
import { subscribeRecordsReplaced } from '@vet/shared-ui';
import type { ShellHost } from '../store/remoteHost';

interface RouterLike {
  state: { location: { key: string } };
  subscribe(listener: (state: { location: { key: string } }) => void): () => void;
}

export function dropCachesAfterRestore(router: RouterLike, host: Pick<ShellHost, 'resetInjectedApis'>) {
  let restoredAt: string | null = null;
  const stopListening = subscribeRecordsReplaced(() => {
    restoredAt = router.state.location.key;
  });
  const stopWatching = router.subscribe(({ location }) => {
    if (restoredAt === null || location.key === restoredAt) return;
    restoredAt = null;
    host.resetInjectedApis();
  });
  return () => {
    stopListening();
    stopWatching();
  };
}
