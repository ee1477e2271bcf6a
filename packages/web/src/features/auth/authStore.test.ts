import type { TokenResponse } from '@cellar/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api';
import { ada, fakeJwt, memoryStorage } from '../../test/fakeServer';
import { createAuthStore } from './authStore';

const hour = 3600;

function setup(initialToken: string | null = null) {
  const api = {
    login: vi.fn(async (): Promise<TokenResponse> => ({ token: fakeJwt(hour), user: ada })),
    register: vi.fn(async (): Promise<TokenResponse> => ({ token: fakeJwt(hour), user: ada })),
    refreshToken: vi.fn(async (): Promise<TokenResponse> => ({ token: fakeJwt(hour), user: ada })),
  };
  const storage = memoryStorage(initialToken);
  return { api, storage, store: createAuthStore(api, storage) };
}

describe('auth store', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-03-01T12:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('login stores the token and user and keeps the token in the cookie', async () => {
    const { store, storage, api } = setup();
    await store.login('ada@example.com', 'secret');
    expect(api.login).toHaveBeenCalledWith('ada@example.com', 'secret');
    expect(store.getState().user).toEqual(ada);
    expect(store.getState().token).toBe(storage.get());
  });

  it('refreshes at 80 % of the remaining lifetime, not before', async () => {
    const { store, api } = setup();
    await store.login('ada@example.com', 'secret');
    await vi.advanceTimersByTimeAsync(hour * 0.8 * 1000 - 1000);
    expect(api.refreshToken).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1000);
    expect(api.refreshToken).toHaveBeenCalledTimes(1);
    // The new token gets its own timer, again at 80 % of its lifetime.
    await vi.advanceTimersByTimeAsync(hour * 0.8 * 1000);
    expect(api.refreshToken).toHaveBeenCalledTimes(2);
  });

  it('register also starts a session with a scheduled refresh', async () => {
    const { store, api } = setup();
    await store.register({ name: 'Ada', email: 'ada@example.com', password: 'analytical' });
    expect(store.getState().user).toEqual(ada);
    await vi.advanceTimersByTimeAsync(hour * 0.8 * 1000);
    expect(api.refreshToken).toHaveBeenCalledTimes(1);
  });

  it('clears the session when the server refuses the refresh', async () => {
    const { store, storage, api } = setup();
    await store.login('ada@example.com', 'secret');
    api.refreshToken.mockRejectedValueOnce(new ApiError(400, { non_field_errors: ['Refresh has expired.'] }));
    await store.refresh();
    expect(store.getState()).toMatchObject({ token: null, user: null, refreshing: false, endedBy: 'expired' });
    expect(storage.get()).toBeNull();
  });

  it('rethrows a network failure and keeps the session', async () => {
    const { store, storage, api } = setup();
    await store.login('ada@example.com', 'secret');
    const token = store.getState().token;
    api.refreshToken.mockRejectedValueOnce(new ApiError(null, null));
    await expect(store.refresh()).rejects.toMatchObject({ title: 'Network error' });
    expect(store.getState()).toMatchObject({ token, user: ada, refreshing: false });
    expect(storage.get()).toBe(token);
  });

  it('logoff clears token and user, stops refreshing and tells listeners', async () => {
    const { store, storage, api } = setup();
    const ended = vi.fn();
    store.onSessionEnd(ended);
    await store.login('ada@example.com', 'secret');
    store.logoff();
    expect(store.getState()).toMatchObject({ token: null, user: null, endedBy: 'logoff' });
    expect(storage.get()).toBeNull();
    expect(ended).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(hour * 1000);
    expect(api.refreshToken).not.toHaveBeenCalled();
  });

  it('renews the session with a new password as the same user', async () => {
    const { store, api } = setup();
    await store.login('ada@example.com', 'old secret');
    await store.renew('new secret');
    expect(api.login).toHaveBeenLastCalledWith(ada.username, 'new secret');
    expect(store.getState().user).toEqual(ada);
  });

  it('restores a session from the cookie through a refresh', async () => {
    const saved = fakeJwt(hour);
    const { store, api } = setup(saved);
    await store.restore();
    expect(api.refreshToken).toHaveBeenCalledWith(saved);
    expect(store.getState().user).toEqual(ada);
  });

  it('stays anonymous without a cookie', async () => {
    const { store, api } = setup();
    await store.restore();
    expect(api.refreshToken).not.toHaveBeenCalled();
    expect(store.getState().user).toBeNull();
  });
});
