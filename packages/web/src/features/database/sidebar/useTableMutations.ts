import { importedColumnFieldBody, importedColumnValues, type CsvImportResult, type ImportedColumnType, type Table } from '@cellar/core';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { isApiError } from '../../../api/ApiError';
import type { DatabaseApi, InitialTableData } from '../../../api/databaseApi';
import { useDatabaseApi } from '../DatabaseApiContext';
import type { StreamedImport } from '../importers/importer';
import type { StreamedImportTracking } from '../importers/streamed/useStreamedImport';
import { useNotifyError } from '../useNotifyError';
import { forgetTable, renameInViews, writeTables } from './tableCache';

/** Creating, renaming and deleting the tables of one database (spec §4 "Table"). */
export function useTableMutations(databaseId: number) {
  const api = useDatabaseApi();
  const queryClient = useQueryClient();
  const notifyError = useNotifyError();
  return useMemo(
    () => ({
      /**
       * Creates a table, with imported rows when `initial` is given, and adds it to the sidebar.
       * Imported columns arrive as text (contract §8); those given another type are converted to it.
       */
      async create(name: string, initial?: InitialTableData, columnTypes: readonly ImportedColumnType[] = []): Promise<Table> {
        const table = await api.createTable(databaseId, name, initial);
        writeTables(queryClient, databaseId, (tables) => [...tables, table]);
        if (initial && columnTypes.some((type) => type !== 'text')) await convertImportedColumns(api, notifyError, table, initial, columnTypes);
        return table;
      },
      /**
       * Creates a table from a CSV file the server reads as it is sent, and adds it to the sidebar.
       * Its columns are then converted as `create` converts them, with options read from the sample.
       */
      async importCsvFile(name: string, { data, firstRowHeader, columnTypes, streamed }: StreamedImport, tracking: StreamedImportTracking = {}): Promise<CsvImportResult> {
        const { onConverting, ...upload } = tracking;
        const query = { name, separator: streamed.separator, encoding: streamed.encoding, first_row_header: firstRowHeader };
        const result = await api.importCsv(databaseId, streamed.file, query, upload);
        writeTables(queryClient, databaseId, (tables) => [...tables, result.table]);
        if (columnTypes.some((type) => type !== 'text')) {
          onConverting?.();
          await convertImportedColumns(api, notifyError, result.table, { data, first_row_header: firstRowHeader }, columnTypes);
        }
        return result;
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

// A column that cannot be converted stays text, and the person is told: the table and its rows exist either way.
async function convertImportedColumns(
  api: DatabaseApi,
  notifyError: (error: unknown) => void,
  table: Table,
  initial: InitialTableData,
  columnTypes: readonly ImportedColumnType[],
): Promise<void> {
  let fields;
  try {
    fields = [...(await api.listFields(table.id))].sort((a, b) => a.order - b.order || a.id - b.id);
  } catch (error) {
    return notifyError(error);
  }
  for (const [index, type] of columnTypes.entries()) {
    const field = fields[index];
    if (!field || type === 'text') continue;
    try {
      await api.updateField(field.id, importedColumnFieldBody(type, importedColumnValues(initial.data, initial.first_row_header, index)));
    } catch (error) {
      notifyError(error);
    }
  }
}
