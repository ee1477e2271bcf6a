import { DomainError, fieldTypes, filterFieldOf, filterTypes, isFilterTypeName, maxSearchLength, validationMessages, ValidationError, type FilterTypeName, type RowQuery, type RowWindow, type SortStyle } from '@cellar/core';
import type { FieldRecord } from '../fields/fields.repo.js';

/** A sort on a field of the table. */
export interface ResolvedSort {
  field: FieldRecord;
  descending: boolean;
  style: SortStyle;
}

/** A filter condition on a field of the table, with the value core read for it. */
export interface ResolvedFilter {
  field: FieldRecord;
  type: FilterTypeName;
  value: unknown;
}

/** A RowQuery whose references all name fields of the table; filters the contract ignores are gone. */
export interface ResolvedRowQuery<Window extends RowWindow = RowWindow> {
  search: string | undefined;
  filter: { type: 'AND' | 'OR'; conditions: ResolvedFilter[] };
  sorts: ResolvedSort[];
  /** The fields whose cells the answer carries. */
  columns: FieldRecord[];
  window: Window;
}

function resolveSorts(query: RowQuery, fields: FieldRecord[]): ResolvedSort[] {
  return query.sorts.map((sort) => {
    const field = fields.find((candidate) => candidate.id === sort.fieldId);
    if (!field) throw new DomainError('ERROR_ORDER_BY_FIELD_NOT_FOUND', `The field ${sort.ref} was not found in the table.`);
    if (!fieldTypes[field.type].canSort) {
      throw new DomainError(
        'ERROR_ORDER_BY_FIELD_NOT_POSSIBLE',
        `It is not possible to order by ${field.name} because the field type ${field.type} does not support filtering.`,
      );
    }
    return { field, descending: sort.descending, style: sort.style };
  });
}

function resolveFilters(query: RowQuery, fields: FieldRecord[]): ResolvedFilter[] {
  const resolved: ResolvedFilter[] = [];
  for (const condition of query.filter.conditions) {
    const field = fields.find((candidate) => candidate.id === condition.fieldId);
    if (!field) throw new DomainError('ERROR_FILTER_FIELD_NOT_FOUND', `The field ${condition.fieldId} was not found in the table.`);
    if (!isFilterTypeName(condition.type)) {
      throw new DomainError('ERROR_VIEW_FILTER_TYPE_DOES_NOT_EXIST', `The view filter type ${condition.type} doesn't exist.`);
    }
    const filter = filterTypes[condition.type];
    // A computed field filters as the stored type of its result: its value is read, and its SQL made, for that type.
    const seen = filterFieldOf(field);
    if (!filter.compatibleFieldTypes.includes(seen.type)) {
      throw new DomainError(
        'ERROR_VIEW_FILTER_TYPE_NOT_ALLOWED_FOR_FIELD',
        `The filter ${condition.type} is not compatible with field type ${field.type}.`,
      );
    }
    // A value is matched against every row it reaches, as a search term is: bounded the same way.
    if (typeof condition.value === 'string' && condition.value.length > maxSearchLength) {
      const key = condition.param ?? `filter__field_${field.id}__${condition.type}`;
      throw new ValidationError({ [key]: [{ error: validationMessages.maxLength(maxSearchLength), code: 'max_length' }] });
    }
    const parsed = filter.parseValue(condition.value, seen);
    if (!parsed.ignored) resolved.push({ field: seen, type: condition.type, value: parsed.value });
  }
  return resolved;
}

// An include of only unknown ids keeps every field (contract §16.4).
function chooseColumns(query: RowQuery, fields: FieldRecord[]): FieldRecord[] {
  const included = query.include ? fields.filter((field) => query.include?.includes(field.id)) : [];
  const chosen = included.length > 0 ? included : fields;
  return chosen.filter((field) => !query.exclude.includes(field.id));
}

/**
 * Checks a RowQuery against the table's fields, answering the contract's errors in its
 * processing order: search (which has none), order_by, then filters (§10.3). The window is
 * checked when it is read, against the count.
 */
export function resolveRowQuery<Window extends RowWindow>(query: RowQuery<Window>, fields: FieldRecord[]): ResolvedRowQuery<Window> {
  const sorts = resolveSorts(query, fields);
  const conditions = resolveFilters(query, fields);
  return {
    search: query.search,
    filter: { type: query.filter.type, conditions },
    sorts,
    columns: chooseColumns(query, fields),
    window: query.window,
  };
}
