import type { AutonumberOptions } from '@cellar/core';
import { sql } from 'kysely';
import type { ServerFieldType } from '../../server-field-type.js';
import { containsSql } from '../text-like.js';
import { updateFieldRow } from '../../fields.repo.js';
import { continueNumbering, startNumbering, stopNumbering } from './autonumber-sequence.js';
import { numberingOrder, withoutViewId } from './autonumber-view-order.js';

/** Autonumber: an integer column filled from the field's own sequence; row writes never name it. */
export const autonumberColumn: ServerFieldType<AutonumberOptions> = {
  columnType: () => 'integer',
  toDb: (value) => value,
  fromDb: (raw) => (raw === null || raw === undefined ? null : Number(raw)),
  toTextSql: (column) => sql`${column}::text`,
  fromTextSql: () => sql`null::integer`,
  searchSql: (column, term) => containsSql(sql`${column}::text`, term),
  // Existing rows are numbered in the order of the view named by view_id, else the table's; view_id is not kept.
  async afterCreate(ctx, field) {
    await startNumbering(ctx.db, field, await numberingOrder(ctx, field));
    return updateFieldRow(ctx.db, { ...field, options: withoutViewId(field.options) });
  },
  async afterChange(ctx, from, to) {
    if (from.type !== 'autonumber') await startNumbering(ctx.db, to, await numberingOrder(ctx, to));
    return updateFieldRow(ctx.db, { ...to, options: withoutViewId(to.options) });
  },
  async beforeChange(ctx, from, to) {
    if (to.type !== 'autonumber') await stopNumbering(ctx.db, from);
  },
  beforeDelete: (ctx, field) => stopNumbering(ctx.db, field),
  beforeTableDelete: (db, field) => stopNumbering(db, field),
  afterTableRebuild: (db, field) => continueNumbering(db, field),
};
