import {
  importColumnTypesMaxLength,
  importedColumnFieldBody,
  importedColumnValues,
  importedFieldNames,
  withoutRowsNotFitting,
  type CsvImportResult,
  type ImportedColumnBodies,
  type ImportedColumnType,
  type Table,
} from '@cellar/core';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { isApiError } from '../../../api/ApiError';
import type { DatabaseApi, InitialTableData } from '../../../api/databaseApi';
import { useDatabaseApi } from '../DatabaseApiContext';
import type { ImportedData, StreamedImport } from '../importers/importer';
import type { StreamedImportTracking } from '../importers/streamed/useStreamedImport';
import { useNotifyError } from '../useNotifyError';
import { useNotifyDeleted } from '../../undo/useNotifyDeleted';
import { forgetTable, renameInViews, writeTables } from './tableCache';

/** Creating, renaming and deleting the tables of one database (spec §4 "Table"). */
export function useTableMutations(databaseId: number) {
  const api = useDatabaseApi();
  const queryClient = useQueryClient();
  const notifyError = useNotifyError();
  const notifyDeleted = useNotifyDeleted();
  return useMemo(() => {
    const createListed = async (name: string, initial?: InitialTableData): Promise<Table> => {
      const table = await api.createTable(databaseId, name, initial);
      writeTables(queryClient, databaseId, (tables) => [...tables, table]);
      return table;
    };
    return {
      /**
       * Creates a table, with imported rows when `imported` is given, and adds it to the sidebar.
       * Imported columns arrive as text (contract §8); those given another type are converted to
       * it. Rows with values that do not fit, when the person chose so, are left out and reported.
       */
      async create(name: string, imported?: ImportedData): Promise<CsvImportResult> {
        if (!imported) return madeWithoutRejections(await createListed(name));
        const { data, firstRowHeader, columnTypes, valuesNotFitting } = imported;
        const bodies = typedColumnBodies(data, firstRowHeader, columnTypes);
        const kept = valuesNotFitting === 'report' ? withoutRowsNotFitting(data, firstRowHeader, bodies) : { data, rejected: 0, report: [] };
        const table = await createListed(name, keepingColumns(kept.data, data, firstRowHeader));
        await convertImportedColumns(api, notifyError, table, bodies);
        const rows = kept.data.length - (firstRowHeader ? 1 : 0);
        return { table, imported_rows: Math.max(0, rows), rejected_rows: kept.rejected, report: kept.report };
      },
      /**
       * Creates a table from a CSV file the server reads as it is sent, and adds it to the sidebar.
       * Its columns are then converted as `create` converts them, with options read from the sample;
       * the server reports the rows that would not fit them, when the person chose so.
       */
      async importCsvFile(name: string, { data, firstRowHeader, columnTypes, valuesNotFitting, streamed }: StreamedImport, tracking: StreamedImportTracking = {}): Promise<CsvImportResult> {
        const { onConverting, ...upload } = tracking;
        const bodies = typedColumnBodies(data, firstRowHeader, columnTypes);
        const checked = valuesNotFitting === 'report' && Object.keys(bodies).length > 0;
        const columns = checked ? { column_types: JSON.stringify(bodies), values_not_fitting: valuesNotFitting } : {};
        if (columns.column_types && columns.column_types.length > importColumnTypesMaxLength) throw new Error(tooManyTypedColumns);
        const query = { name, separator: streamed.separator, encoding: streamed.encoding, first_row_header: firstRowHeader, ...columns };
        const result = await api.importCsv(databaseId, streamed.file, query, upload);
        writeTables(queryClient, databaseId, (tables) => [...tables, result.table]);
        if (Object.keys(bodies).length > 0) {
          onConverting?.();
          await convertImportedColumns(api, notifyError, result.table, bodies);
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
        notifyDeleted(`Table ${table.name} deleted`, { application: databaseId });
      },
    };
  }, [api, queryClient, databaseId, notifyError, notifyDeleted]);
}

const tooManyTypedColumns = "Too many columns have a type to check each row on the server: choose 'Import the row with the cell empty', or fewer typed columns.";

/** A table made without imported rows: nothing was left out. */
function madeWithoutRejections(table: Table): CsvImportResult {
  return { table, imported_rows: 0, rejected_rows: 0, report: [] };
}

// The field body each typed column is converted with; its options follow the values (a number's places, a date's order).
function typedColumnBodies(data: string[][], firstRowHeader: boolean, columnTypes: readonly ImportedColumnType[]): ImportedColumnBodies {
  const bodies: ImportedColumnBodies = {};
  for (const [index, type] of columnTypes.entries()) {
    if (type !== 'text') bodies[String(index)] = { ...importedColumnFieldBody(type, importedColumnValues(data, firstRowHeader, index)), type };
  }
  return bodies;
}

// Without a header, data whose every row was left out would make no columns: its columns are named as the server would name them.
function keepingColumns(kept: string[][], data: string[][], firstRowHeader: boolean): InitialTableData {
  if (kept.length > 0) return { data: kept, first_row_header: firstRowHeader };
  return { data: [importedFieldNames(data, false)], first_row_header: true };
}

// A column that cannot be converted stays text, and the person is told: the table and its rows exist either way.
async function convertImportedColumns(api: DatabaseApi, notifyError: (error: unknown) => void, table: Table, bodies: ImportedColumnBodies): Promise<void> {
  if (Object.keys(bodies).length === 0) return;
  let fields;
  try {
    fields = [...(await api.listFields(table.id))].sort((a, b) => a.order - b.order || a.id - b.id);
  } catch (error) {
    return notifyError(error);
  }
  for (const [index, body] of Object.entries(bodies)) {
    const field = fields[Number(index)];
    if (!field) continue;
    try {
      await api.updateField(field.id, body);
    } catch (error) {
      notifyError(error);
    }
  }
}
