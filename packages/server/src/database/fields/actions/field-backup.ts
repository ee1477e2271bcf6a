import { DomainError } from '@cellar/core';
import { sql } from 'kysely';
import type { Executor } from '../../../db/executor.js';
import { columnSlots, maxColumnSlots } from '../../tables/column-slots.js';
import { shadowColumnName } from '../../tables/conversion-ddl.js';
import { fieldColumnName, userTable, userTableName } from '../../tables/user-table-ddl.js';
import { dropSortIndexesOnColumn } from '../../views/sort-index-names.js';
import type { FieldRecord } from '../fields.repo.js';
import { dropConstraintsForTrash } from '../trash/field-trash.js';

// A field's values before a change of type, kept beside its column so undo brings every one back
// (the reference keeps the old column likewise). The name never matches `field_<id>`, so no row
// query selects it, and it starts with the field's id so a purge finds every backup of the field.
function backupPrefix(fieldId: number): string {
  return `backup_field_${fieldId}_`;
}

/** A fresh backup column name for a field (unique per change). */
export function newBackupColumnName(fieldId: number): string {
  return `${backupPrefix(fieldId)}${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
}

async function columnsOf(db: Executor, tableId: number): Promise<Set<string>> {
  const { rows } = await sql<{ name: string }>`
    select attname as name from pg_attribute where attrelid = ${userTableName(tableId)}::regclass and attnum > 0 and not attisdropped`.execute(db);
  return new Set(rows.map((row) => row.name));
}

/**
 * Keeps a field's column, as it is now, as `backup`, inside the change's transaction, before the
 * change's conversion. Where the change does not read the old column in the transaction, the column
 * is only renamed (catalog changes, whatever the table's size): a change that replaces the column,
 * and one whose new values a shadow column already holds (the embedded engine's chunked conversion,
 * which then swaps an empty stand-in out). Otherwise (a conversion in one ALTER) its values are
 * copied. Answers false, keeping nothing, when the table has no column slot to spare: no rebuild is
 * started for one, as that would drop the prepared shadow column.
 */
export async function backUpColumn(db: Executor, field: FieldRecord, backup: string, change: 'replace' | 'rewrite' | 'keep'): Promise<boolean> {
  const tableId = field.table_id;
  const column = fieldColumnName(field.id);
  const columns = await columnsOf(db, tableId);
  if (!columns.has(column)) return true;
  // Two slots: the backup's (or the stand-in's), and the one the change itself may need.
  if ((await columnSlots(db, tableId)).used + 2 > maxColumnSlots) return false;
  const { rows: [found] } = await sql<{ type: string }>`
    select format_type(atttypid, atttypmod) as type from pg_attribute where attrelid = ${userTableName(tableId)}::regclass and attname = ${column}`.execute(db);
  const type = sql.raw(String(found?.type));
  const table = userTable(tableId);
  const shadowed = change === 'rewrite' && columns.has(shadowColumnName(field.id));
  if (change === 'replace' || shadowed) {
    // The column's constraints and sort indexes would follow it under its new name.
    await dropConstraintsForTrash(db, field);
    await dropSortIndexesOnColumn(db, tableId, field.id);
    await sql`alter table ${table} rename column ${sql.id(column)} to ${sql.id(backup)}`.execute(db);
    if (shadowed) await sql`alter table ${table} add column ${sql.id(column)} ${type}`.execute(db);
    return true;
  }
  await sql`alter table ${table} add column ${sql.id(backup)} ${type}`.execute(db);
  await sql`update ${table} set ${sql.id(backup)} = ${sql.ref(column)}`.execute(db);
  return true;
}

/**
 * Swaps a field's column and its backup (undo puts the old values in place and keeps the new ones
 * as the backup, redo swaps them again): catalog changes only, whatever the table's size. Either side
 * may be absent (a type without a column of its own). The column's sort indexes go first; its
 * constraints must have been dropped by the caller. `expectBackup` says the other state has a
 * column: when a table rebuild lost it, undo is refused rather than bringing back an empty column.
 */
export async function swapWithBackup(db: Executor, tableId: number, fieldId: number, backup: string, expectBackup: boolean): Promise<void> {
  const columns = await columnsOf(db, tableId);
  const column = fieldColumnName(fieldId);
  if (expectBackup && !columns.has(backup)) throw new DomainError('ERROR_FIELD_DOES_NOT_EXIST', 'The values of the field before this change are no longer kept.');
  const table = userTable(tableId);
  const aside = `${backup}_swap`;
  if (columns.has(column)) {
    await dropSortIndexesOnColumn(db, tableId, fieldId);
    await sql`alter table ${table} rename column ${sql.id(column)} to ${sql.id(aside)}`.execute(db);
  }
  if (columns.has(backup)) await sql`alter table ${table} rename column ${sql.id(backup)} to ${sql.id(column)}`.execute(db);
  if (columns.has(column)) await sql`alter table ${table} rename column ${sql.id(aside)} to ${sql.id(backup)}`.execute(db);
}

/** Drops one backup (its action left the log). */
export async function dropBackup(db: Executor, tableId: number, backup: string): Promise<void> {
  await sql`alter table if exists ${userTable(tableId)} drop column if exists ${sql.id(backup)}`.execute(db);
}

/**
 * Drops the backups of a field no action refers to any more: those of undone changes that a later
 * action in the same tab took off the log (recording one forgets what could be redone, without
 * the types' `forget`). Reads the log only when the field has some backup.
 */
export async function dropOrphanBackups(db: Executor, field: Pick<FieldRecord, 'id' | 'table_id'>): Promise<void> {
  const prefix = backupPrefix(field.id);
  const backups = [...(await columnsOf(db, field.table_id))].filter((name) => name.startsWith(prefix));
  if (backups.length === 0) return;
  const { rows } = await sql<{ backup: string }>`
    select params->>'backup_column' as backup from actions
    where type = 'update_field' and params->>'field_id' = ${String(field.id)} and params->>'backup_column' is not null`.execute(db);
  const kept = new Set(rows.map((row) => row.backup));
  for (const name of backups) if (!kept.has(name)) await dropBackup(db, field.table_id, name);
}

/** Drops every backup of a field (its purge). */
export async function dropBackupsOfField(db: Executor, tableId: number, fieldId: number): Promise<void> {
  const prefix = backupPrefix(fieldId);
  for (const name of await columnsOf(db, tableId)) if (name.startsWith(prefix)) await dropBackup(db, tableId, name);
}
