import { z } from 'zod';
import { fieldTypeNames, type FieldTypeName } from '../fields/field-type.js';
import { fieldConstraintNames, type FieldConstraintName } from '../fields/constraints/registry.js';
import { filterTypeNames, type FilterTypeName } from '../filters/filter-type.js';
import { maxRecordId, storedInteger } from '../validation/primitives.js';

/** The `format` every database file carries (docs/database-file-format.md). */
export const databaseFileFormat = 'cellar.database';

/** The newest version this Cellar reads and the one it writes. */
export const databaseFileVersion = 1;

/** The view types a file may hold: those Cellar has (contract §11.1). */
export const databaseFileViewTypes = ['grid'] as const;

/**
 * Bounds of one file (docs/database-file-format.md, Rules). Fields and views per table default to
 * the server's default quotas; a server passes its own (`readDatabaseFile`'s limits).
 */
export interface DatabaseFileLimits {
  tables: number;
  fieldsPerTable: number;
  viewsPerTable: number;
  selectOptionsPerField: number;
  nameMaxLength: number;
  /** Filters and sortings of one view: the API has no bound, a file gets one. */
  settingsPerView: number;
  /** Problems reported at most: a broken file of a million rows names the first ones. */
  problemsReported: number;
}

/** The limits a file is read with unless the server gives its own. */
export const databaseFileLimits: DatabaseFileLimits = {
  tables: 100,
  fieldsPerTable: 500,
  viewsPerTable: 100,
  selectOptionsPerField: 1000,
  nameMaxLength: 255,
  settingsPerView: 1000,
  problemsReported: 100,
};

const fileId = z.number().int().min(1).max(maxRecordId);
// A row's place, as the rows API gives it: a non-negative decimal of numeric(40, 20).
const rowOrder = z.string().regex(/^\d{1,20}(\.\d{1,20})?$/, 'Expected a decimal like "1.00000000000000000000".');

function oneOf<T extends string>(kind: string, names: readonly T[]) {
  return z.custom<T>((value) => typeof value === 'string' && (names as readonly string[]).includes(value), {
    error: (issue) => `Unknown ${kind} ${JSON.stringify(issue.input)}; this Cellar knows ${names.join(', ')}.`,
  });
}

/** The schema of one version-1 file, given its limits; references between ids are checked after it. */
export function databaseFileSchema(limits: DatabaseFileLimits) {
  const name = z.string().trim().min(1).max(limits.nameMaxLength);
  const field = z.strictObject({
    id: fileId,
    name,
    type: oneOf<FieldTypeName>('field type', fieldTypeNames),
    primary: z.boolean().optional().default(false),
    options: z.record(z.string(), z.unknown()).optional().default({}),
    // Optional, as the fields API shows it: [{"type_name": "unique_with_empty"}, {"type_name": "required"}].
    field_constraints: z.array(z.strictObject({ type_name: oneOf<FieldConstraintName>('field constraint', fieldConstraintNames) })).max(fieldConstraintNames.length).optional(),
  });
  const filter = z.strictObject({
    field: fileId,
    type: oneOf<FilterTypeName>('filter type', filterTypeNames),
    value: z.string().max(255).optional().default(''),
  });
  const sorting = z.strictObject({ field: fileId, order: z.enum(['ASC', 'DESC']).optional().default('ASC') });
  const columnOptions = z.strictObject({ width: storedInteger.min(0).optional(), hidden: z.boolean().optional(), order: storedInteger.optional() });
  const view = z.strictObject({
    id: fileId,
    type: oneOf('view type', databaseFileViewTypes),
    name,
    filter_type: z.enum(['AND', 'OR']).optional().default('AND'),
    filters_disabled: z.boolean().optional().default(false),
    filters: z.array(filter).max(limits.settingsPerView).optional().default([]),
    sortings: z.array(sorting).max(limits.settingsPerView).optional().default([]),
    field_options: z.record(z.string().regex(/^[1-9]\d*$/, 'Expected a file field id.'), columnOptions).optional().default({}),
  });
  // Cells are checked against their fields' types afterwards; here only the row's own keys.
  const row = z
    .looseObject({ id: fileId, order: rowOrder.optional() })
    .superRefine((value, ctx) => {
      for (const key of Object.keys(value)) {
        if (key !== 'id' && key !== 'order' && !/^field_[1-9]\d*$/.test(key)) ctx.addIssue({ code: 'custom', path: [key], message: `Unknown key "${key}".` });
      }
    });
  const table = z.strictObject({
    id: fileId,
    name,
    fields: z.array(field).min(1).max(limits.fieldsPerTable),
    views: z.array(view).max(limits.viewsPerTable).optional().default([]),
    rows: z.array(row).optional().default([]),
  });
  return z.strictObject({
    format: z.literal(databaseFileFormat),
    version: z.literal(databaseFileVersion),
    template: z
      .strictObject({
        name,
        icon: z.string().max(64).optional().default(''),
        keywords: z.array(z.string().max(limits.nameMaxLength)).max(100).optional().default([]),
        categories: z.array(name).max(20).optional().default([]),
        description: z.string().max(10_000).optional().default(''),
      })
      .optional(),
    database: z.strictObject({ name, tables: z.array(table).max(limits.tables) }),
  });
}

/** A database file as read: defaults filled in, ids not yet checked against each other. */
export type DatabaseFile = z.output<ReturnType<typeof databaseFileSchema>>;
/** One table of a file. */
export type DatabaseFileTable = DatabaseFile['database']['tables'][number];
/** One field of a file; `options` are its type's settings with file ids. */
export type DatabaseFileField = DatabaseFileTable['fields'][number];
/** One view of a file. */
export type DatabaseFileView = DatabaseFileTable['views'][number];
/** One row of a file: id, order and `field_<file field id>` cells. */
export type DatabaseFileRow = DatabaseFileTable['rows'][number] & Record<string, unknown>;
