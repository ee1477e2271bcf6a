import type { GroupWithMembership } from '@cellar/core';
import { Database, LayoutTemplate, Plus, Trash2, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { Avatar } from '../../ui/Avatar';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { Skeleton } from '../../ui/Skeleton';
import { useGroupApplications } from '../applications/useApplications';
import { MembersModal } from '../groups/members/MembersModal';
import { roles } from '../groups/members/roles';
import { CreateNewMenu } from '../applications/CreateNewMenu';
import { TemplatesModal } from '../templates/TemplatesModal';
import { OpenTrash } from '../trash/OpenTrash';
import { ApplicationTile } from './ApplicationTile';
import styles from './Dashboard.module.css';

/** One group on the dashboard: its applications as tiles, 'Templates', 'Create new' and, for ADMINs, 'Invite others'. */
export function GroupOverview({ group }: { group: GroupWithMembership }) {
  const { applications, isPending } = useGroupApplications(group.id);
  const [membersOpen, setMembersOpen] = useState(false);
  const [templatesOpen, setTemplatesOpen] = useState(false);
  const isAdmin = group.permissions === 'ADMIN';
  const createNew = (label: string, variant: 'primary' | 'secondary') => (
    <CreateNewMenu
      groupId={group.id}
      trigger={
        <Button variant={variant} size="sm" icon={<Plus size={14} aria-hidden />}>
          {label}
        </Button>
      }
    />
  );
  return (
    <section className={styles.section} aria-label={group.name}>
      <header className={styles.groupHeader}>
        <Avatar name={group.name} size={32} />
        <div className={styles.groupTitle}>
          <h2 className={styles.groupName}>{group.name}</h2>
          <p className={styles.groupRole}>You’re {isAdmin ? 'an admin' : 'a member'} · {roles[group.permissions].description}</p>
        </div>
        <div className={styles.groupActions}>
          {isAdmin && (
            <Button size="sm" icon={<UserPlus size={14} aria-hidden />} onClick={() => setMembersOpen(true)}>
              Invite others
            </Button>
          )}
          <Button size="sm" icon={<LayoutTemplate size={14} aria-hidden />} onClick={() => setTemplatesOpen(true)}>
            Templates
          </Button>
          <OpenTrash
            groupId={group.id}
            trigger={(open) => (
              <Button size="sm" icon={<Trash2 size={14} aria-hidden />} onClick={open}>
                Trash
              </Button>
            )}
          />
          {createNew('Create new', 'primary')}
        </div>
      </header>
      {isPending ? (
        <div className={styles.tiles}>
          {[0, 1, 2].map((index) => (
            <Skeleton key={index} height={72} radius={10} />
          ))}
        </div>
      ) : applications.length === 0 ? (
        <EmptyState icon={<Database size={20} aria-hidden />} title="No databases yet" action={createNew('Create new', 'secondary')}>
          Create a database in {group.name} to start organising your data. Everyone in the group will see it.
        </EmptyState>
      ) : (
        <ul className={styles.tiles} aria-label={`Applications of ${group.name}`}>
          {applications.map((application) => (
            <ApplicationTile key={application.id} application={application} />
          ))}
        </ul>
      )}
      {isAdmin && <MembersModal group={group} open={membersOpen} onOpenChange={setMembersOpen} />}
      <TemplatesModal groupId={group.id} open={templatesOpen} onOpenChange={setTemplatesOpen} />
    </section>
  );
}
