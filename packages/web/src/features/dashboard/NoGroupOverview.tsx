import { Users } from 'lucide-react';
import { EmptyState } from '../../ui/EmptyState';
import { CreateGroupButton } from '../groups/CreateGroupButton';
import styles from './Dashboard.module.css';

/** The dashboard of someone in no group: 'You don’t have any groups.' and 'Create group'. */
export function NoGroupOverview() {
  return (
    <section className={styles.section}>
      <EmptyState icon={<Users size={20} aria-hidden />} title="You don’t have any groups." action={<CreateGroupButton variant="primary" />}>
        A group is a shared workspace for your databases. Create one, or ask someone to invite you to theirs.
      </EmptyState>
    </section>
  );
}
