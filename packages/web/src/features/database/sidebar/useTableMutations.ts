import type { Table } from '@cellar/core';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { isApiError } from '../../../api/ApiError';
import type { InitialTableData } from '../../../api/databaseApi';
import { useDatabaseApi } from '../DatabaseApiContext';
import { useNotifyError } from '../useNotifyError';
import { forgetTable, renameInViews, writeTables } from './tableCache';

/** Creating, renaming and deleting the tables of one database (spec §4 "Table"). */
export function useTableMutations(databaseId: number) {
  const api = useDatabaseApi();
  const queryClient = useQueryClient();
  const notifyError = useNotifyError();
  return useMemo(
    () => ({
      /** Creates a table, with imported rows when `initial` is given, and adds it to the sidebar. */
      async create(name: string, initial?: InitialTableData): Promise<Table> {
        const table = await api.createTable(databaseId, name, initial);
        writeTables(queryClient, databaseId, (tables) => [...tables, table]);
        return table;
      },
      /** Renames at once; the old name comes back and an error shows if the server refuses. */
      async rename(table: Table, name: string): Promise<void> {
        const put = (value: string) => {
          writeTables(queryClient, databaseId, (tables) => tables.map((candidate) => (candidate.id === table.id ? { ...candidate, name: value } : candidate)));
          renameInViews(queryClient, table.id, value);
        };
        put(name);
        try {
          await api.renameTable(table.id, name);
        } catch (error) {
          put(table.name);
          notifyError(error);
        }
      },
      /** Deletes a table with its rows; a 404 means it is already gone. */
      async remove(table: Table): Promise<void> {
        try {
          await api.deleteTable(table.id);
        } catch (error) {
          if (!isApiError(error) || error.status !== 404) throw error;
        }
        writeTables(queryClient, databaseId, (tables) => tables.filter((candidate) => candidate.id !== table.id));
        forgetTable(queryClient, table.id);
      },
    }),
    [api, queryClient, databaseId, notifyError],
  );
}
