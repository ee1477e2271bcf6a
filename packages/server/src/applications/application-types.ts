import type { ApplicationTypeName } from '@cellar/core';
import type { Executor } from '../db/executor.js';
import { databaseApplicationType } from '../database/database-application-type.js';
import type { ApplicationRecord } from './applications.repo.js';

/** What the server must know of an application type beyond its row. */
export interface ServerApplicationType {
  /** The type's own keys of each presented application (a database's `tables`), fetched for many at once. */
  presentExtras(db: Executor, applications: ApplicationRecord[]): Promise<Map<number, Record<string, unknown>>>;
  /** Removes what the application owns outside its row, inside the deleting transaction. */
  beforeDelete(db: Executor, application: ApplicationRecord): Promise<void>;
}

/** Every registered application type's server side; `tsc` fails until a new type is added here. */
export const serverApplicationTypes: Record<ApplicationTypeName, ServerApplicationType> = {
  database: databaseApplicationType,
};
