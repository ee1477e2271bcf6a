import { useSyncExternalStore } from 'react';
import { useServices } from '../../app/ServicesContext';
import type { AuthState, AuthStore } from './authStore';

/** The current session plus the store's actions, re-rendering when the session changes. */
export function useAuth(): AuthState & { store: AuthStore } {
  const { auth } = useServices();
  const state = useSyncExternalStore(auth.subscribe, auth.getState, auth.getState);
  return { ...state, store: auth };
}
