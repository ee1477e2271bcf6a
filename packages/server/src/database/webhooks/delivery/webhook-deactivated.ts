import type { AppContext } from '../../../app-context.js';
import { webhookDeactivatedMail } from '../../../mail/webhook-deactivated-mail.js';

/** A webhook just switched off for failing (webhook-calls.repo.ts countFailure). */
export interface SwitchedOffWebhook {
  id: number;
  name: string;
  url: string;
  user_id: number | null;
  table_id: number;
  failed_triggers: number;
}

/**
 * Mails a switched-off webhook's creator, if they still have an account (the reference notifies the
 * workspace's admins in-app; Cellar has no in-app notifications, so mail to the person who made it).
 * A mail that cannot be sent is logged: the webhook stays off either way.
 */
export async function tellCreator(ctx: AppContext, webhook: SwitchedOffWebhook): Promise<void> {
  ctx.logger.warn({ webhookId: webhook.id, failures: webhook.failed_triggers }, 'A webhook was switched off after failing calls');
  if (webhook.user_id === null) return;
  const db = ctx.db.kysely;
  const user = await db.selectFrom('users').select(['email', 'first_name']).where('id', '=', webhook.user_id).where('is_active', '=', true).executeTakeFirst();
  const table = await db.selectFrom('database_tables').select(['name', 'database_id']).where('id', '=', webhook.table_id).executeTakeFirst();
  if (!user || !table) return;
  const link = new URL(`/database/${table.database_id}/table/${webhook.table_id}`, ctx.config.publicUrl).toString();
  const mail = webhookDeactivatedMail({ email: user.email, firstName: user.first_name }, { name: webhook.name, url: webhook.url, tableName: table.name, failures: webhook.failed_triggers }, link);
  await ctx.mailer.send(mail).catch((error: unknown) => ctx.logger.error({ err: error, webhookId: webhook.id }, 'The mail telling a webhook was switched off could not be sent'));
}
