import type { FilterFileRules } from '../database-file/file-rules.js';
import type { FieldTypeName } from '../fields/field-type.js';

/**
 * The filter types of contract §11.2, in the reference's registration order (spec §7: a new filter
 * takes the first one its field accepts); a new type adds its name here and a folder beside this file.
 */
export const filterTypeNames = [
  'equal',
  'not_equal',
  'filename_contains',
  'contains',
  'contains_not',
  'date_equal',
  'date_not_equal',
  'higher_than',
  'higher_than_or_equal',
  'lower_than',
  'lower_than_or_equal',
  'date_is',
  'date_is_not',
  'date_is_before',
  'date_is_on_or_before',
  'date_is_after',
  'date_is_on_or_after',
  'date_is_within',
  'single_select_equal',
  'single_select_not_equal',
  'multiple_select_has',
  'multiple_select_has_not',
  'boolean',
  'empty',
  'not_empty',
] as const;

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
  /**
   * Reads the filter's value for a field; `ignored` when the contract says the filter is dropped.
   * `now` (by default the clock's) is the moment the relative date filters count from: a test fixes it.
   */
  parseValue(raw: string, field: FilterField, now?: Date): FilterValue<Value>;
  /** Whether a cell matches: the browser's copy of the SQL, for rows edited out of a filtered view. */
  matches(cell: unknown, value: Value, field: FilterField): boolean;
  /** The form of its value, for the API docs, when it is more than text of the cell's kind. */
  valueFormat?: string;
  /** How its value names something of a database file (a select option), for the types whose value does. */
  databaseFile?: FilterFileRules;
  /**
   * Kept for the filters that use it and for clients of the API, but no longer offered for a new choice:
   * the reference's `isDeprecated` (its old single-step date filters, replaced by `date_is` and its family).
   */
  deprecated?: true;
}

/** A filter definition with its value type erased, as registries hold them. */
export type AnyFilterType = FilterTypeDefinition<any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** Declares a filter type with a checked value type. */
export function defineFilterType<Value>(definition: FilterTypeDefinition<Value>): FilterTypeDefinition<Value> {
  return definition;
}

/** The value for filters that use none. */
export const noValue: FilterValue<null> = { ignored: false, value: null };

/** The outcome of an ignored filter. */
export const ignoredValue: FilterValue<never> = { ignored: true };

/** A filter's value read by `read` from its trimmed text; ignored when the text is empty or `read` finds nothing. */
export function readTrimmed<Value>(raw: string, read: (text: string) => Value | null): FilterValue<Value> {
  const text = raw.trim();
  const value = text === '' ? null : read(text);
  return value === null ? ignoredValue : { ignored: false, value };
}
