import { z } from 'zod';
import { selectOptionInput, selectOptionLimits, type SelectOption } from '../single-select/select-options.js';

/**
 * Options of a multiple select field: its options in order (as a single select's). Left out of a
 * change, the list stays unset rather than empty, so that the server can carry a single select's
 * options over when one becomes a multiple select without naming them, as the reference does.
 */
export const multipleSelectOptions = z.object({
  select_options: z.array(selectOptionInput).max(selectOptionLimits.maxOptions).optional(),
});
export type MultipleSelectOptions = z.output<typeof multipleSelectOptions>;

/** The field's options that carry ids, i.e. that are stored, in order. */
export function storedMultipleOptionsOf(options: MultipleSelectOptions): SelectOption[] {
  return (options.select_options ?? []).filter((option): option is SelectOption => typeof option.id === 'number');
}
