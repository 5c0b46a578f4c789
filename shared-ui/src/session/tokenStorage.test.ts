import { clearToken, getToken, setToken, subscribeToken, TOKEN_STORAGE_KEY } from './tokenStorage';

afterEach(() => localStorage.clear());

describe('token storage', () => {
  it('keeps the token in localStorage and tells listeners', () => {
    const listener = jest.fn();
    const unsubscribe = subscribeToken(listener);
    setToken('abc');
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('abc');
    expect(getToken()).toBe('abc');
    clearToken();
    expect(getToken()).toBeNull();
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
  });

  it('hears a logout made in another tab', () => {
    const listener = jest.fn();
    const unsubscribe = subscribeToken(listener);
    window.dispatchEvent(new StorageEvent('storage', { key: TOKEN_STORAGE_KEY }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'something-else' }));
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
  });
});
