import { z } from 'zod';
import { primaryKey } from '../validation/primary-key.js';

/** The directions a view sort orders in. */
export const viewSortOrders = ['ASC', 'DESC'] as const;

/** A view sort as the API shows it (contract §11.3). */
export interface ViewSort {
  id: number;
  view: number;
  field: number;
  order: (typeof viewSortOrders)[number];
}

/** POST /api/database/views/:view_id/sortings/ — the field's existence is checked by the service. */
export const createViewSortRequest = z.object({
  field: primaryKey,
  order: z.enum(viewSortOrders).optional().default('ASC'),
});

/** PATCH /api/database/views/sort/:view_sort_id/ */
export const updateViewSortRequest = z.object({
  field: primaryKey.optional(),
  order: z.enum(viewSortOrders).optional(),
});
