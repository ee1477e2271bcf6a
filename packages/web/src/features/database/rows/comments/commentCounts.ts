import type { RowPage } from '@cellar/core';
import { createContext, useCallback, useContext, useSyncExternalStore } from 'react';
import { createStateStore, type StateStore } from '../../../../ui/stateStore';

/** Each loaded row's comment count (rows without comments are absent), for the grid's badges. */
export interface CommentCounts {
  store: StateStore<ReadonlyMap<number, number>>;
  /** Takes the counts a grid window carried (`row_metadata`): its rows without an entry have none. */
  takeWindow(page: RowPage): void;
  /** A comment was added (+1) or deleted (−1), here or by someone else. */
  adjust(rowId: number, delta: number): void;
}

/** Creates the counts of one grid. */
export function createCommentCounts(): CommentCounts {
  const store = createStateStore<ReadonlyMap<number, number>>(new Map());
  return {
    store,
    takeWindow(page) {
      const metadata = page.row_metadata;
      if (!metadata) return;
      store.setState((counts) => {
        const next = new Map(counts);
        for (const row of page.results) {
          const count = metadata[String(row.id)]?.row_comment_count ?? 0;
          if (count > 0) next.set(row.id, count);
          else next.delete(row.id);
        }
        return next;
      });
    },
    adjust(rowId, delta) {
      store.setState((counts) => {
        const next = new Map(counts);
        const count = Math.max(0, (counts.get(rowId) ?? 0) + delta);
        if (count > 0) next.set(rowId, count);
        else next.delete(rowId);
        return next;
      });
    },
  };
}

/** The open grid's comment counts; none outside a table (a template preview). */
export const CommentCountsContext = createContext<CommentCounts | null>(null);

const none = (): number => 0;
const noSubscription = () => () => {};

/** One row's comment count, re-rendering only when that count changes. */
export function useRowCommentCount(rowId: number): number {
  const counts = useContext(CommentCountsContext);
  const read = useCallback(() => counts?.store.getState().get(rowId) ?? 0, [counts, rowId]);
  return useSyncExternalStore(counts?.store.subscribe ?? noSubscription, counts ? read : none, counts ? read : none);
}

/** The accessible name of a row's comment badge: "1 comment", "3 comments". */
export function commentCountLabel(count: number): string {
  return `${count} ${count === 1 ? 'comment' : 'comments'}`;
}
