import type { Webhook } from '@cellar/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useServices } from '../../app/ServicesContext';
import { removeCachedItems, upsertCachedItem } from '../groups/cachedList';
import { ignoreNotFound } from '../groups/requestErrors';

/** Where a table's webhooks, with their latest calls, are cached. */
export const webhooksKey = (tableId: number) => ['database', 'table', tableId, 'webhooks'] as const;

/**
 * A table's webhooks while the dialog is open. Read afresh each time it opens: calls are made by the
 * server in the background, so what was cached an hour ago says little.
 */
export function useWebhooks(tableId: number, enabled: boolean) {
  const { api } = useServices();
  return useQuery({ queryKey: webhooksKey(tableId), queryFn: () => api.webhooks.list(tableId), enabled, staleTime: 0, refetchOnMount: 'always' });
}

const same = (webhook: Webhook) => (other: Webhook) => other.id === webhook.id;

/** Creates a webhook and adds it to the table's list. */
export function useCreateWebhook(tableId: number) {
  const { api, queryClient } = useServices();
  return useMutation({
    mutationFn: (request: Parameters<typeof api.webhooks.create>[1]) => api.webhooks.create(tableId, request),
    onSuccess: (webhook) => upsertCachedItem(queryClient, webhooksKey(tableId), webhook, same(webhook)),
  });
}

/** Saves a webhook's changes, switching it on or off with them, and puts the saved one in the list. */
export function useUpdateWebhook(tableId: number, webhookId: number) {
  const { api, queryClient } = useServices();
  return useMutation({
    mutationFn: (request: Parameters<typeof api.webhooks.update>[1]) => api.webhooks.update(webhookId, request),
    onSuccess: (webhook) => upsertCachedItem(queryClient, webhooksKey(tableId), webhook, same(webhook)),
  });
}

/** Deletes a webhook; one already gone counts as deleted. The confirmation shows other failures. */
export function useDeleteWebhook(tableId: number, webhookId: number) {
  const { api, queryClient } = useServices();
  return useMutation({
    mutationFn: () => ignoreNotFound(api.webhooks.remove(webhookId)),
    onSuccess: () => removeCachedItems<Webhook>(queryClient, webhooksKey(tableId), (webhook) => webhook.id === webhookId),
  });
}

/** Makes a test call with the form's values as they are, saved or not. */
export function useTestWebhook(tableId: number) {
  const { api } = useServices();
  return useMutation({ mutationFn: (request: Parameters<typeof api.webhooks.testCall>[1]) => api.webhooks.testCall(tableId, request) });
}
