import type { Transaction } from 'kysely';
import type { Database } from '../db/database.js';
import type { DatabaseSchema } from '../db/schema.js';
import { inTransaction } from '../db/transaction.js';
import type { DomainEvent, EventOrigin } from './domain-events.js';
import type { EventBus } from './event-bus.js';

/** Records the events of a change, to be published once (and only if) it commits. */
export type Emit = (event: DomainEvent) => void;

/**
 * Runs `work` in one transaction and publishes the events it emitted, stamped with their origin,
 * only after the commit, so listeners never see a change that was rolled back.
 */
export async function commitChange<T>(
  deps: { db: Database; bus: EventBus },
  origin: EventOrigin,
  work: (trx: Transaction<DatabaseSchema>, emit: Emit) => Promise<T>,
): Promise<T> {
  const events: DomainEvent[] = [];
  const result = await inTransaction(deps.db, (trx) => work(trx, (event) => events.push(event)));
  deps.bus.publish(...events.map((event) => ({ ...event, origin })));
  return result;
}
