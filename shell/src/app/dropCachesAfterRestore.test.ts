// After a restore, the remotes' caches are dropped when the vet moves to another screen.
import { announceRecordsReplaced } from '@vet/shared-ui';
import { dropCachesAfterRestore } from './dropCachesAfterRestore';

function fakeRouter() {
  const listeners = new Set<(state: { location: { key: string } }) => void>();
  const router = {
    state: { location: { key: 'perfil' } },
    subscribe(listener: (state: { location: { key: string } }) => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    go(key: string) {
      router.state = { location: { key } };
      listeners.forEach((listener) => listener(router.state));
    },
  };
  return router;
}

it('keeps the caches while Perfil shows the result, drops them on the next screen, once', () => {
  const router = fakeRouter();
  const host = { resetInjectedApis: jest.fn() };
  const stop = dropCachesAfterRestore(router, host);

  announceRecordsReplaced();
  router.go('perfil'); // the same screen updating (e.g. a revalidation)
  expect(host.resetInjectedApis).not.toHaveBeenCalled();

  router.go('owners');
  expect(host.resetInjectedApis).toHaveBeenCalledTimes(1);
  router.go('patients');
  expect(host.resetInjectedApis).toHaveBeenCalledTimes(1);
  stop();
});

it('without a restore, moving between screens keeps every cache', () => {
  const router = fakeRouter();
  const host = { resetInjectedApis: jest.fn() };
  const stop = dropCachesAfterRestore(router, host);

  router.go('owners');
  router.go('patients');
  expect(host.resetInjectedApis).not.toHaveBeenCalled();
  stop();
});
