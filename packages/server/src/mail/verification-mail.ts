import type { MailMessage } from './mailer.js';
import { renderMailHtml } from './layout.js';

/** The mail with the link that confirms a new account's address. */
export function verificationMail(to: { email: string; firstName: string }, link: string): MailMessage {
  const paragraphs = [
    `Hi ${to.firstName},`,
    'Follow the link below to confirm that this is your e-mail address. Until then, group invitations sent to it ' +
      'can only be accepted from the link in their own e-mail. The link works for 7 days.',
    'If you did not create a Cellar account, you can ignore this e-mail.',
  ];
  return {
    to: to.email,
    subject: 'Confirm your e-mail address for Cellar',
    text: `${paragraphs.join('\n\n')}\n\n${link}\n`,
    html: renderMailHtml(paragraphs, { label: 'Confirm e-mail address', url: link }),
    link,
  };
}
