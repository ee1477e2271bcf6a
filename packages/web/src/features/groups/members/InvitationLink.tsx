import { Alert } from '../../../ui/Alert';
import { CopyButton } from '../../../ui/CopyButton';
import styles from './members.module.css';

/**
 * The link of an invitation just sent by a server that cannot mail it (the answer's
 * `cellar_link`), for the admin to pass on themselves: the invitee needs it to answer.
 */
export function InvitationLink({ email, link }: { email: string; link: string }) {
  return (
    <Alert tone="info" title={`Send ${email} this link`}>
      <span className={styles.inviteLink}>
        <code className={styles.inviteLinkText}>{link}</code>
        <CopyButton value={link} label="Copy invitation link" />
      </span>
    </Alert>
  );
}
