// A remote's RTK Query API joins the one store when the remote registers, and works at once.
import { createApi } from '@reduxjs/toolkit/query/react';
import { Provider } from 'react-redux';
import { act, render, screen } from '@testing-library/react';
import { baseQuery, setToken, clearToken } from '@vet/shared-ui';
import { fakeApi } from '@vet/shared-ui/testing/fakeApi';
import { makeStore } from './makeStore';

function makeOwnersApi() {
  return createApi({
    reducerPath: 'ownersApi',
    baseQuery,
    endpoints: (build) => ({ getOwners: build.query<{ name: string }[], void>({ query: () => '/owners' }) }),
  });
}

afterEach(() => localStorage.clear());

describe('makeStore', () => {
  it('starts with the session API only', () => {
    const { store, host } = makeStore();
    expect(Object.keys(store.getState())).toEqual(['session']);
    expect(host.injectedKeys()).toEqual([]);
  });

  it('gives an injected API its state at once, and its hooks work through the added middleware', async () => {
    fakeApi({ 'GET /owners': { status: 200, body: [{ name: 'Carlos' }] } });
    const { store, host } = makeStore();
    const ownersApi = makeOwnersApi();
    host.injectSlice(ownersApi);
    host.addMiddleware(ownersApi.middleware);
    // No "No data found at state.ownersApi": the state exists right after injecting.
    expect(store.getState()).toHaveProperty('ownersApi');

    function Owners() {
      const { data } = ownersApi.useGetOwnersQuery();
      return <p>{data?.map((owner) => owner.name).join(', ') ?? 'cargando'}</p>;
    }
    render(
      <Provider store={store}>
        <Owners />
      </Provider>,
    );
    expect(await screen.findByText('Carlos')).toBeInTheDocument();
  });

  it('injects and adds middleware once, and refuses a second owner of the same key', () => {
    fakeApi({});
    const { host } = makeStore();
    const ownersApi = makeOwnersApi();
    host.injectSlice(ownersApi);
    host.injectSlice(ownersApi);
    host.addMiddleware(ownersApi.middleware);
    host.addMiddleware(ownersApi.middleware);
    expect(host.injectedKeys()).toEqual(['ownersApi']);
    expect(() => host.injectSlice(makeOwnersApi())).toThrow(
      'El estado "ownersApi" ya pertenece a otro módulo.',
    );
  });

  it("drops the remotes' cached data when the session changes", async () => {
    setToken('vet-a');
    fakeApi({ 'GET /owners': { status: 200, body: [{ name: 'Carlos' }] } });
    const { store, host } = makeStore();
    const ownersApi = makeOwnersApi();
    host.injectSlice(ownersApi);
    host.addMiddleware(ownersApi.middleware);
    await store.dispatch(ownersApi.endpoints.getOwners.initiate());
    expect(ownersApi.endpoints.getOwners.select()(store.getState() as never).data).toEqual([
      { name: 'Carlos' },
    ]);

    act(() => clearToken());
    expect(ownersApi.endpoints.getOwners.select()(store.getState() as never).data).toBeUndefined();
  });

  it('lets a new build of the same remote take over its API and middleware; another remote still cannot', async () => {
    fakeApi({ 'GET /owners': { status: 200, body: [{ name: 'Carlos' }] } });
    const { store, host } = makeStore();
    const before = makeOwnersApi();
    const firstBuild = host.forRemote('owners');
    firstBuild.injectSlice(before);
    firstBuild.addMiddleware(before.middleware);
    await store.dispatch(before.endpoints.getOwners.initiate());

    // The build remotes.json names after a rollback: another API object under the same key.
    const after = makeOwnersApi();
    const nextBuild = host.forRemote('owners');
    nextBuild.injectSlice(after);
    nextBuild.addMiddleware(after.middleware);
    // The previous build's answers are gone, and the new API loads through its own middleware.
    expect(after.endpoints.getOwners.select()(store.getState() as never).data).toBeUndefined();
    await store.dispatch(after.endpoints.getOwners.initiate());
    expect(after.endpoints.getOwners.select()(store.getState() as never).data).toEqual([{ name: 'Carlos' }]);

    expect(() => host.forRemote('patients').injectSlice(makeOwnersApi())).toThrow(
      'El estado "ownersApi" ya pertenece a otro módulo.',
    );
  });
});
