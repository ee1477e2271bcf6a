import { validationMessages as m } from '../../validation/messages.js';
import { readPrimaryKey } from '../../validation/primary-key.js';
import { pythonTypeName } from '../../validation/python-type-name.js';
import { cellError, defineFieldType, type CellParseResult } from '../field-type.js';
import { isOptionValue, type SelectOption } from './select-options.js';
import { singleSelectApiDoc } from './single-select-api-doc.js';
import { singleSelectFileRules } from './single-select-file.js';
import { singleSelectOptions, storedOptionsOf, type SingleSelectOptions } from './single-select-options.js';
export { singleSelectOptions, storedOptionsOf, type SingleSelectOptions } from './single-select-options.js';

/**
 * A single select cell: the option as the API presents it, or null. Between a choice in the
 * browser and the server's answer the cell holds the chosen option's id, which is what is sent.
 */
export type SingleSelectValue = SelectOption | number | null;

/** The option a cell value stands for, if it is still one of the field's. */
export function optionOfValue(value: SingleSelectValue, options: SingleSelectOptions): SelectOption | null {
  if (value === null || value === undefined) return null;
  const id = typeof value === 'number' ? value : value.id;
  return storedOptionsOf(options).find((option) => option.id === id) ?? null;
}

const integerText = /^\s*[+-]?\d+\s*$/;

// The cell names its option as every primary key in a body does (validation/primary-key.ts).
function parseApiOption(input: unknown, options: SingleSelectOptions): CellParseResult<number | null> {
  // Related fields read "" as null, as the reference does.
  if (input === null || input === undefined || input === '') return { ok: true, value: null };
  const id = readPrimaryKey(input);
  if (id === null) return cellError(m.incorrectPkType(pythonTypeName(input)), 'incorrect_type');
  if (!storedOptionsOf(options).some((option) => option.id === id)) {
    return cellError(m.pkDoesNotExist(String(input).trim()), 'does_not_exist');
  }
  return { ok: true, value: id };
}

/** The option a text names: one of the field's option ids, else the first option whose value it is (ignoring case). */
export function optionNamedBy(text: string, options: SingleSelectOptions): SelectOption | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const stored = storedOptionsOf(options);
  const id = integerText.test(trimmed) ? Number(trimmed) : null;
  return stored.find((option) => option.id === id) ?? stored.find((option) => isOptionValue(trimmed, option)) ?? null;
}

/**
 * What the cell editor's text saves as: the option it names, or an id the editor picked that
 * these options may not know yet (an option created a moment ago); the server checks it.
 */
function fromTypedText(text: string, options: SingleSelectOptions): number | null {
  const named = optionNamedBy(text, options);
  if (named) return named.id;
  return integerText.test(text) ? Number(text) : null;
}

/** A choice of one option of the field's list; the cell shows the option's value in its colour. */
export const singleSelectField = defineFieldType<SingleSelectOptions, SingleSelectValue>({
  type: 'single_select',
  label: 'Single select',
  canBePrimary: true,
  canSort: true,
  optionsSchema: singleSelectOptions,
  parseApiValue: parseApiOption,
  defaultValue: () => null,
  toText(value, options) {
    if (value !== null && typeof value === 'object') return value.value;
    return optionOfValue(value, options)?.value ?? '';
  },
  // Spec §5: pasted text is the option id; an option's value (what copying a cell gives) is read too.
  fromPaste: (text, options) => optionNamedBy(text, options)?.id ?? null,
  validateTyped: (text, options) => (text.trim() === '' || fromTypedText(text.trim(), options) !== null ? null : 'Option not found'),
  fromTyped: (text, options) => fromTypedText(text.trim(), options),
  apiDoc: singleSelectApiDoc,
  databaseFile: singleSelectFileRules,
});
