import type { Field } from '@cellar/core';
import { useQueries } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { useDatabaseApi } from '../../DatabaseApiContext';
import { databaseKeys, useTableFields } from '../../queries';
import { optionsOf } from '../fieldValues';

/** The fields a computed field may name: the open table's, and behind each link those of the linked table. */
export interface FormulaFields {
  tableId: number;
  fields: Field[];
  /** The linked table's fields, once loaded; undefined for a field that is not a link. */
  linkedFieldsOf: (link: Field) => Field[] | undefined;
  isLoading: boolean;
}

/** The table a link field links to, or null for any other field. */
export function linkedTableOf(field: Field): number | null {
  if (field.type !== 'link_row') return null;
  const table = (optionsOf(field) as { link_row_table?: unknown }).link_row_table;
  return typeof table === 'number' ? table : null;
}

/** Loads the open table's fields (from the route) and those of every table it links to, from the same cache the grid fills. */
export function useFormulaFields(): FormulaFields {
  const tableId = Number(useParams().tableId);
  const api = useDatabaseApi();
  const own = useTableFields(tableId);
  const fields = own.data ?? [];
  const linkedIds = [...new Set(fields.map(linkedTableOf).filter((id): id is number => id !== null))];
  const linked = useQueries({
    queries: linkedIds.map((id) => ({ queryKey: databaseKeys.fields(id), queryFn: () => api.listFields(id) })),
  });
  const byTable = new Map(linkedIds.map((id, index) => [id, linked[index]?.data]));
  return {
    tableId,
    fields,
    linkedFieldsOf: (link) => {
      const table = linkedTableOf(link);
      return table === null ? undefined : byTable.get(table);
    },
    isLoading: own.isLoading || linked.some((query) => query.isLoading),
  };
}
