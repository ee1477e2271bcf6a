import { type DatabaseToken, type TokenPermissions } from '@cellar/core';
import { useMutation } from '@tanstack/react-query';
import { useServices } from '../../app/ServicesContext';
import { useNotify } from '../../ui/notifications/NotificationsContext';
import { patchCachedItem, removeCachedItems, upsertCachedItem } from '../groups/cachedList';
import { ignoreNotFound, notifyError } from '../groups/requestErrors';
import { tokensQueryKey as key } from './tokenKeys';

const sameToken = (token: DatabaseToken) => (other: DatabaseToken) => other.id === token.id;

/**
 * Creates a token with the picked rights (spec §4), in one request: the reference's API gives a new
 * token all four rights (contract §12), Cellar's takes the rights with it, so the token never holds
 * more than asked for (issue 38).
 */
export function useCreateToken() {
  const { api, queryClient } = useServices();
  return useMutation({
    mutationFn: ({ name, groupId, permissions }: { name: string; groupId: number; permissions: TokenPermissions }) => api.tokens.create(name, groupId, permissions),
    onSuccess: (token) => upsertCachedItem(queryClient, key, token, sameToken(token)),
  });
}

/**
 * Applies new rights at once and puts the old ones back if the server refuses (spec §4, §8).
 * The answer is not written back: a quicker second toggle may already be in the cache, and the
 * server's form of the same grant (storage order, `[]` as `false`) says nothing new.
 */
export function useUpdateTokenPermissions(tokenId: number) {
  const { api, queryClient } = useServices();
  const notify = useNotify();
  return useMutation({
    mutationFn: (permissions: TokenPermissions) => api.tokens.updatePermissions(tokenId, permissions),
    onMutate: (permissions) => patchCachedItem<DatabaseToken>(queryClient, key, tokenId, { permissions }),
    onError: (error, _permissions, previous) => {
      if (previous) patchCachedItem<DatabaseToken>(queryClient, key, tokenId, previous);
      notifyError(notify, error);
    },
  });
}

/** Renames at once; a refused name is put back. */
export function useRenameToken(tokenId: number) {
  const { api, queryClient } = useServices();
  const notify = useNotify();
  return useMutation({
    mutationFn: (name: string) => api.tokens.rename(tokenId, name),
    onMutate: (name) => patchCachedItem<DatabaseToken>(queryClient, key, tokenId, { name }),
    onError: (error, _name, previous) => {
      if (previous) patchCachedItem<DatabaseToken>(queryClient, key, tokenId, previous);
      notifyError(notify, error);
    },
  });
}

/** Gives the token a new key and shows it; the old key stops working on the server. */
export function useRotateTokenKey(tokenId: number) {
  const { api, queryClient } = useServices();
  const notify = useNotify();
  return useMutation({
    mutationFn: () => api.tokens.rotateKey(tokenId),
    onSuccess: (token) => upsertCachedItem(queryClient, key, token, sameToken(token)),
    onError: (error) => notifyError(notify, error),
  });
}

/** Deletes a token; one already gone counts as deleted. The confirmation shows other failures. */
export function useDeleteToken(tokenId: number) {
  const { api, queryClient } = useServices();
  return useMutation({
    mutationFn: () => ignoreNotFound(api.tokens.remove(tokenId)),
    onSuccess: () => removeCachedItems<DatabaseToken>(queryClient, key, (token) => token.id === tokenId),
  });
}
