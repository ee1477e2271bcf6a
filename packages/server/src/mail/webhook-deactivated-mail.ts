import type { MailMessage } from './mailer.js';
import { renderMailHtml } from './layout.js';

/** The notice to a webhook's creator that it was switched off after failing too often (the reference's WebhookDeactivatedNotification). */
export function webhookDeactivatedMail(to: { email: string; firstName: string }, webhook: { name: string; url: string; tableName: string; failures: number }, link: string): MailMessage {
  const paragraphs = [
    `Hi ${to.firstName},`,
    `The webhook "${webhook.name}" of the table "${webhook.tableName}" was switched off: its last ${webhook.failures} calls to ${webhook.url} failed.`,
    'Its call log shows what was sent and answered. Once the receiver works again, switch the webhook back on in the table\'s Webhooks; changes made while it was off are not sent.',
  ];
  return {
    to: to.email,
    subject: `Webhook "${webhook.name}" was switched off`,
    text: `${paragraphs.join('\n\n')}\n\n${link}\n`,
    html: renderMailHtml(paragraphs, { label: 'Open the table', url: link }),
    link,
  };
}
