import { optionOfValue, storedOptionsOf, type Field, type SelectOption, type SingleSelectOptions, type SingleSelectValue } from '@cellar/core';
import { optionsOf } from '../fieldValues';

/** A select field's stored options, in order (single and multiple select alike). */
export function fieldOptions(field: Field): SelectOption[] {
  // A multiple select's settings may leave the list out; it then has none.
  const options = optionsOf(field) as Partial<SingleSelectOptions>;
  return storedOptionsOf({ select_options: options.select_options ?? [] });
}

/**
 * The option a cell shows: the server's option, or, between a choice and the server's answer,
 * the field's option with the chosen id.
 */
export function shownOption(field: Field, value: unknown): SelectOption | null {
  if (value !== null && typeof value === 'object') return value as SelectOption;
  return optionOfValue(value as SingleSelectValue, optionsOf(field) as SingleSelectOptions);
}
