/** Every application of every group of the user, with a database's tables; loaded once per session. */
export const applicationsQueryKey = ['applications'] as const;
