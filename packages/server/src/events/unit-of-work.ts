import type { Transaction } from 'kysely';
import type { Database } from '../db/database.js';
import type { DatabaseSchema } from '../db/schema.js';
import type { Executor } from '../db/executor.js';
import { isPostgresError } from '../db/errors.js';
import { inTransaction } from '../db/transaction.js';
import type { DomainEvent, EventOrigin } from './domain-events.js';
import type { EventBus } from './event-bus.js';
import { collapseBulkRowEvents } from './bulk-row-events.js';

/** Records the events of a change, to be published once (and only if) it commits. */
export type Emit = (event: DomainEvent) => void;

/**
 * Work a change's writes leave for its end, inside its transaction: the formulas reading what it
 * wrote are recomputed (database/formulas/). A write that answers with rows calls it itself first,
 * naming the rows it announces; commitChange calls it once more before committing, for the rest.
 */
export type SettleChange = (trx: Executor, emit: Emit, announced?: { tableId: number; rowIds: readonly number[] }) => Promise<AfterCommit | undefined>;

/**
 * Messages a change leaves for other systems (webhooks' calls, database/webhooks/delivery/), written
 * in its own transaction after it settled, so they exist if and only if it commits (an outbox).
 * What it answers is called once the change committed (to wake a sender).
 */
export type Outbox = (trx: Executor, events: readonly DomainEvent[], origin: EventOrigin) => Promise<(() => void) | undefined>;

/** Work left for after a commit, off the change's answer: events read from what was committed, published with the change's origin. */
export type AfterCommit = (publish: (events: DomainEvent[]) => void) => Promise<void>;

// PostgreSQL may end a transaction that lost a race (a deadlock, a serialization failure) rather
// than let it wait; run again, the same work almost always goes through. Not a client's fault.
const retriedConditions = ['40P01', '40001'];
const attempts = 4;

/**
 * Runs `work` in one transaction and publishes the events it emitted, stamped with their origin,
 * only after the commit, so listeners never see a change that was rolled back. A transaction
 * PostgreSQL ended as a deadlock or serialization failure runs again from the start (with the
 * events of the failed attempt forgotten), so `work` must only change the database.
 */
export async function commitChange<T>(
  deps: { db: Database; bus: EventBus; settleChange?: SettleChange; outbox?: Outbox },
  origin: EventOrigin,
  work: (trx: Transaction<DatabaseSchema>, emit: Emit) => Promise<T>,
): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    const events: DomainEvent[] = [];
    try {
      const emit: Emit = (event) => events.push(event);
      let after: AfterCommit | undefined;
      let sent: (() => void) | undefined;
      const result = await inTransaction(deps.db, async (trx) => {
        const answer = await work(trx, emit);
        after = await deps.settleChange?.(trx, emit);
        sent = await deps.outbox?.(trx, events, origin);
        return answer;
      });
      sent?.();
      const publish = (published: DomainEvent[]) => deps.bus.publish(...collapseBulkRowEvents(published).map((event) => ({ ...event, origin })));
      publish(events);
      // Not awaited: the answer does not wait for it. A failure only leaves grids to their next read.
      void after?.(publish).catch(() => undefined);
      return result;
    } catch (error) {
      if (attempt >= attempts || !retriedConditions.some((code) => isPostgresError(error, code))) throw error;
      await new Promise((resolve) => setTimeout(resolve, 5 * attempt + Math.random() * 20));
    }
  }
}
