import { DomainError, type FileReference, type StoredFileItem } from '@cellar/core';
import type { Executor } from '../../../../db/executor.js';
import { toPythonIsoformat } from '../../../../presenters/timestamps.js';
import { claimUserFilesByName, type UserFileRecord } from '../../../../user-files/user-files.repo.js';

function snapshotOf(file: UserFileRecord, reference: FileReference): StoredFileItem {
  return {
    visible_name: reference.visible_name ?? file.original_name,
    name: file.name,
    size: Number(file.size),
    mime_type: file.mime_type,
    is_image: file.is_image,
    image_width: file.image_width,
    image_height: file.image_height,
    // Python's isoformat with an offset (contract §1.1, §9.4), microseconds only when there are some.
    uploaded_at: toPythonIsoformat(file.uploaded_at),
  };
}

/**
 * Turns the file references of a write into what cells store: a snapshot of each user file with
 * its visible name (the original name unless one was given). Looks every name up at once, in
 * the write's transaction, marking each file used, so the sweep of unused files spares it; the
 * first unknown name refuses the write (contract §9.4), or, for a database file's cells, is dropped
 * (docs/database-file-format.md: the target may not have the files).
 */
export async function snapshotFileCells(db: Executor, cells: FileReference[][], missingNames: 'refuse' | 'drop' = 'refuse'): Promise<StoredFileItem[][]> {
  const names = [...new Set(cells.flat().map((reference) => reference.name))];
  const files = new Map((await claimUserFilesByName(db, names)).map((file) => [file.name, file]));
  const missing = names.find((name) => !files.has(name));
  if (missing !== undefined && missingNames === 'refuse') throw new DomainError('ERROR_USER_FILE_DOES_NOT_EXIST', `The user file ${missing} does not exist.`);
  return cells.map((references) => references.flatMap((reference) => {
    const file = files.get(reference.name);
    return file ? [snapshotOf(file, reference)] : [];
  }));
}
