import { DomainError } from '../errors/domain-error.js';
import type { ValidationDetail } from '../errors/error-codes.js';
import { findUnstorableText } from '../validation/unstorable-text.js';
import { checkComputed } from './check-computed.js';
import { checkFields, fileFieldOptions } from './check-fields.js';
import { checkRows } from './check-rows.js';
import { checkViews } from './check-views.js';
import { databaseFileFormat, databaseFileLimits, databaseFileSchema, databaseFileVersion, type DatabaseFile, type DatabaseFileLimits } from './database-file-schema.js';
import type { DatabaseFileIndex } from './file-index.js';
import type { DatabaseFileProblem } from './file-rules.js';
export { fileFieldOptions } from './check-fields.js';

/** A file read: typed and checked, or refused with the problems found (the version alone when it is too new). */
export type DatabaseFileReading =
  | { ok: true; file: DatabaseFile }
  | { ok: false; error: 'ERROR_DATABASE_FILE_INVALID' | 'ERROR_DATABASE_FILE_VERSION_NOT_SUPPORTED'; problems: DatabaseFileProblem[] };

function invalid(problems: DatabaseFileProblem[]): DatabaseFileReading {
  return { ok: false, error: 'ERROR_DATABASE_FILE_INVALID', problems };
}

// Ids are unique per kind in the file: tables, fields and views across it (rows per table, checked with them).
function duplicates(file: DatabaseFile, problems: DatabaseFileProblem[]): void {
  const seen = { table: new Set<number>(), field: new Set<number>(), view: new Set<number>() };
  const note = (kind: keyof typeof seen, id: number, path: string) => {
    if (seen[kind].has(id)) problems.push({ path, message: `The ${kind} id ${id} is used twice in the file.` });
    seen[kind].add(id);
  };
  file.database.tables.forEach((table, t) => {
    note('table', table.id, `database.tables.${t}.id`);
    table.fields.forEach((field, f) => note('field', field.id, `database.tables.${t}.fields.${f}.id`));
    table.views.forEach((view, v) => note('view', view.id, `database.tables.${t}.views.${v}.id`));
  });
}

function indexOf(file: DatabaseFile): DatabaseFileIndex {
  const tables = new Map(file.database.tables.map((table) => [table.id, table]));
  const fields = new Map(file.database.tables.flatMap((table) => table.fields.map((field) => [field.id, { field, tableId: table.id }] as const)));
  const rowIds = new Map<number, Set<number>>();
  return {
    tables,
    fields,
    rowIds(tableId) {
      let ids = rowIds.get(tableId);
      if (!ids) rowIds.set(tableId, (ids = new Set(tables.get(tableId)?.rows.map((row) => row.id) ?? [])));
      return ids;
    },
  };
}

/**
 * Reads a database file (docs/database-file-format.md) from parsed JSON: its version first (a newer
 * one is refused as such, whatever its shape), then the schema, then every reference between ids,
 * each field's settings and every cell, so an importer that gets `ok` writes nothing it must undo.
 */
export function readDatabaseFile(input: unknown, limits: DatabaseFileLimits = databaseFileLimits): DatabaseFileReading {
  const head = (typeof input === 'object' && input !== null ? input : {}) as { format?: unknown; version?: unknown };
  if (head.format === databaseFileFormat && typeof head.version === 'number' && head.version > databaseFileVersion) {
    return { ok: false, error: 'ERROR_DATABASE_FILE_VERSION_NOT_SUPPORTED', problems: [{ path: 'version', message: `This Cellar reads database files up to version ${databaseFileVersion}; this one is version ${head.version}.` }] };
  }
  const unstorable = findUnstorableText(input);
  if (unstorable) return invalid([{ path: unstorable.path.join('.'), message: unstorable.error.error }]);
  const parsed = databaseFileSchema(limits).safeParse(input);
  if (!parsed.success) return invalid(parsed.error.issues.slice(0, limits.problemsReported).map((issue) => ({ path: issue.path.join('.'), message: issue.message })));

  const file = parsed.data;
  const problems: DatabaseFileProblem[] = [];
  duplicates(file, problems);
  const index = indexOf(file);
  const optionIds = new Set<number>();
  const options = new Map(file.database.tables.flatMap((table) => table.fields.map((field) => [field.id, fileFieldOptions(field, '')] as const)));
  file.database.tables.forEach((table, t) => {
    checkFields(table, `database.tables.${t}`, index, optionIds, problems);
    checkViews(table, `database.tables.${t}`, options, problems);
  });
  checkComputed(file, problems);
  file.database.tables.forEach((table, t) => checkRows(table, `database.tables.${t}`, index, options, problems, limits.problemsReported));
  return problems.length > 0 ? invalid(problems.slice(0, limits.problemsReported)) : { ok: true, file };
}

/** The problems of a refused file as an error's detail: each path with its messages. */
export function databaseFileProblemDetail(problems: readonly DatabaseFileProblem[]): ValidationDetail {
  const detail: Record<string, { error: string; code: string }[]> = {};
  for (const { path, message } of problems) (detail[path || 'non_field_errors'] ??= []).push({ error: message, code: 'invalid' });
  return detail;
}

/** Reads a database file or throws its refusal as a DomainError (400) naming every problem found. */
export function parseDatabaseFile(input: unknown, limits?: DatabaseFileLimits): DatabaseFile {
  const reading = readDatabaseFile(input, limits);
  if (!reading.ok) throw new DomainError(reading.error, databaseFileProblemDetail(reading.problems));
  return reading.file;
}
