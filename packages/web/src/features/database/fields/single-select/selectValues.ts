import { optionOfValue, storedOptionsOf, type Field, type SelectOption, type SingleSelectOptions, type SingleSelectValue } from '@cellar/core';
import { optionsOf } from '../fieldValues';

/** A single select field's stored options, in order. */
export function fieldOptions(field: Field): SelectOption[] {
  return storedOptionsOf(optionsOf(field) as SingleSelectOptions);
}

/**
 * The option a cell shows: the server's option, or, between a choice and the server's answer,
 * the field's option with the chosen id.
 */
export function shownOption(field: Field, value: unknown): SelectOption | null {
  if (value !== null && typeof value === 'object') return value as SelectOption;
  return optionOfValue(value as SingleSelectValue, optionsOf(field) as SingleSelectOptions);
}
