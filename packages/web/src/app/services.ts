import { QueryClient } from '@tanstack/react-query';
import { createApi, isApiError, type Api } from '../api';
import { createAuthStore, type AuthStore } from '../features/auth/authStore';
import { tokenCookie, type TokenStorage } from '../features/auth/tokenCookie';
import { createLiveChannel, type LiveChannel, type LiveChannelOptions } from '../features/realtime/liveChannel';
import { settingsQueryKey } from '../features/settings/settingsQuery';

/** Everything the app talks to outside React: the typed API, the session and the query cache. */
export interface Services {
  api: Api;
  auth: AuthStore;
  queryClient: QueryClient;
  /** The realtime connection; the app layout opens it and closes it (spec §2 "Layouts"). */
  live: LiveChannel;
}

/** A query cache tuned for an app whose data changes through its own actions and realtime events. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // A refusal from the server will not change by asking again; only network failures are retried.
        retry: (failureCount, error) => failureCount < 2 && isApiError(error) && !error.hasResponse,
      },
      mutations: { retry: false },
    },
  });
}

/** What can be swapped out, for tests: the network and where the token is kept. */
export interface ServiceOptions {
  fetch?: typeof fetch;
  storage?: TokenStorage;
  queryClient?: QueryClient;
  /** How the live channel opens sockets; tests without a server leave it closed or pass their own. */
  openSocket?: LiveChannelOptions['openSocket'];
}

/** Wires the services together once at start-up; tests pass a fake fetch and storage. */
export function createServices({ fetch, storage = tokenCookie, queryClient = createQueryClient(), openSocket }: ServiceOptions = {}): Services {
  // The client reads the token lazily, so the store can be created after the API it uses.
  const holder: { auth?: AuthStore } = {};
  const getToken = () => holder.auth?.getState().token ?? null;
  const live = createLiveChannel({ getToken, openSocket });
  const api = createApi({
    getToken,
    getWebSocketId: () => live.getState().webSocketId,
    onUnauthorized: () => holder.auth?.expire(),
    fetch,
  });
  const auth = createAuthStore(api.user, storage);
  holder.auth = auth;
  // Whatever belonged to the old session goes with it; the public settings stay.
  auth.onSessionEnd(() => {
    live.disconnect();
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== settingsQueryKey[0] });
  });
  return { api, auth, queryClient, live };
}
