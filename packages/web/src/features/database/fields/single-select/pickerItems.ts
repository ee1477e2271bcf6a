import { isOptionValue, optionsMatching, selectOptionLimits, type SelectOption } from '@cellar/core';

/** A line of the option picker: an option to choose, or 'Create {query}'. */
export type PickerItem = { kind: 'option'; option: SelectOption } | { kind: 'create'; value: string };

/**
 * What the picker lists for a query: the options whose value contains it, then, when creating is
 * allowed and no option has exactly that value, 'Create {query}' (spec §4).
 */
export function pickerItems(options: readonly SelectOption[], query: string, canCreate: boolean): PickerItem[] {
  const items: PickerItem[] = optionsMatching(options, query).map((option) => ({ kind: 'option', option }));
  const value = query.trim();
  const creatable = canCreate && value !== '' && value.length <= selectOptionLimits.valueMaxLength && !options.some((option) => isOptionValue(value, option));
  return creatable ? [...items, { kind: 'create', value }] : items;
}

/** The line to highlight first: the chosen option when it is listed, else the first line. */
export function firstActive(items: readonly PickerItem[], selectedId: number | null): number {
  return Math.max(0, items.findIndex((item) => item.kind === 'option' && item.option.id === selectedId));
}
