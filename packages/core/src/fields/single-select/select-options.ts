import { z } from 'zod';
import { recordId, requiredText } from '../../validation/primitives.js';
import type { FieldTypeName } from '../field-type.js';

/** The option colours of spec §3, in the palette's order: five per row, light, plain, dark. */
export const selectOptionColors = [
  'light-blue', 'light-green', 'light-orange', 'light-red', 'light-gray',
  'blue', 'green', 'orange', 'red', 'gray',
  'dark-blue', 'dark-green', 'dark-orange', 'dark-red', 'dark-gray',
] as const;

/** One of the 15 option colours. */
export type SelectOptionColor = (typeof selectOptionColors)[number];

/** Limits of an option (contract §9.2), and Cellar's bound on a field's list, which the reference leaves open. */
export const selectOptionLimits = { valueMaxLength: 255, colorMaxLength: 255, maxOptions: 1000 } as const;

/** An option as a field presents it and a cell holds it (contract §9.2, §9.4). */
export interface SelectOption {
  id: number;
  value: string;
  color: string;
}

// Unstorable text (NUL, lone surrogates) is refused for every body by parseBody.
const optionText = requiredText;

/** An option as a create or change body sends it: without an id (or with another field's) it is new (contract §9.6). */
export const selectOptionInput = z.object({
  id: recordId.optional(),
  value: optionText(selectOptionLimits.valueMaxLength),
  // Any colour name is accepted, as the reference does; the palette offers the 15 of spec §3.
  color: optionText(selectOptionLimits.colorMaxLength),
});

/** An option sent in a body, checked. */
export type SelectOptionInput = z.output<typeof selectOptionInput>;

/** The field types whose options live in the `select_options` table: a change between them keeps the options and their ids. */
export const selectOptionFieldTypes: readonly FieldTypeName[] = ['single_select', 'multiple_select'];

/** Whether a field type keeps its options in the `select_options` table. */
export function hasSelectOptions(type: FieldTypeName): boolean {
  return selectOptionFieldTypes.includes(type);
}

/** A colour for a new option, picked at random (spec §9). */
export function randomOptionColor(random: () => number = Math.random): SelectOptionColor {
  return selectOptionColors[Math.min(selectOptionColors.length - 1, Math.floor(random() * selectOptionColors.length))] as SelectOptionColor;
}

/** Whether a text names an option's value: the same text ignoring case, as conversion to a single select matches (contract §9.3). */
export function isOptionValue(text: string, option: Pick<SelectOption, 'value'>): boolean {
  return text.toLowerCase() === option.value.toLowerCase();
}

/** The options whose value contains the query, ignoring case (the cell dropdown's search, and `contains`). */
export function optionsMatching<O extends Pick<SelectOption, 'value'>>(options: readonly O[], query: string): O[] {
  const needle = query.trim().toLowerCase();
  return needle === '' ? [...options] : options.filter((option) => option.value.toLowerCase().includes(needle));
}
