import { z } from 'zod';
import { importedColumnBodies, valuesNotFittingModes } from '../importers/imported-column-types.js';
import { looseBoolean, minItemsList, recordId, requiredText, storedInteger } from '../validation/primitives.js';

/** Limits of tables, views and the grid's requests. */
export const tableLimits = {
  nameMaxLength: 255,
  /** Rows and columns imported data may have; INITIAL_TABLE_DATA_LIMIT and the fields quota may allow fewer. */
  importMaxRows: 250_000,
  importMaxColumns: 1000,
  /** Ids one grid refresh may ask for: rows, and fields (PostgreSQL's most columns). */
  refreshMaxRows: 1000,
  refreshMaxFields: 1600,
} as const;

const cell = z.union([z.string(), z.number().transform(String)]);

/** The body limit of table creation, whose `data` carries an imported file (at most 15 MB, spec §9). */
export const importBodyLimit = 25 * 1024 * 1024;

/** POST /api/database/tables/database/:database_id/ — without `data`, the example table. */
export const createTableRequest = z.object({
  name: requiredText(tableLimits.nameMaxLength),
  // No rows is a `min_length` validation error (DRF's `min_length=1`); rows without cells are the
  // service's ERROR_INVALID_INITIAL_TABLE_DATA (contract §8).
  data: minItemsList(z.array(z.array(cell).max(tableLimits.importMaxColumns)).max(tableLimits.importMaxRows), 1).optional(),
  first_row_header: looseBoolean.optional().default(false),
});

/** The separators a streamed CSV import takes (spec §9's list); 'auto' guesses from the file's start. */
export const csvImportSeparators = ['auto', ',', ';', '|', '\t', '\u001e', '\u001f'] as const;

/** The longest `column_types` a streamed import takes: about a hundred typed columns, well inside a request line. */
export const importColumnTypesMaxLength = 12_000;

/**
 * The query of POST /api/database/tables/database/:database_id/import-csv/, Cellar's streaming
 * import of big CSV files (the body is the file). The name is checked by the service as a body's
 * would be; unknown separators and encodings fall back to 'auto' and utf-8.
 */
export const importCsvQuery = z.object({
  name: z.string().optional().default(''),
  separator: z.enum(csvImportSeparators).catch('auto'),
  encoding: z.string().max(40).catch('utf-8').default('utf-8'),
  first_row_header: looseBoolean.optional().default(true).catch(true),
  /** JSON of the typed columns (`importedColumnBodies`), checked only when `values_not_fitting` is 'report'. */
  column_types: z
    .string()
    .max(importColumnTypesMaxLength)
    .transform((text, context) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        context.addIssue({ code: 'custom', message: 'Not valid JSON.' });
        return z.NEVER;
      }
    })
    .pipe(importedColumnBodies)
    .optional(),
  values_not_fitting: z.enum(valuesNotFittingModes).catch('empty').default('empty'),
});

/** PATCH /api/database/tables/:table_id/ */
export const updateTableRequest = z.object({ name: requiredText(tableLimits.nameMaxLength) });

/** POST /api/database/views/table/:table_id/ */
export const createViewRequest = z.object({
  name: requiredText(tableLimits.nameMaxLength),
  type: z.enum(['grid']),
  filter_type: z.enum(['AND', 'OR']).optional().default('AND'),
  filters_disabled: looseBoolean.optional().default(false),
});

/** PATCH /api/database/views/:view_id/ */
export const updateViewRequest = z.object({
  name: requiredText(tableLimits.nameMaxLength).optional(),
  filter_type: z.enum(['AND', 'OR']).optional(),
  filters_disabled: looseBoolean.optional(),
});

/**
 * The most rows one batch request creates, changes or deletes: small enough that a batch stays a
 * short transaction on the embedded engine, large enough that a 10,000-row paste is 50 requests.
 */
export const rowBatchLimit = 200;

const rowItems = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item).min(1).max(rowBatchLimit) });
const rowCells = z.record(z.string(), z.unknown());

/** POST /api/database/rows/table/:table_id/batch/ — new rows' cells, keyed `field_<id>`. */
export const createRowsRequest = rowItems(rowCells);
/** PATCH /api/database/rows/table/:table_id/batch/ — each row's id with the cells to change. */
export const updateRowsRequest = rowItems(z.object({ id: recordId }).catchall(z.unknown()));
/** POST /api/database/rows/table/:table_id/batch-delete/ — the ids of the rows to delete. */
export const deleteRowsRequest = rowItems(recordId);

/** POST /api/database/views/grid/:view_id/ — refresh chosen rows. */
export const gridRowsByIdRequest = z.object({
  row_ids: z.array(recordId).min(1).max(tableLimits.refreshMaxRows),
  field_ids: z.array(recordId).min(1).max(tableLimits.refreshMaxFields).optional(),
});

/** One column's settings in a field options PATCH; only the keys sent change. */
export const gridFieldOptionsPatch = z.object({
  width: storedInteger.min(0).optional(),
  hidden: looseBoolean.optional(),
  order: storedInteger.optional(),
});
