import type { AppContext } from '../app-context.js';
import type { Executor } from '../db/executor.js';
import type { TrashEntriesTable } from '../db/schema.js';
import type { Emit } from '../events/unit-of-work.js';
import type { Selectable } from 'kysely';

/** A trash entry as read. */
export type TrashEntry = Selectable<TrashEntriesTable>;

/**
 * One kind of trashable object: a folder plus a line in `server-trash-types.ts`. Trashing sets the
 * object's `trashed` flag and adds an entry (`addTrashEntry`); the one read path of each kind leaves
 * flagged objects out. `restore` clears the flag and announces the object again (its created event);
 * it throws a `DomainError` when the object cannot come back (its table is in the trash:
 * `ERROR_CANNOT_RESTORE_PARENT_BEFORE_CHILD`). `purge` deletes the object for good: the sweep calls it
 * for entries emptied by a person or older than the trash period, oldest first.
 */
export interface ServerTrashType {
  /** `group`, `application`, `table`, `field`, `view`, `row`, `rows`: the reference's `trash_item_type`. */
  type: string;
  /** `ctx` lets a restore present what comes back as its created event does (a row's cells with their file URLs). */
  restore(trx: Executor, entry: TrashEntry, emit: Emit, ctx: AppContext): Promise<void>;
  purge(trx: Executor, entry: TrashEntry): Promise<void>;
}
