import { sql, type RawBuilder } from 'kysely';

// Every row store has, beside id and "order", four system columns (issue 32). Their names have no
// `field_` prefix, so no field's column can take them. The created_on, last_modified, created_by and
// last_modified_by field types read them and keep no column of their own. An autonumber needs none:
// each autonumber field numbers in its own column (as Baserow does), and `id` is already a number
// given in creation order and never given again.

/**
 * The system columns, in table order; a table rebuild carries them over with the rows. `trashed`
 * (issue 33) marks a row in the trash: every read leaves it out (rows/row-where.ts, `liveRowSql`).
 */
export const systemColumns = ['created_on', 'updated_on', 'created_by', 'updated_by', 'trashed'] as const;

/** The name of a system column. */
export type SystemColumn = (typeof systemColumns)[number];

/**
 * The system columns' DDL. `now()` is stable, not volatile, so on PostgreSQL 11 and later (and
 * PGlite) adding them to a table with rows rewrites nothing: the default is kept once in the
 * catalogue. The users are kept by id without a foreign key: a deleted account leaves its id,
 * which then reads as no user.
 */
export const systemColumnsDdl: RawBuilder<unknown> = sql.raw(
  'created_on timestamptz not null default now(), updated_on timestamptz not null default now(), created_by integer, updated_by integer, trashed boolean not null default false',
);

/** Who writes rows: a user's id (a token's owner), or null for rows no user made (templates, examples without one). */
export type RowAuthor = number | null;
