import type { Kysely } from 'kysely';
import type { DatabaseSchema } from './schema.js';

/** Where a repository runs its queries: the database itself or an open transaction (a Transaction is a Kysely). */
export type Executor = Kysely<DatabaseSchema>;
