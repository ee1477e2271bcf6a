import type { FieldTypeName } from '../fields/field-type.js';

/** The filter types Cellar implements (contract §11.2); a new type adds its name here and a folder beside this file. */
export const filterTypeNames = ['contains', 'contains_not', 'empty', 'not_empty'] as const;

/** The name of an implemented filter type. */
export type FilterTypeName = (typeof filterTypeNames)[number];

/** What a filter needs to know of the field it filters. */
export interface FilterField {
  type: FieldTypeName;
  options: Record<string, unknown>;
}

/** A filter's value read for a field, or `ignored`: the filter then contributes nothing, in AND and OR alike. */
export type FilterValue<Value> = { ignored: true } | { ignored: false; value: Value };

/**
 * What a filter type is, wherever it runs: the field types it applies to, how its text value is
 * read, and whether a cell (in its API form) matches. The server compiles the same semantics to
 * SQL; the shared cases in `filter-cases.ts` run against both, so they cannot drift.
 */
export interface FilterTypeDefinition<Value = unknown> {
  type: FilterTypeName;
  compatibleFieldTypes: readonly FieldTypeName[];
  /** Reads the filter's value for a field; `ignored` when the contract says the filter is dropped. */
  parseValue(raw: string, field: FilterField): FilterValue<Value>;
  /** Whether a cell matches: the browser's copy of the SQL, for rows edited out of a filtered view. */
  matches(cell: unknown, value: Value, field: FilterField): boolean;
}

/** A filter definition with its value type erased, as registries hold them. */
export type AnyFilterType = FilterTypeDefinition<any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** Declares a filter type with a checked value type. */
export function defineFilterType<Value>(definition: FilterTypeDefinition<Value>): FilterTypeDefinition<Value> {
  return definition;
}

/** The value for filters that use none. */
export const noValue: FilterValue<null> = { ignored: false, value: null };
