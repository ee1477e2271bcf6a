import { sql } from 'kysely';
import type { ServerFieldType } from '../server-field-type.js';

/** Checkboxes: a nullable boolean read as false when empty (no column default to rewrite). */
export const booleanColumn: ServerFieldType = {
  columnType: () => 'boolean',
  toDb: (value) => value === true,
  fromDb: (raw) => raw === true,
  toTextSql: (column) => sql`case when ${column} then 'true' else 'false' end`,
  fromTextSql: (text) => sql`coalesce(lower(trim(${text})) in ('t', 'true', 'y', 'yes', 'on', '1'), false)`,
  searchSql: () => null,
};
