import { z } from 'zod';
import { primaryKey } from '../../validation/primary-key.js';

/**
 * Options of a link field (contract §9.2, §9.5): the linked table, required on create (its absence
 * is `ERROR_LINK_ROW_TABLE_NOT_PROVIDED`, which the server raises, not a validation error). The
 * related field's id is the server's to set: it is never read from a body.
 */
export const linkRowOptions = z.object({
  link_row_table: primaryKey.nullable().optional(),
});
export type LinkRowOptions = z.output<typeof linkRowOptions> & { link_row_related_field?: number };

/** Cellar's bound on one cell's links, which the reference leaves open: a body stays small. */
export const linkRowLimits = { maxLinksPerCell: 10_000 } as const;
