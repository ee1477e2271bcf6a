import { createContext, useContext, type ReactNode } from 'react';
import type { DatabaseApi } from '../../api/databaseApi';
import { useServices } from '../../app/ServicesContext';

const DatabaseApiContext = createContext<DatabaseApi | null>(null);

/** Lets tests hand the database screens a fake API instead of HTTP. */
export function DatabaseApiProvider({ api, children }: { api: DatabaseApi; children: ReactNode }) {
  return <DatabaseApiContext.Provider value={api}>{children}</DatabaseApiContext.Provider>;
}

/** The database endpoints: the app's API, or the one a test provided. */
export function useDatabaseApi(): DatabaseApi {
  const provided = useContext(DatabaseApiContext);
  const services = useServices();
  return provided ?? services.api.database;
}
