import { useDashboardInvitations } from '../invitations/useDashboardInvitations';
import styles from './Dashboard.module.css';
import { InvitationCard } from './InvitationCard';

/** The invitations waiting for the user, on top of the dashboard; nothing when there are none. */
export function DashboardInvitations() {
  const invitations = useDashboardInvitations().data ?? [];
  if (invitations.length === 0) return null;
  return (
    <section className={styles.section} aria-label="Invitations">
      <h2 className={styles.sectionTitle}>{invitations.length === 1 ? 'Pending invitation' : `Pending invitations (${invitations.length})`}</h2>
      <ul className={styles.invitations}>
        {invitations.map((invitation) => (
          <InvitationCard key={invitation.id} invitation={invitation} />
        ))}
      </ul>
    </section>
  );
}
