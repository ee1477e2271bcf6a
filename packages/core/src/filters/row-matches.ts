import type { FieldTypeName } from '../fields/field-type.js';
import type { ViewFilter } from '../views/view-filter.js';
import { filterFieldOf } from './filter-field.js';
import { filterTypes, isFilterTypeName } from './registry.js';

/** What decides whether a row is in a view: its filters, combined by AND or OR, unless they are switched off. */
export interface FilterRules {
  filter_type: 'AND' | 'OR';
  filters_disabled: boolean;
  filters?: readonly Pick<ViewFilter, 'field' | 'type' | 'value'>[];
}

/** A field as a row's cells are read by: its id, type and options (a `Field` with its options at the top level fits). */
export interface RowField {
  id: number;
  type: FieldTypeName;
}

/**
 * Whether a row (cells keyed `field_<id>`, in their API form) is in a view by its filters: the
 * browser's reading of what the server's SQL decides, from the same filter definitions. Filters
 * of a field that is gone, of a type the field does not take, or whose value is ignored, count
 * for nothing, as on the server (contract §11.2); no filter left means every row.
 */
export function rowMatchesFilters(row: Readonly<Record<string, unknown>>, rules: FilterRules, fields: readonly RowField[]): boolean {
  if (rules.filters_disabled) return true;
  const outcomes: boolean[] = [];
  for (const filter of rules.filters ?? []) {
    const field = fields.find((candidate) => candidate.id === filter.field);
    if (!field || !isFilterTypeName(filter.type)) continue;
    const definition = filterTypes[filter.type];
    // A computed field filters as the stored type of its result (filter-field.ts).
    const seen = filterFieldOf({ type: field.type, options: field as unknown as Record<string, unknown> });
    if (!definition.compatibleFieldTypes.includes(seen.type)) continue;
    const parsed = definition.parseValue(filter.value, seen);
    if (parsed.ignored) continue;
    outcomes.push(definition.matches(row[`field_${field.id}`], parsed.value, seen));
  }
  if (outcomes.length === 0) return true;
  return rules.filter_type === 'OR' ? outcomes.some(Boolean) : outcomes.every(Boolean);
}
