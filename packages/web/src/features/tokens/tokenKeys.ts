/** The signed-in user's database tokens, of all their groups (contract §12). */
export const tokensQueryKey = ['tokens'] as const;
