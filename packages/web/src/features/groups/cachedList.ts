import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * Changes fields of one item of a cached list and answers their values before the change,
 * so an optimistic update can be rolled back by patching those values back.
 */
export function patchCachedItem<T extends { id: number }>(queryClient: QueryClient, key: QueryKey, id: number, patch: Partial<T>): Partial<T> {
  const previous: Partial<T> = {};
  queryClient.setQueryData<T[]>(key, (list) =>
    list?.map((item) => {
      if (item.id !== id) return item;
      for (const field of Object.keys(patch) as (keyof T)[]) previous[field] = item[field];
      return { ...item, ...patch };
    }),
  );
  return previous;
}

/** Removes the items of a cached list that match. */
export function removeCachedItems<T>(queryClient: QueryClient, key: QueryKey, matches: (item: T) => boolean): void {
  queryClient.setQueryData<T[]>(key, (list) => list?.filter((item) => !matches(item)));
}

/** Puts an item into a cached list: in place of the one `sameAs` matches, else at the end. */
export function upsertCachedItem<T>(queryClient: QueryClient, key: QueryKey, item: T, sameAs: (existing: T) => boolean): void {
  queryClient.setQueryData<T[]>(key, (list) => {
    if (!list) return list;
    return list.some(sameAs) ? list.map((existing) => (sameAs(existing) ? item : existing)) : [...list, item];
  });
}
