import { DomainError } from '@cellar/core';
import type { Caller } from '../../callers/caller.js';
import type { Executor } from '../../db/executor.js';
import { requireMember, requireReader } from '../../groups/group.policy.js';
import { getTableOrThrow, type TableInGroup } from '../table.policy.js';
import { findView, type ViewRecord } from './views.repo.js';

/** Finds a view a member may use (404 first, then membership), with its table. */
export async function getViewForMember(db: Executor, viewId: number, userId: number, missing: 'ERROR_VIEW_DOES_NOT_EXIST' | 'ERROR_GRID_DOES_NOT_EXIST' = 'ERROR_VIEW_DOES_NOT_EXIST'): Promise<{ view: ViewRecord; table: TableInGroup }> {
  const view = await findView(db, viewId);
  if (!view) throw new DomainError(missing);
  const table = await getTableOrThrow(db, view.table_id);
  await requireMember(db, table.groupId, userId);
  return { view, table };
}

/** Finds a view (404 first) that the caller may read on a preview read: a member's, or a template's for anyone (contract §1.6). */
export async function getViewForReader(db: Executor, viewId: number, caller: Caller | undefined, missing: 'ERROR_VIEW_DOES_NOT_EXIST' | 'ERROR_GRID_DOES_NOT_EXIST'): Promise<{ view: ViewRecord; table: TableInGroup }> {
  const view = await findView(db, viewId);
  if (!view) throw new DomainError(missing);
  const table = await getTableOrThrow(db, view.table_id);
  await requireReader(db, table.groupId, caller);
  return { view, table };
}
