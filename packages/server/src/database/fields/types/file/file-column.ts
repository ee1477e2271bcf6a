import type { FileItem, FileReference, StoredFileItem } from '@cellar/core';
import { sql } from 'kysely';
import { fileUrls } from '../../../../user-files/user-file.presenter.js';
import type { ServerFieldType } from '../../server-field-type.js';
import { containsSql } from '../text-like.js';
import { snapshotFileCells } from './file-cells.js';

function storedItems(raw: unknown): StoredFileItem[] {
  const parsed = typeof raw === 'string' ? (JSON.parse(raw) as unknown) : raw;
  return Array.isArray(parsed) ? (parsed as StoredFileItem[]) : [];
}

/**
 * File cells: a jsonb list of snapshots of user files (contract §9.4), presented with URLs built
 * from MEDIA_URL at read time, so moving the media host changes no stored cell. Values never
 * carry over a type change in either direction (contract §9.3): the text form is null and text
 * reads as no files.
 */
export const fileColumn: ServerFieldType<Record<string, never>> = {
  columnType: () => 'jsonb',
  toDb: (value) => JSON.stringify(value ?? []),
  fromDb: (raw, _options, context): FileItem[] =>
    storedItems(raw).map((item) => ({ ...item, ...fileUrls(item, { mediaUrl: context.mediaUrl }) })),
  toTextSql: () => sql`null::text`,
  fromTextSql: () => sql`'[]'::jsonb`,
  // Contract §10.3: any file's visible name contains the term.
  searchSql: (column, term) =>
    sql`exists (select 1 from jsonb_array_elements(coalesce(${column}, '[]'::jsonb)) as file where ${containsSql(sql`file->>'visible_name'`, term)})`,
  // Contract §11.2: no files is `[]` or null.
  emptySql: (column) => sql`(${column} is null or ${column} = '[]'::jsonb)`,
  prepareValues: (db, _field, values) => snapshotFileCells(db, values as FileReference[][]),
  prepareImportedValues: (db, _field, values) => snapshotFileCells(db, values as FileReference[][], 'drop'),
};
