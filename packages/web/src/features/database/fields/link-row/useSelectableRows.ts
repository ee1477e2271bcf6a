import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useDatabaseApi } from '../../DatabaseApiContext';

/** Rows per page of the row selection modal, and how long typing waits before it searches (spec §9). */
export const rowSelection = { pageSize: 10, searchDelayMs: 400 } as const;

/** A value that follows `value` once it has stopped changing for `delayMs`. */
export function useDebounced<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

/** One page of a table's rows for the row selection modal, searched; the previous page stays while the next loads. */
export function useSelectableRows(tableId: number, page: number, search: string) {
  const api = useDatabaseApi();
  return useQuery({
    queryKey: ['database', 'table', tableId, 'row-selection', page, search],
    queryFn: ({ signal }) => api.listRows(tableId, { page, size: rowSelection.pageSize, search }, { signal }),
    placeholderData: keepPreviousData,
  });
}
