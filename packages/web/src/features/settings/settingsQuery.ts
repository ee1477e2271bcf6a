/** The cache key of the instance settings, shared by the query and its optimistic update. */
export const settingsQueryKey = ['settings'] as const;
