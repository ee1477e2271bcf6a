import { DomainError } from '@cellar/core';
import type { Executor } from '../db/executor.js';
import { getTableOrThrow } from '../database/table.policy.js';
import { findMembership } from '../groups/memberships.repo.js';
import { tablePageKey, type JoinedPage } from './socket-hub.js';

/** A kind of page a socket may subscribe to: from the client's `page` message, the page it may join, if any. */
export interface PageType {
  pageFor(db: Executor, userId: number, message: Record<string, unknown>): Promise<JoinedPage | null>;
}

const maxTableId = 2 ** 31 - 1;

// The reference reads the id as an integer, so "5" names table 5 too; the answer echoes it as sent.
function tableIdOf(raw: unknown): number | null {
  const id = typeof raw === 'number' ? raw : typeof raw === 'string' && /^\d+$/.test(raw) ? Number(raw) : NaN;
  return Number.isInteger(id) && id >= 0 && id <= maxTableId ? id : null;
}

/** A table's page: open to members of the table's group; the table must exist. */
const tablePage: PageType = {
  async pageFor(db, userId, message) {
    const tableId = tableIdOf(message.table_id);
    if (tableId === null) return null;
    let groupId: number;
    try {
      ({ groupId } = await getTableOrThrow(db, tableId));
      if (!(await findMembership(db, groupId, userId))) return null;
    } catch (error) {
      if (error instanceof DomainError) return null;
      throw error;
    }
    return { key: tablePageKey(tableId), name: 'table', groupId, parameters: { table_id: message.table_id } };
  },
};

/** The pages of contract §13 by name; `table` is the only one. A map, so a name like `constructor` finds nothing. */
export const pageTypes: ReadonlyMap<string, PageType> = new Map([['table', tablePage]]);
