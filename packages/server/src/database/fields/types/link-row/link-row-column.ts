import type { LinkRowOptions } from '@cellar/core';
import { sql } from 'kysely';
import type { FieldRecord } from '../../fields.repo.js';
import type { ServerFieldType } from '../../server-field-type.js';
import { existingLinkIds, noLinksSql, readLinks, writeLinks } from './link-cells.js';
import { createLinkPair, dropLinkPair, keepsPair, moveLinkPair, staysLink } from './link-pair.js';
import { linkOptionsOf, sidesOf } from './link-options.js';
import { addSideReference, dropSideReference, type LinkSides } from './relation-table.js';

/**
 * Link fields in SQL: no column; the links live in the pair's relation table, read for a whole
 * window at once. The pair comes with the field and goes with it; a new target table moves the
 * related field there, and a change of type starts the pair afresh (contract §9.3, §9.5). Not
 * searched, not sortable.
 */
export const linkRowColumn: ServerFieldType<LinkRowOptions> = {
  columnType: () => null,
  toDb: () => null,
  fromDb: (raw) => (Array.isArray(raw) ? raw : []),
  // Never called: a type without a column is replaced, not converted (field-conversion.ts).
  toTextSql: () => sql`null`,
  fromTextSql: () => sql`null`,
  searchSql: () => null,
  emptySql: (_column, _options, field) => noLinksSql(field),

  async afterCreate(ctx, field) {
    // The related side is created by its partner, which sets its related field and relation table.
    if (typeof linkOptionsOf(field).link_row_related_field === 'number') return field;
    return createLinkPair(ctx, field);
  },
  async beforeChange(ctx, from, to) {
    if (!staysLink(from, to)) await dropLinkPair(ctx.db, from);
  },
  async afterChange(ctx, from, to) {
    if (keepsPair(from, to)) return to;
    return staysLink(from, to) ? moveLinkPair(ctx, from, to) : createLinkPair(ctx, to);
  },
  beforeDelete: (ctx, field) => dropLinkPair(ctx.db, field),
  beforeTableDelete: (db, field) => dropLinkPair(db, field),
  // The side column of this field references its table's rows; the links themselves stay.
  beforeTableRebuild: (db, field) => withSides(field, (sides) => dropSideReference(db, sides)),
  afterTableRebuild: (db, field) => withSides(field, (sides) => addSideReference(db, sides)),
  prepareValues: (db, field, values) => existingLinkIds(db, field, values as number[][]),
  readExternal: readLinks,
  writeExternal: writeLinks,
};

// A link without its related field yet has no relation table.
async function withSides(field: FieldRecord, work: (sides: LinkSides) => Promise<void>): Promise<void> {
  const sides = sidesOf(field);
  if (sides) await work(sides);
}
