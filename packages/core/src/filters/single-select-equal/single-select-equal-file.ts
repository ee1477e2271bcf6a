import type { FilterFileRules } from '../../database-file/file-rules.js';
import { singleSelectOptions, storedOptionsOf } from '../../fields/single-select/single-select-options.js';

const integerText = /^\s*\d+\s*$/;

/**
 * A select filter's value in a database file is the file's option id (docs/database-file-format.md):
 * it must name an option of the filtered field, and becomes the id that option got. An empty value
 * (a filter not yet given one) stays empty.
 */
export const selectOptionFilterFileRules: FilterFileRules = {
  checkValue(value, fieldOptions) {
    if (value.trim() === '') return null;
    const parsed = singleSelectOptions.safeParse(fieldOptions);
    const known = parsed.success && integerText.test(value) && storedOptionsOf(parsed.data).some((option) => option.id === Number(value));
    return known ? null : `The value ${JSON.stringify(value)} names no select option of the field.`;
  },
  importValue: (value, ids) => (value.trim() === '' ? value : String(ids.option(Number(value)) ?? '')),
};
