import type { ApplicationTypeName } from './application-types.js';

/** A table as a database application lists it. */
export interface TableSummary {
  id: number;
  name: string;
  order: number;
  database_id: number;
}

/** An application (contract §6); a database adds its tables. */
export interface Application {
  id: number;
  name: string;
  order: number;
  type: ApplicationTypeName;
  group: { id: number; name: string };
  tables?: TableSummary[];
}
