import { Alert } from '../../ui/Alert';
import { useAuth } from '../auth/useAuth';

/** The log line the server writes for each mail it cannot send (packages/server/src/mail/mailer.ts). */
const logLine = '“mail not sent (no SMTP_HOST configured)”';

/**
 * Said where a screen would promise an e-mail on a server without SMTP: no mail goes out, and
 * `link` (“The reset link”) is in the server's log. Staff are told how to find it there; others
 * are sent to whoever runs Cellar, and visitors, who may be either, get both.
 */
export function MailNotSetUp({ link }: { link: string }) {
  const { user } = useAuth();
  let where;
  if (user?.is_staff) {
    where = (
      <>
        : look for the line {logLine}. Set <code>SMTP_HOST</code> to send mail.
      </>
    );
  } else if (user) {
    where = ': ask the person who runs Cellar for it.';
  } else {
    where = `: ask the person who runs Cellar for it, or, if that is you, look there for the line ${logLine}.`;
  }
  return (
    <Alert tone="warning" title="Mail is not set up">
      This Cellar has no SMTP server, so it sends no e-mail. {link} is written to the server’s log instead{where}
    </Alert>
  );
}
