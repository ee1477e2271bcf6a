import { z } from 'zod';
import { selectOptionInput, selectOptionLimits, type SelectOption } from './select-options.js';

/** Options of a single select field: its options in order (contract §9.2); a stored field's all have ids. */
export const singleSelectOptions = z.object({
  select_options: z.array(selectOptionInput).max(selectOptionLimits.maxOptions).optional().default([]),
});
export type SingleSelectOptions = z.output<typeof singleSelectOptions>;

/** The options of a field that carry ids, i.e. that are stored. */
export function storedOptionsOf(options: SingleSelectOptions): SelectOption[] {
  return options.select_options.filter((option): option is SelectOption => typeof option.id === 'number');
}
