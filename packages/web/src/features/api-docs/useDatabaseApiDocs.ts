import { describeDatabaseApi, type DatabaseApiDocs, type Field } from '@cellar/core';
import { useQueries } from '@tanstack/react-query';
import { useApi } from '../../app/ServicesContext';
import { useApplications } from '../applications/useApplications';
import { databaseKeys } from '../database/queries';

/** What the docs page of one database shows: loading, missing, failed, or its rows API. */
export type DatabaseApiDocsState =
  | { status: 'loading' }
  | { status: 'missing' }
  | { status: 'error'; error: Error }
  | { status: 'ready'; docs: DatabaseApiDocs };

/**
 * One database's rows API, described by core's `describeDatabaseApi` from the database's tables and
 * their fields: the same description the server's OpenAPI document is built from.
 */
export function useDatabaseApiDocs(databaseId: number): DatabaseApiDocsState {
  const api = useApi();
  const applications = useApplications();
  const database = applications.data?.find((application) => application.id === databaseId && application.type === 'database');
  const tables = [...(database?.tables ?? [])].sort((a, b) => a.order - b.order || a.id - b.id);
  const fields = useQueries({
    queries: tables.map((table) => ({ queryKey: databaseKeys.fields(table.id), queryFn: () => api.database.listFields(table.id) })),
  });
  if (applications.error) return { status: 'error', error: applications.error };
  if (applications.isPending) return { status: 'loading' };
  if (!database) return { status: 'missing' };
  const failed = fields.find((query) => query.error);
  if (failed?.error) return { status: 'error', error: failed.error };
  if (fields.some((query) => !query.data)) return { status: 'loading' };
  const docs = describeDatabaseApi({
    database: { id: database.id, name: database.name },
    tables: tables.map((table, index) => ({ table, fields: fields[index]!.data as Field[] })),
  });
  return { status: 'ready', docs };
}
