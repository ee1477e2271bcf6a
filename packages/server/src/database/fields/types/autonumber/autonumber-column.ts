import type { AutonumberOptions } from '@cellar/core';
import { sql } from 'kysely';
import type { ServerFieldType } from '../../server-field-type.js';
import { containsSql } from '../text-like.js';
import { continueNumbering, startNumbering, stopNumbering } from './autonumber-sequence.js';

/** Autonumber: an integer column filled from the field's own sequence; row writes never name it. */
export const autonumberColumn: ServerFieldType<AutonumberOptions> = {
  columnType: () => 'integer',
  toDb: (value) => value,
  fromDb: (raw) => (raw === null || raw === undefined ? null : Number(raw)),
  toTextSql: (column) => sql`${column}::text`,
  fromTextSql: () => sql`null::integer`,
  searchSql: (column, term) => containsSql(sql`${column}::text`, term),
  async afterCreate(ctx, field) {
    await startNumbering(ctx.db, field);
  },
  async afterChange(ctx, from, to) {
    if (from.type !== 'autonumber') await startNumbering(ctx.db, to);
  },
  async beforeChange(ctx, from, to) {
    if (to.type !== 'autonumber') await stopNumbering(ctx.db, from);
  },
  beforeDelete: (ctx, field) => stopNumbering(ctx.db, field),
  beforeTableDelete: (db, field) => stopNumbering(db, field),
  afterTableRebuild: (db, field) => continueNumbering(db, field),
};
