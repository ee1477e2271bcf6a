import { useSyncExternalStore } from 'react';
import type { GridState, GridStore } from './store/gridStore';

/** One part of the grid state; re-renders only when that part changes (selectors must return stable values). */
export function useGridSelector<T>(store: GridStore, select: (state: GridState) => T): T {
  return useSyncExternalStore(store.subscribe, () => select(store.getState()), () => select(store.getState()));
}
