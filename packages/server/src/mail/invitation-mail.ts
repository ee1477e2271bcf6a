import type { MailMessage } from './mailer.js';
import { renderMailHtml } from './layout.js';

/** The mail that invites someone to a group (subject as contract §5.2). */
export function invitationMail(
  invitation: { email: string; message: string },
  names: { inviter: string; group: string },
  link: string,
): MailMessage {
  const paragraphs = [
    `${names.inviter} invited you to collaborate on the group ${names.group} in Cellar.`,
    ...(invitation.message.trim() ? [`Their message: “${invitation.message.trim()}”`] : []),
    'Follow the link below to accept or reject the invitation. If you have no account yet, you can create one from there.',
  ];
  return {
    to: invitation.email,
    subject: `${names.inviter} invited you to ${names.group}`,
    text: `${paragraphs.join('\n\n')}\n\n${link}\n`,
    html: renderMailHtml(paragraphs, { label: 'View invitation', url: link }),
    link,
  };
}
