import type { FieldFileRules } from '../../database-file/file-rules.js';
import { singleSelectOptions, storedOptionsOf } from './single-select-options.js';

function optionsIn(options: Record<string, unknown>) {
  const parsed = singleSelectOptions.safeParse(options);
  return parsed.success ? storedOptionsOf(parsed.data) : [];
}

/**
 * A single select in a database file: its options carry the file's ids, which cells and filters
 * name. The field is created with the options in the file's order and without ids, so each file
 * option's new id is the created option in the same place.
 */
export const singleSelectFileRules: FieldFileRules = {
  optionIds: (options) => optionsIn(options).map((option) => option.id),
  importOptions: (options) => ({ ...options, select_options: optionsIn(options).map(({ value, color }) => ({ value, color })) }),
  createdOptionIds(fileOptions, createdOptions) {
    const created = optionsIn(createdOptions);
    return optionsIn(fileOptions).flatMap((option, index) => (created[index] ? [[option.id, created[index].id] as [number, number]] : []));
  },
  importCell: (value, _options, ids) => (typeof value === 'number' ? (ids.option(value) ?? null) : null),
  exportCell: (value) => (value !== null && typeof value === 'object' ? (value as { id: number }).id : (value ?? null)),
};
