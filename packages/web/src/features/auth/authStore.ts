import { accountLimits, type TokenResponse, type UserResponse } from '@cellar/core';
import { isApiError, type UserApi } from '../../api';
import { readJwtExpiry } from './jwt';
import type { TokenStorage } from './tokenCookie';

/** The session as the app sees it (spec §3 "Auth state"). */
export interface AuthState {
  token: string | null;
  user: UserResponse | null;
  refreshing: boolean;
  /** Why the last session ended: a chosen logoff goes to plain /login, an expiry keeps `original`. */
  endedBy: 'logoff' | 'expired' | null;
}

/** The session store: login, register, refresh, restore and logoff (spec §4 "Auth"). */
export interface AuthStore {
  getState(): AuthState;
  subscribe(listener: () => void): () => void;
  login(email: string, password: string): Promise<UserResponse>;
  register(input: Parameters<UserApi['register']>[0]): Promise<UserResponse>;
  /** Exchanges the current token; a refused refresh clears the session, a network failure rethrows. */
  refresh(): Promise<void>;
  /** Picks the session up from the cookie after a reload. */
  restore(): Promise<void>;
  logoff(): void;
  /** Logs in again as the current user, e.g. after a password change ended the old tokens. */
  renew(password: string): Promise<void>;
  /** Ends the session because the server stopped accepting its token (a 401 mid-session). */
  expire(): void;
  /** Runs on every end of a session, so other stores can drop what belonged to it. */
  onSessionEnd(listener: () => void): () => void;
}

const anonymous: AuthState = { token: null, user: null, refreshing: false, endedBy: null };
// After a network failure the timer tries again this soon, while the token is still alive.
const retryAfterNetworkErrorMs = 15_000;

/** Creates the store over the user endpoints and the token cookie. */
export function createAuthStore(api: Pick<UserApi, 'login' | 'register' | 'refreshToken'>, storage: TokenStorage): AuthStore {
  let state: AuthState = anonymous;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const listeners = new Set<() => void>();
  const endListeners = new Set<() => void>();

  const update = (next: Partial<AuthState>) => {
    state = { ...state, ...next };
    listeners.forEach((listener) => listener());
  };

  const scheduleRefresh = (token: string) => {
    clearTimeout(timer);
    const exp = readJwtExpiry(token);
    if (exp === null) return;
    const remainingMs = exp * 1000 - Date.now();
    if (remainingMs <= 0) return;
    timer = setTimeout(() => {
      store.refresh().catch(() => {
        // No answer: the token may still be good, so try again while it lives.
        if (state.token === token && exp * 1000 - Date.now() > retryAfterNetworkErrorMs) {
          timer = setTimeout(() => void store.refresh().catch(() => undefined), retryAfterNetworkErrorMs);
        }
      });
    }, remainingMs * accountLimits.tokenRefreshFraction);
  };

  const start = ({ token, user }: TokenResponse): UserResponse => {
    storage.set(token);
    update({ token, user, endedBy: null });
    scheduleRefresh(token);
    return user;
  };

  const end = (reason: 'logoff' | 'expired') => {
    clearTimeout(timer);
    storage.clear();
    update({ ...anonymous, endedBy: reason });
    endListeners.forEach((listener) => listener());
  };

  const store: AuthStore = {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    login: async (email, password) => start(await api.login(email, password)),
    register: async (input) => start(await api.register(input)),
    async refresh() {
      const token = state.token;
      if (!token) return;
      update({ refreshing: true });
      try {
        start(await api.refreshToken(token));
      } catch (error) {
        if (isApiError(error) && error.hasResponse) end('expired');
        else throw error;
      } finally {
        update({ refreshing: false });
      }
    },
    async restore() {
      const token = storage.get();
      if (!token || state.user) return;
      update({ token });
      await store.refresh();
    },
    logoff: () => end('logoff'),
    async renew(password) {
      if (state.user) await store.login(state.user.username, password);
    },
    expire() {
      if (state.token) end('expired');
    },
    onSessionEnd(listener) {
      endListeners.add(listener);
      return () => endListeners.delete(listener);
    },
  };
  return store;
}
