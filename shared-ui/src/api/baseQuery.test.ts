import { configureStore } from '@reduxjs/toolkit';
import { createApi } from '@reduxjs/toolkit/query';
import { baseQuery, apiBaseUrl } from './baseQuery';
import { getToken, setToken, subscribeToken } from '../session/tokenStorage';
import { fakeApi } from '../../testing/fakeApi';

const api = createApi({
  reducerPath: 'test',
  baseQuery,
  endpoints: (build) => ({ owners: build.query<unknown, void>({ query: () => '/owners' }) }),
});

function makeStore() {
  return configureStore({
    reducer: { [api.reducerPath]: api.reducer },
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
}

afterEach(() => localStorage.clear());

describe('baseQuery', () => {
  it('calls the API under /api of this origin with the bearer token', async () => {
    setToken('tok-1');
    const { sent, fetchMock } = fakeApi({ 'GET /owners': { status: 200, body: [] } });
    const result = await makeStore().dispatch(api.endpoints.owners.initiate());
    expect(apiBaseUrl()).toBe('http://localhost:8080/api');
    expect((fetchMock.mock.calls[0][0] as Request).url).toBe('http://localhost:8080/api/owners');
    expect(result.data).toEqual([]);
    expect(sent[0].headers.get('Authorization')).toBe('Bearer tok-1');
  });

  it('sends no Authorization header without a session', async () => {
    const { sent } = fakeApi({ 'GET /owners': { status: 200, body: [] } });
    await makeStore().dispatch(api.endpoints.owners.initiate());
    expect(sent[0].headers.has('Authorization')).toBe(false);
  });

  it('ends the session when the server refuses the token', async () => {
    setToken('expired');
    const onChange = jest.fn();
    const unsubscribe = subscribeToken(onChange);
    fakeApi({ 'GET /owners': { status: 401, body: { msg: 'Sesión no válida o expirada' } } });
    await makeStore().dispatch(api.endpoints.owners.initiate());
    expect(getToken()).toBeNull();
    expect(onChange).toHaveBeenCalled();
    unsubscribe();
  });
});
