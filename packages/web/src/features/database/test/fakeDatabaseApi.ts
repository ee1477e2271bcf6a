import type { Field, Row, RowComment, RowCommentPage, RowHistoryPage, Table, View, ViewFilter, ViewSort } from '@cellar/core';
import { vi } from 'vitest';
import type { DatabaseApi } from '../../../api/databaseApi';

/** A table with a field of several types and `count` rows, for component tests. */
export function fixtureTable(count = 3) {
  const table: Table = { id: 7, name: 'Projects', order: 1, database_id: 1 };
  const view: View = { id: 9, table_id: 7, name: 'Grid', order: 1, type: 'grid', table, filter_type: 'AND', filters_disabled: false };
  const field = (id: number, name: string, type: Field['type'], extra: Record<string, unknown> = {}): Field => ({ id, table_id: 7, name, order: id, type, primary: id === 1, ...extra });
  const fields = [field(1, 'Name', 'text'), field(2, 'Amount', 'number'), field(3, 'Done', 'boolean'), field(4, 'Notes', 'long_text')];
  const rows: Row[] = Array.from({ length: count }, (_, i) => ({ id: i + 1, order: `${i + 1}.00000000000000000000`, field_1: `Row ${i + 1}`, field_2: null, field_3: false, field_4: null }));
  return { table, view, fields, rows };
}

/** A DatabaseApi whose grid answers from `rows`; every method is a spy to assert on. */
export function fakeDatabaseApi(rows: Row[]) {
  let nextId = 100;
  const api = {
    listTables: vi.fn(),
    createTable: vi.fn(),
    importCsv: vi.fn(),
    renameTable: vi.fn(),
    deleteTable: vi.fn(),
    listFields: vi.fn(),
    createField: vi.fn(),
    updateField: vi.fn(),
    previewFieldChange: vi.fn(async () => ({ filled: 0, emptied: 0, changed: 0 })),
    deleteField: vi.fn(),
    listRows: vi.fn(),
    getRow: vi.fn(async (_table: number, rowId: number) => rows.find((row) => row.id === rowId)!),
    createRow: vi.fn(),
    updateRow: vi.fn(async (_table: number, rowId: number, values: Record<string, unknown>) => ({ ...rows.find((row) => row.id === rowId)!, ...values })),
    deleteRow: vi.fn(),
    createRows: vi.fn(async (_table: number, items: Record<string, unknown>[]) => items.map((cells) => ({ id: nextId++, order: '', ...cells }) as Row)),
    updateRows: vi.fn(async (_table: number, items: ({ id: number } & Record<string, unknown>)[]) =>
      items.map((change) => ({ ...rows.find((row) => row.id === change.id), ...change }) as Row)),
    deleteRows: vi.fn(async () => undefined),
    listViews: vi.fn(),
    gridRows: vi.fn(async (_view: number, { offset, limit }: { offset: number; limit: number }) => ({
      count: rows.length,
      next: null,
      previous: null,
      results: rows.slice(offset, offset + limit),
      field_options: {},
    })),
    gridRowsById: vi.fn(async () => []),
    updateFieldOptions: vi.fn(async () => ({ field_options: {} })),
    // The view settings answer with what was sent, as the server does; a test reads the view from its cache.
    createView: vi.fn(async (tableId: number, name: string): Promise<View> => ({ ...fixtureTable().view, id: nextId++, table_id: tableId, name, filters: [], sortings: [] })),
    updateView: vi.fn(async (id: number, change: Partial<View>) => ({ id, ...change }) as View),
    deleteView: vi.fn(async () => undefined),
    createViewFilter: vi.fn(async (view: number, body: Omit<ViewFilter, 'id' | 'view'>): Promise<ViewFilter> => ({ id: nextId++, view, ...body })),
    updateViewFilter: vi.fn(async (id: number, change: Partial<ViewFilter>) => ({ id, ...change }) as ViewFilter),
    deleteViewFilter: vi.fn(async () => undefined),
    createViewSort: vi.fn(async (view: number, body: Omit<ViewSort, 'id' | 'view'>): Promise<ViewSort> => ({ id: nextId++, view, ...body })),
    updateViewSort: vi.fn(async (id: number, change: Partial<ViewSort>) => ({ id, ...change }) as ViewSort),
    deleteViewSort: vi.fn(async () => undefined),
    // No row has comments or history unless a test says otherwise.
    listRowComments: vi.fn(async (): Promise<RowCommentPage> => ({ count: 0, next: null, previous: null, results: [] as RowComment[] })),
    createRowComment: vi.fn(),
    updateRowComment: vi.fn(),
    deleteRowComment: vi.fn(),
    rowHistory: vi.fn(async (): Promise<RowHistoryPage> => ({ count: 0, next: null, previous: null, results: [] })),
  };
  return api as typeof api & DatabaseApi;
}
