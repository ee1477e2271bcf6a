import type { MailMessage } from './mailer.js';
import { renderMailHtml } from './layout.js';

/** The mail with the link to set a new password. */
export function resetPasswordMail(to: { email: string; firstName: string }, link: string): MailMessage {
  const paragraphs = [
    `Hi ${to.firstName},`,
    'Someone asked to reset the password of your Cellar account. Follow the link below to choose a new one. ' +
      'It works once and expires in 48 hours.',
    'If you did not ask for this, you can ignore this e-mail: your password stays as it is.',
  ];
  return {
    to: to.email,
    subject: 'Reset your Cellar password',
    text: `${paragraphs.join('\n\n')}\n\n${link}\n`,
    html: renderMailHtml(paragraphs, { label: 'Reset password', url: link }),
    link,
  };
}
