import { DomainError } from '@cellar/core';
import type { Executor } from '../../../db/executor.js';
import { getTableOrThrow, type TableInGroup } from '../../table.policy.js';
import { findTableWithTrashed } from '../tables.repo.js';

/**
 * The live table a trashed field or view comes back into. A table gone for good means the item went
 * with it (ERROR_TRASH_ITEM_DOES_NOT_EXIST); a table, database or group still in the trash must come
 * back first (ERROR_CANNOT_RESTORE_PARENT_BEFORE_CHILD), as the reference refuses.
 */
export async function tableToRestoreInto(db: Executor, tableId: number): Promise<TableInGroup> {
  if (!(await findTableWithTrashed(db, tableId))) throw new DomainError('ERROR_TRASH_ITEM_DOES_NOT_EXIST');
  try {
    return await getTableOrThrow(db, tableId);
  } catch (error) {
    if (error instanceof DomainError && error.code === 'ERROR_TABLE_DOES_NOT_EXIST') throw new DomainError('ERROR_CANNOT_RESTORE_PARENT_BEFORE_CHILD');
    throw error;
  }
}
