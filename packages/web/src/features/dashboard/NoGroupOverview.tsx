import type { GroupWithMembership } from '@cellar/core';
import { ChevronRight, Plus, Users } from 'lucide-react';
import { useState } from 'react';
import { Avatar } from '../../ui/Avatar';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { CreateGroupModal } from '../groups/CreateGroupModal';
import { useSelectedGroup } from '../groups/useSelectedGroup';
import styles from './Dashboard.module.css';

/** The dashboard without a selected group: 'You don’t have any groups.' or the groups to open. */
export function NoGroupOverview({ groups }: { groups: GroupWithMembership[] }) {
  const { select } = useSelectedGroup();
  const [creating, setCreating] = useState(false);
  const create = (
    <Button variant="primary" size="sm" icon={<Plus size={14} aria-hidden />} onClick={() => setCreating(true)}>
      Create group
    </Button>
  );
  return (
    <section className={styles.section}>
      {groups.length === 0 ? (
        <EmptyState icon={<Users size={20} aria-hidden />} title="You don’t have any groups." action={create}>
          A group is a shared workspace for your databases. Create one, or ask someone to invite you to theirs.
        </EmptyState>
      ) : (
        <>
          <header className={styles.groupHeader}>
            <div className={styles.groupTitle}>
              <h2 className={styles.groupName}>Choose a group</h2>
              <p className={styles.groupRole}>Pick the group you want to work in.</p>
            </div>
            <div className={styles.groupActions}>{create}</div>
          </header>
          <ul className={styles.tiles} aria-label="Groups">
            {groups.map((group) => (
              <li key={group.id}>
                <button type="button" className={styles.tile} onClick={() => select(group.id)}>
                  <Avatar name={group.name} size={36} />
                  <span className={styles.tileText}>
                    <span className={styles.tileName}>{group.name}</span>
                    <span className={styles.tileMeta}>{group.permissions === 'ADMIN' ? 'Admin' : 'Member'}</span>
                  </span>
                  <ChevronRight size={16} className={styles.tileChevron} aria-hidden />
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
      <CreateGroupModal open={creating} onOpenChange={setCreating} />
    </section>
  );
}
