import { DomainError } from '@cellar/core';
import { sql } from 'kysely';
import type { QuotaConfig } from '../config/config.js';
import type { Executor } from '../db/executor.js';

/** What a quota counts, named as its setting in `QuotaConfig`. */
export type Quota = keyof QuotaConfig;

// Each count locks the row that owns what is counted (a user, group or table) until the
// transaction ends, so two concurrent creations cannot both pass at the limit.
const counts: Record<Quota, (db: Executor, ownerId: number) => Promise<number>> = {
  groupsPerUser: async (db, userId) => {
    await db.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
    return countOf(db.selectFrom('group_users').where('user_id', '=', userId).select(count));
  },
  applicationsPerGroup: async (db, groupId) => {
    await db.selectFrom('groups').select('id').where('id', '=', groupId).forUpdate().execute();
    return countOf(db.selectFrom('applications').where('group_id', '=', groupId).select(count));
  },
  tablesPerGroup: async (db, groupId) => {
    await db.selectFrom('groups').select('id').where('id', '=', groupId).forUpdate().execute();
    return countOf(
      db
        .selectFrom('database_tables')
        .innerJoin('applications', 'applications.id', 'database_tables.database_id')
        .where('applications.group_id', '=', groupId)
        .select(count),
    );
  },
  fieldsPerTable: async (db, tableId) => {
    await db.selectFrom('database_tables').select('id').where('id', '=', tableId).forUpdate().execute();
    return countOf(db.selectFrom('database_fields').where('table_id', '=', tableId).select(count));
  },
  viewsPerTable: async (db, tableId) => {
    await db.selectFrom('database_tables').select('id').where('id', '=', tableId).forUpdate().execute();
    return countOf(db.selectFrom('views').where('table_id', '=', tableId).select(count));
  },
  // Bytes, not files: what the user uploaded and the sweep has not collected (a deduplicated upload costs nothing).
  storageBytesPerUser: async (db, userId) => {
    await db.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
    return countOf(db.selectFrom('user_files').where('uploaded_by_id', '=', userId).select(sql<number>`coalesce(sum(size), 0)::float8`.as('n')));
  },
};

const count = sql<number>`count(*)::int`.as('n');
async function countOf(query: { executeTakeFirst(): Promise<{ n: number } | undefined> }): Promise<number> {
  return (await query.executeTakeFirst())?.n ?? 0;
}

const details: Record<Quota, (max: number) => string> = {
  groupsPerUser: (max) => `A new group can only be created by someone in fewer than ${max} groups on this server.`,
  applicationsPerGroup: (max) => `A group can hold at most ${max} applications on this server.`,
  tablesPerGroup: (max) => `A group can hold at most ${max} tables on this server.`,
  fieldsPerTable: (max) => `A table can have at most ${max} fields on this server.`,
  viewsPerTable: (max) => `A table can have at most ${max} views on this server.`,
  storageBytesPerUser: (max) => `Your uploaded files can take at most ${Math.floor(max / 1024 / 1024)} MB on this server.`,
};

/**
 * Refuses, with ERROR_QUOTA_EXCEEDED, adding `adding` more of what `quota` counts to its owner
 * (the user, group or table `ownerId`) past the configured maximum. Call it inside the
 * transaction that creates them, after the owner's 404 and permission checks.
 */
export async function assertWithinQuota(db: Executor, quotas: QuotaConfig, quota: Quota, ownerId: number, adding = 1): Promise<void> {
  if ((await counts[quota](db, ownerId)) + adding > quotas[quota]) throw quotaExceeded(quotas, quota);
}

/** The refusal of one more of what `quota` counts. */
export function quotaExceeded(quotas: QuotaConfig, quota: Quota): DomainError {
  return new DomainError('ERROR_QUOTA_EXCEEDED', details[quota](quotas[quota]));
}
