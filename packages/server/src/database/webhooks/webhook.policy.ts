import { DomainError } from '@cellar/core';
import type { Executor } from '../../db/executor.js';
import { requireMember } from '../../groups/group.policy.js';
import { findWebhookInGroup, type WebhookInGroup } from './webhooks.repo.js';

/**
 * Finds a webhook (404 ERROR_TABLE_WEBHOOK_DOES_NOT_EXIST) and requires the user to be a member of
 * its table's group (400 ERROR_USER_NOT_IN_GROUP), in the reference's order: another group's
 * webhook is a 400, one that does not exist a 404. Any member may manage a table's webhooks.
 */
export async function getWebhookForMember(db: Executor, webhookId: number, userId: number, options: { lock?: boolean } = {}): Promise<WebhookInGroup> {
  const webhook = await findWebhookInGroup(db, webhookId, options);
  if (!webhook) throw new DomainError('ERROR_TABLE_WEBHOOK_DOES_NOT_EXIST');
  await requireMember(db, webhook.groupId, userId);
  return webhook;
}
