import type { ReactNode } from 'react';
import { configureStore } from '@reduxjs/toolkit';
import { Provider } from 'react-redux';
import { act, renderHook, waitFor } from '@testing-library/react';
import { sessionApi } from './sessionApi';
import { useCurrentUser } from './useCurrentUser';
import { getToken, setToken } from './tokenStorage';
import { fakeApi, type FakeAnswer } from '../../testing/fakeApi';

/** Answers in turn; the last one repeats. */
function inTurn(...answers: FakeAnswer[]) {
  let call = 0;
  return () => answers[Math.min(call++, answers.length - 1)];
}

const ana = { _id: 'u1', name: 'Ana', lastName: 'Pérez', email: 'ana@example.com', ci: 'V-1' };

function setup() {
  const store = configureStore({
    reducer: { [sessionApi.reducerPath]: sessionApi.reducer },
    middleware: (getDefault) => getDefault().concat(sessionApi.middleware),
  });
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
  return { store, ...renderHook(() => useCurrentUser(), { wrapper }) };
}

afterEach(() => localStorage.clear());

describe('current user', () => {
  it('is anonymous without a token, and asks nothing', () => {
    const { sent } = fakeApi({});
    const { result } = setup();
    expect(result.current).toEqual({ status: 'anonymous', user: null });
    expect(sent).toHaveLength(0);
  });

  it('loads the vet with the stored token as a bearer header', async () => {
    setToken('tok-1');
    const { sent } = fakeApi({ 'GET /auth/user': { status: 200, body: ana } });
    const { result } = setup();
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current.status).toBe('authenticated'));
    // Only the four fields the product reads.
    expect(result.current.user).toEqual({
      _id: 'u1',
      name: 'Ana',
      lastName: 'Pérez',
      email: 'ana@example.com',
    });
    expect(sent[0].headers.get('Authorization')).toBe('Bearer tok-1');
  });

  it('treats an answer missing a field as no user', async () => {
    setToken('tok-1');
    fakeApi({ 'GET /auth/user': { status: 200, body: { _id: 'u1', name: 'Ana' } } });
    const { result } = setup();
    await waitFor(() => expect(result.current.status).toBe('anonymous'));
  });

  it('forgets a token the server refuses', async () => {
    setToken('dead');
    const { sent } = fakeApi({
      'GET /auth/user': { status: 401, body: { msg: 'Sesión no válida o expirada' } },
    });
    const { result } = setup();
    await waitFor(() => expect(result.current.status).toBe('anonymous'));
    expect(getToken()).toBeNull();
    expect(sent).toHaveLength(1);
  });

  it('retries once after a server error', async () => {
    setToken('tok-1');
    const { sent } = fakeApi({
      'GET /auth/user': inTurn({ status: 503, body: { msg: 'Ocupado' } }, { status: 200, body: ana }),
    });
    const { result } = setup();
    await waitFor(() => expect(result.current.status).toBe('authenticated'), { timeout: 3000 });
    expect(sent).toHaveLength(2);
  });

  it('gives up after one retry', async () => {
    setToken('tok-1');
    const { sent } = fakeApi({ 'GET /auth/user': { status: 500, body: { msg: 'Error' } } });
    const { result } = setup();
    await waitFor(() => expect(result.current.status).toBe('anonymous'), { timeout: 3000 });
    expect(sent).toHaveLength(2);
    // A server error is not a refused token: it is kept for the next attempt.
    expect(getToken()).toBe('tok-1');
  });

  it('follows a new login: a new token is looked up afresh', async () => {
    setToken('tok-1');
    fakeApi({
      'GET /auth/user': inTurn(
        { status: 200, body: ana },
        { status: 200, body: { ...ana, _id: 'u2', name: 'Luis' } },
      ),
    });
    const { result } = setup();
    await waitFor(() => expect(result.current.user?.name).toBe('Ana'));
    act(() => setToken('tok-2'));
    await waitFor(() => expect(result.current.user?.name).toBe('Luis'));
  });
});

describe('logout', () => {
  it('revokes the token on the server, forgets it, and the user becomes anonymous', async () => {
    setToken('tok-1');
    const { sent } = fakeApi({
      'GET /auth/user': { status: 200, body: ana },
      'POST /auth/logout': { status: 204 },
    });
    const { result, store } = setup();
    await waitFor(() => expect(result.current.status).toBe('authenticated'));

    await act(() => store.dispatch(sessionApi.endpoints.logout.initiate()));
    expect(sent.find((c) => c.path === '/auth/logout')?.headers.get('Authorization')).toBe('Bearer tok-1');
    expect(getToken()).toBeNull();
    expect(result.current.status).toBe('anonymous');
  });

  it('still logs out locally when the server cannot be reached', async () => {
    setToken('tok-1');
    fakeApi({
      'POST /auth/logout': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const { store } = setup();
    await act(() => store.dispatch(sessionApi.endpoints.logout.initiate()));
    expect(getToken()).toBeNull();
  });
});
