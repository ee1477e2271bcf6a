import type { RowHistoryEntry } from '@cellar/core';
import { useEffect, useState } from 'react';
import { useDatabaseApi } from '../../DatabaseApiContext';

// Entries read at a time; more come with "Show older changes".
const pageSize = 20;

/** A row's history as the panel holds it: newest first. */
export interface HistoryState {
  entries: readonly RowHistoryEntry[];
  count: number;
  status: 'loading' | 'ready' | 'error';
}

/**
 * One row's history, a page at a time. `rowVersion` is the row as the grid holds it: each edit
 * (the reader's own, or another's heard live) gives a new one, and the newest page is read again.
 */
export function useRowHistory(tableId: number, rowId: number, rowVersion: unknown) {
  const api = useDatabaseApi();
  const [state, setState] = useState<HistoryState>({ entries: [], count: 0, status: 'loading' });

  useEffect(() => {
    let current = true;
    // A moment's wait lets the edit that changed the row reach the server's log first.
    const timer = setTimeout(() => {
      api.rowHistory(tableId, rowId, { limit: pageSize, offset: 0 }).then(
        (page) => current && setState((known) => ({ entries: newestOn(page.results, known.entries), count: page.count, status: 'ready' })),
        () => current && setState((known) => ({ ...known, status: 'error' })),
      );
    }, 50);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [api, tableId, rowId, rowVersion]);

  return {
    state,
    async loadOlder() {
      const page = await api.rowHistory(tableId, rowId, { limit: pageSize, offset: state.entries.length });
      setState((known) => {
        const seen = new Set(known.entries.map((entry) => entry.id));
        return { entries: [...known.entries, ...page.results.filter((entry) => !seen.has(entry.id))], count: page.count, status: 'ready' };
      });
    },
  };
}

// The newest page on top of the older entries already loaded (newer ids come first).
function newestOn(fresh: readonly RowHistoryEntry[], known: readonly RowHistoryEntry[]): RowHistoryEntry[] {
  const oldestFresh = fresh.at(-1)?.id ?? Number.POSITIVE_INFINITY;
  return [...fresh, ...known.filter((entry) => entry.id < oldestFresh)];
}
