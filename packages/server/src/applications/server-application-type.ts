import type { Executor } from '../db/executor.js';
import type { ApplicationRecord } from './applications.repo.js';

// Apart from the registry so that each type's implementation imports only this contract, and the
// registry imports the implementations without a cycle.

/** What the server must know of an application type beyond its row. */
export interface ServerApplicationType {
  /** The type's own keys of each presented application (a database's `tables`), fetched for many at once. */
  presentExtras(db: Executor, applications: ApplicationRecord[]): Promise<Map<number, Record<string, unknown>>>;
  /** Removes what the application owns outside its row, inside the deleting transaction. */
  beforeDelete(db: Executor, application: ApplicationRecord): Promise<void>;
}
