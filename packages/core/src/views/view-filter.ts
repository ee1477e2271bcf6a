import { z } from 'zod';
import { filterTypeNames } from '../filters/filter-type.js';
import { primaryKey } from '../validation/primary-key.js';

/** A view filter as the API shows it (contract §11.2). */
export interface ViewFilter {
  id: number;
  view: number;
  field: number;
  type: string;
  value: string;
}

/** The longest value a view filter stores. */
export const viewFilterValueMaxLength = 255;

// The contract's filter types are the choices; any other is refused (`invalid_choice`).
const filterTypeChoice = z.enum(filterTypeNames);
const filterValue = z.string().max(viewFilterValueMaxLength);

/** POST /api/database/views/:view_id/filters/ — the field's existence is checked by the service. */
export const createViewFilterRequest = z.object({
  field: primaryKey,
  type: filterTypeChoice,
  value: filterValue.optional().default(''),
});

/** PATCH /api/database/views/filter/:view_filter_id/ */
export const updateViewFilterRequest = z.object({
  field: primaryKey.optional(),
  type: filterTypeChoice.optional(),
  value: filterValue.optional(),
});
