import { createContext, useContext, type ReactNode } from 'react';
import { ApiClient } from '../../api/client';
import { createDatabaseApi, type DatabaseApi } from '../../api/databaseApi';
import { useServices } from '../../app/ServicesContext';
import type { Services } from '../../app/services';

const DatabaseApiContext = createContext<DatabaseApi | null>(null);
const bound = new WeakMap<Services, DatabaseApi>();

/** Lets tests hand the database screens a fake API instead of HTTP. */
export function DatabaseApiProvider({ api, children }: { api: DatabaseApi; children: ReactNode }) {
  return <DatabaseApiContext.Provider value={api}>{children}</DatabaseApiContext.Provider>;
}

/**
 * The database endpoints, sharing the session of the app's API. Until the app-wide `Api`
 * carries a `database` group, this binds one client per services object with the same
 * token and expiry handling as the others.
 */
export function useDatabaseApi(): DatabaseApi {
  const provided = useContext(DatabaseApiContext);
  const services = useServices();
  if (provided) return provided;
  const fromApi = (services.api as { database?: DatabaseApi }).database;
  if (fromApi) return fromApi;
  let api = bound.get(services);
  if (!api) {
    api = createDatabaseApi(new ApiClient({ getToken: () => services.auth.getState().token, onUnauthorized: () => services.auth.expire() }));
    bound.set(services, api);
  }
  return api;
}
