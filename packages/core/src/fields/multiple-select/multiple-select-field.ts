import { defineFieldType } from '../field-type.js';
import type { SelectOption } from '../single-select/select-options.js';
import { optionNamedBy } from '../single-select/single-select-field.js';
import { multipleSelectApiDoc } from './multiple-select-api-doc.js';
import { parseMultipleSelectCell } from './multiple-select-cells.js';
import { multipleSelectFileRules } from './multiple-select-file.js';
import { multipleSelectOptions, storedMultipleOptionsOf, type MultipleSelectOptions } from './multiple-select-options.js';
import { joinOptionValues, splitOptionValues } from './option-list-text.js';
export { multipleSelectOptions, storedMultipleOptionsOf, type MultipleSelectOptions } from './multiple-select-options.js';

/**
 * A multiple select cell: its options as the API presents them, in the order they were chosen.
 * Between a choice in the browser and the server's answer an item may be the chosen option's id.
 */
export type MultipleSelectValue = readonly (SelectOption | number)[];

const integerText = /^[+-]?\d+$/;

/** The options a cell value stands for that are still the field's, in the cell's order. */
export function optionsOfValue(value: MultipleSelectValue | null | undefined, options: MultipleSelectOptions): SelectOption[] {
  if (!Array.isArray(value)) return [];
  const byId = new Map(storedMultipleOptionsOf(options).map((option) => [option.id, option]));
  return value.flatMap((item) => {
    const option = byId.get(typeof item === 'number' ? item : item.id);
    return option ? [option] : [];
  });
}

// A piece of text names an option as a single select's text does: by id first, then by value ignoring case.
function namedIds(text: string, options: MultipleSelectOptions): (number | null)[] {
  const select = { select_options: storedMultipleOptionsOf(options) };
  return splitOptionValues(text).map((piece) => optionNamedBy(piece, select)?.id ?? null);
}

const unique = (ids: number[]) => [...new Set(ids)];

/**
 * What the cell editor's text saves as: its pieces are the chosen option ids, in order; an id the
 * editor picked that these options may not know yet (one created a moment ago) is kept for the
 * server to check.
 */
function fromTypedText(text: string, options: MultipleSelectOptions): number[] {
  const select = { select_options: storedMultipleOptionsOf(options) };
  return unique(splitOptionValues(text).flatMap((piece) => {
    const id = optionNamedBy(piece, select)?.id ?? (integerText.test(piece) ? Number(piece) : null);
    return id === null ? [] : [id];
  }));
}

/** Several options of the field's list per cell; the cell shows them as chips in their colours. */
export const multipleSelectField = defineFieldType<MultipleSelectOptions, MultipleSelectValue>({
  type: 'multiple_select',
  label: 'Multiple select',
  canBePrimary: true,
  canSort: true,
  optionsSchema: multipleSelectOptions,
  parseApiValue: parseMultipleSelectCell,
  defaultValue: () => [],
  // An item in its API form reads as itself; an id as the field's option with it.
  toText: (value, options) => {
    if (!Array.isArray(value)) return '';
    const byId = new Map(storedMultipleOptionsOf(options).map((option) => [option.id, option.value]));
    return joinOptionValues(value.flatMap((item) => (typeof item === 'number' ? (byId.has(item) ? [byId.get(item) as string] : []) : [item.value])));
  },
  // Spec §5: pasted text names options by id or value, comma separated; what no option is, is left out.
  fromPaste: (text, options) => unique(namedIds(text, options).filter((id): id is number => id !== null)),
  validateTyped: (text, options) => {
    const select = { select_options: storedMultipleOptionsOf(options) };
    const unknown = splitOptionValues(text).some((piece) => !integerText.test(piece) && optionNamedBy(piece, select) === null);
    return unknown ? 'Option not found' : null;
  },
  fromTyped: fromTypedText,
  apiDoc: multipleSelectApiDoc,
  databaseFile: multipleSelectFileRules,
});
