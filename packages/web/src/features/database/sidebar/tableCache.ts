import type { Application, Table } from '@cellar/core';
import type { QueryClient } from '@tanstack/react-query';
import { applicationsQueryKey } from '../../applications/applicationKeys';
import { databaseKeys } from '../queries';

/** Changes a database's tables in the sidebar's applications cache, where the sidebar reads them. */
export function writeTables(queryClient: QueryClient, databaseId: number, update: (tables: Table[]) => Table[]): void {
  queryClient.setQueryData<Application[]>(applicationsQueryKey, (applications) =>
    applications?.map((application) => (application.id === databaseId ? { ...application, tables: update(application.tables ?? []) } : application)),
  );
}

/** Carries a renamed table's name into its open views, whose `table` the table page shows. */
export function renameInViews(queryClient: QueryClient, tableId: number, name: string): void {
  queryClient.setQueryData<{ table: Table }[]>(databaseKeys.views(tableId), (views) => views?.map((view) => ({ ...view, table: { ...view.table, name } })));
}

/** Forgets everything cached about a deleted table. */
export function forgetTable(queryClient: QueryClient, tableId: number): void {
  // Active ones belong to the open table page, which is being left; they go when it unmounts.
  queryClient.removeQueries({ queryKey: ['database', 'table', tableId], type: 'inactive' });
}
