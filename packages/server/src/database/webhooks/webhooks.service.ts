import { randomBytes } from 'node:crypto';
import { DomainError, webhookLimits, type CreateWebhookRequest, type UpdateWebhookRequest, type Webhook, type WebhookTestCallAnswer, type WebhookTestCallRequest } from '@cellar/core';
import type { AppContext } from '../../app-context.js';
import type { Caller } from '../../callers/caller.js';
import type { Executor } from '../../db/executor.js';
import { inTransaction } from '../../db/transaction.js';
import { getTableForMember } from '../table.policy.js';
import { eventsForCreate, eventsForUpdate, type EventsChange } from './webhook-event-config.js';
import { getWebhookForMember } from './webhook.policy.js';
import { presentWebhook } from './webhook.presenter.js';
import { testCallWebhook } from './webhook-test-call.js';
import {
  countTableWebhooks,
  deleteWebhook,
  fieldIdsInTable,
  insertWebhook,
  latestWebhookCalls,
  listTableWebhooks,
  lockTableForWebhooks,
  updateWebhook,
  viewIdsInTable,
  type WebhookChanges,
  type WebhookRecord,
} from './webhooks.repo.js';

// The ids an event config named must be the table's: the first that is not answers, as the reference checks one by one.
async function checkEventConfigIds(db: Executor, tableId: number, change: EventsChange): Promise<void> {
  const fields = await fieldIdsInTable(db, tableId, change.fieldIds);
  const strayField = change.fieldIds.find((id) => !fields.has(id));
  if (strayField !== undefined) throw new DomainError('ERROR_TABLE_WEBHOOK_EVENT_CONFIG_FIELD_NOT_IN_TABLE', `The provided event config field with ID ${strayField} does not belong to the table.`);
  // The reference has no code for a stray view (its handler raises unmapped, a 500): a body error here.
  const views = await viewIdsInTable(db, tableId, change.viewIds);
  const strayView = change.viewIds.find((id) => !views.has(id));
  if (strayView !== undefined) throw new DomainError('ERROR_REQUEST_BODY_VALIDATION', { event_config: [{ error: `The view ${strayView} does not belong to the table.`, code: 'invalid' }] });
}

/**
 * A table's webhooks (the reference's WebhookHandler): any member of the table's group lists,
 * creates, changes, deletes and test-calls them; database tokens cannot (the endpoints take JWTs
 * only). No realtime message is sent about them, as the reference sends none. Their calls are
 * made by delivery/ from the outbox; the test call is made here, at once.
 */
export function webhooksService(ctx: AppContext) {
  const db = ctx.db.kysely;

  async function withCalls(executor: Executor, records: WebhookRecord[]): Promise<Webhook[]> {
    const calls = await latestWebhookCalls(executor, records.map((record) => record.id), webhookLimits.callLogEntries);
    return records.map((record) => presentWebhook(record, calls.filter((call) => call.webhook_id === record.id)));
  }

  return {
    /** A table's webhooks, oldest first, each with its newest calls: one query for the webhooks, one for all their calls. */
    async list(caller: Caller, tableId: number): Promise<Webhook[]> {
      const table = await getTableForMember(db, tableId, caller.user.id);
      return withCalls(db, await listTableWebhooks(db, table.id));
    },

    /** Creates a webhook, with a new random secret its calls are signed with, recording who made it (to tell them if it is switched off). */
    create(caller: Caller, tableId: number, body: CreateWebhookRequest): Promise<Webhook> {
      return inTransaction(ctx.db, async (trx) => {
        const table = await getTableForMember(trx, tableId, caller.user.id);
        await lockTableForWebhooks(trx, table.id);
        if ((await countTableWebhooks(trx, table.id)) >= ctx.config.webhooks.maxPerTable) {
          throw new DomainError('ERROR_TABLE_WEBHOOK_MAX_LIMIT_EXCEEDED', `The maximally allowed webhooks per table has been exceeded. You can create a maximum of ${ctx.config.webhooks.maxPerTable} webhooks.`);
        }
        const change = eventsForCreate(body);
        await checkEventConfigIds(trx, table.id, change);
        const { url, request_method, headers, name, include_all_events, use_user_field_names } = body;
        const secret = randomBytes(32).toString('hex');
        const record = await insertWebhook(trx, table.id, caller.user.id, secret, { url, request_method, headers, name, include_all_events, use_user_field_names, events: change.events });
        return presentWebhook(record, []);
      });
    },

    /** One webhook with its newest calls. */
    async get(caller: Caller, webhookId: number): Promise<Webhook> {
      const webhook = await getWebhookForMember(db, webhookId, caller.user.id);
      const [shown] = await withCalls(db, [webhook]);
      return shown as Webhook;
    },

    /** Changes a webhook; switching a switched-off webhook back on starts its failure count afresh (the reference's rule). */
    update(caller: Caller, webhookId: number, body: UpdateWebhookRequest): Promise<Webhook> {
      return inTransaction(ctx.db, async (trx) => {
        const webhook = await getWebhookForMember(trx, webhookId, caller.user.id, { lock: true });
        const { events: _events, event_config: _config, ...settings } = body;
        const changes: WebhookChanges = Object.fromEntries(Object.entries(settings).filter(([, value]) => value !== undefined));
        if (!webhook.active && body.active === true) changes.failed_triggers = 0;
        if (body.events !== undefined || body.event_config !== undefined || body.include_all_events !== undefined) {
          const change = eventsForUpdate(webhook.events, webhook.include_all_events, body);
          await checkEventConfigIds(trx, webhook.table_id, change);
          changes.events = change.events;
        }
        const record = await updateWebhook(trx, webhook.id, changes, ctx.clock.now());
        const [shown] = await withCalls(trx, [record]);
        return shown as Webhook;
      });
    },

    /** Deletes a webhook and its calls, those still waiting to be sent included. */
    delete(caller: Caller, webhookId: number): Promise<void> {
      return inTransaction(ctx.db, async (trx) => {
        const webhook = await getWebhookForMember(trx, webhookId, caller.user.id, { lock: true });
        await deleteWebhook(trx, webhook.id);
      });
    },

    /**
     * Makes a sample call of one event type now, to a target that need not be saved (the
     * reference's test call): what was sent and answered, or why nothing was. Never a 5xx: a
     * refused, unreachable or slow target is `is_unreachable`.
     */
    async testCall(caller: Caller, tableId: number, body: WebhookTestCallRequest): Promise<WebhookTestCallAnswer> {
      const table = await getTableForMember(db, tableId, caller.user.id);
      return testCallWebhook(ctx, table, body);
    },
  };
}
