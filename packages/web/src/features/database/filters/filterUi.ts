import { filterFieldOf, filterTypeNames, filterTypes, isFilterTypeName, type Field, type FieldTypeName, type FilterTypeName, type ViewFilter } from '@cellar/core';
import type { ComponentType } from 'react';
import type { FilterSettings } from '../../../api/viewSettingsApi';
import { optionsOf } from '../fields/fieldValues';
import { BooleanFilterInput } from './inputs/BooleanFilterInput';
import { DateStepsFilterInput, DateWithinFilterInput } from './inputs/DateStepsFilterInput';
import { personZone, readSteps, writeSteps } from './inputs/dateStepsValue';
import type { FilterInputProps } from './inputs/filterInputProps';
import { SelectOptionFilterInput } from './inputs/SelectOptionFilterInput';
import { SelectOptionsFilterInput } from './inputs/SelectOptionsFilterInput';
import { DateFilterInput, NumberFilterInput, TextFilterInput } from './inputs/TextFilterInputs';

/** The browser side of a filter type: what the type dropdown says and the input of its value, if it takes one. */
export interface FilterUi {
  label: string;
  Input: ComponentType<FilterInputProps> | null;
}

/** Every filter type's browser side; a complete map, so a new type in core fails to compile until it is here. */
export const filterUis: { readonly [K in FilterTypeName]: FilterUi } = {
  equal: { label: 'is', Input: TextFilterInput },
  not_equal: { label: 'is not', Input: TextFilterInput },
  filename_contains: { label: 'filename contains', Input: TextFilterInput },
  contains: { label: 'contains', Input: TextFilterInput },
  contains_not: { label: "doesn't contain", Input: TextFilterInput },
  date_equal: { label: 'is date', Input: DateFilterInput },
  date_not_equal: { label: 'is not date', Input: DateFilterInput },
  higher_than: { label: 'higher than', Input: NumberFilterInput },
  higher_than_or_equal: { label: 'higher than or equal', Input: NumberFilterInput },
  lower_than: { label: 'lower than', Input: NumberFilterInput },
  lower_than_or_equal: { label: 'lower than or equal', Input: NumberFilterInput },
  date_is: { label: 'is', Input: DateStepsFilterInput },
  date_is_not: { label: 'is not', Input: DateStepsFilterInput },
  date_is_before: { label: 'is before', Input: DateStepsFilterInput },
  date_is_on_or_before: { label: 'is on or before', Input: DateStepsFilterInput },
  date_is_after: { label: 'is after', Input: DateStepsFilterInput },
  date_is_on_or_after: { label: 'is on or after', Input: DateStepsFilterInput },
  date_is_within: { label: 'is within', Input: DateWithinFilterInput },
  single_select_equal: { label: 'is', Input: SelectOptionFilterInput },
  single_select_not_equal: { label: 'is not', Input: SelectOptionFilterInput },
  // The value lists one id or several: "has" is "has any of" one option.
  multiple_select_has: { label: 'has any of', Input: SelectOptionsFilterInput },
  multiple_select_has_not: { label: 'has none of', Input: SelectOptionsFilterInput },
  // 'checkbox is', not 'is': a boolean field also takes `equal`, and two choices must not read the same.
  boolean: { label: 'checkbox is', Input: BooleanFilterInput },
  empty: { label: 'is empty', Input: null },
  not_empty: { label: 'is not empty', Input: null },
};

/** The browser side of a stored filter's type; a name core does not know reads as itself, with a text value. */
export function filterUiOf(type: string): FilterUi {
  return (filterUis as Record<string, FilterUi | undefined>)[type] ?? { label: type, Input: TextFilterInput };
}

/**
 * A field as filters see it (core's filterFieldOf): a formula, lookup, rollup or count as the stored
 * type of its result with that type's options (a number formula filters as a number field), any other
 * field as itself. The type dropdown, the value input and a new filter's first type all read this.
 */
export function filterSeenField(field: Field): Field {
  const seen = filterFieldOf({ type: field.type, options: optionsOf(field) as Record<string, unknown> });
  return seen.type === field.type ? field : ({ ...field, ...seen.options, type: seen.type } as Field);
}

/**
 * The filter types offered for a field type, in core's registration order (spec §7: the first is a new filter's).
 * A deprecated type is offered only to the filter that already uses it (`current`), as the reference does.
 */
export function compatibleFilterTypes(fieldType: FieldTypeName, current?: string): FilterTypeName[] {
  return filterTypeNames.filter((name) => filterTypes[name].compatibleFieldTypes.includes(fieldType) && (!filterTypes[name].deprecated || name === current));
}

/**
 * What choosing another type for a filter sends: the type, and the value when the old one means nothing to the new
 * type. Into the multi-step date family a filter comes with an operator chosen, "today" (or, for "is within",
 * the next 7 days), in the person's zone, so it filters at once instead of waiting for a choice (issue 38).
 */
export function typeChangeOf(filter: ViewFilter, type: FilterTypeName, field: Field | undefined): Partial<FilterSettings> {
  const steps = (name: string) => filterUiOf(name).Input === DateStepsFilterInput || filterUiOf(name).Input === DateWithinFilterInput;
  if (!steps(type)) return { type };
  const within = type === 'date_is_within';
  const kept = steps(filter.type) ? readSteps(filter.value, field) : null;
  if (kept?.operator && (!within || kept.operator !== 'today')) return { type };
  const fresh = within ? { value: '7', operator: 'nr_days_from_now' as const } : { value: '', operator: 'today' as const };
  return { type, value: writeSteps({ zone: kept?.zone ?? personZone(field), ...fresh }) };
}

/**
 * What moving a filter to another field sends (spec §7): the first type the field takes when it does not take the
 * current one, and an empty value unless core's reading of the value for the new field is the same filter as before:
 * a date never lands on a text field, an option id never on another field's options.
 */
export function fieldChangeOf(filter: ViewFilter, next: Field): Partial<FilterSettings> {
  const types = compatibleFilterTypes(next.type, filter.type);
  const keepsType = isFilterTypeName(filter.type) && types.includes(filter.type);
  if (!keepsType) return types[0] ? { field: next.id, type: types[0], ...(filter.value === '' ? {} : { value: '' }) } : { field: next.id };
  const definition = filterTypes[filter.type as FilterTypeName];
  // A value naming something of the old field (a select option's id) means nothing on another.
  const fits = filter.value === '' || (!definition.databaseFile && !definition.parseValue(filter.value, { type: next.type, options: optionsOf(next) as Record<string, unknown> }).ignored);
  return fits ? { field: next.id } : { field: next.id, value: '' };
}
