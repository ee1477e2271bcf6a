import type { GroupWithMembership } from '@cellar/core';
import { Trash2, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { MembersModal } from '../groups/members/MembersModal';
import { OpenTrash } from '../trash/OpenTrash';
import { GroupHeader } from './GroupHeader';
import { IconTip } from './IconTip';
import { SidebarApplications } from './SidebarApplications';
import styles from './Workspace.module.css';

/** The selected group in the sidebar: its header, 'Invite others' for ADMINs, and its applications. */
export function GroupWorkspace({ group, collapsed }: { group: GroupWithMembership; collapsed: boolean }) {
  const [membersOpen, setMembersOpen] = useState(false);
  // Listing members and inviting are ADMIN-only on the server (contract §5.1, §5.2).
  const isAdmin = group.permissions === 'ADMIN';
  return (
    <div className={styles.group}>
      <GroupHeader group={group} collapsed={collapsed} onMembers={() => setMembersOpen(true)} />
      {isAdmin && (
        <button type="button" className={styles.item} aria-label={collapsed ? 'Invite others' : undefined} onClick={() => setMembersOpen(true)}>
          {collapsed ? (
            <IconTip label="Invite others">
              <UserPlus size={16} className={styles.itemIcon} aria-hidden />
            </IconTip>
          ) : (
            <>
              <UserPlus size={16} className={styles.itemIcon} aria-hidden />
              <span className={styles.itemLabel}>Invite others</span>
            </>
          )}
        </button>
      )}
      <SidebarApplications group={group} collapsed={collapsed} />
      <OpenTrash
        groupId={group.id}
        trigger={(open) => (
          <button type="button" className={styles.item} aria-label={collapsed ? 'Trash' : undefined} onClick={open}>
            {collapsed ? (
              <IconTip label="Trash">
                <Trash2 size={16} className={styles.itemIcon} aria-hidden />
              </IconTip>
            ) : (
              <>
                <Trash2 size={16} className={styles.itemIcon} aria-hidden />
                <span className={styles.itemLabel}>Trash</span>
              </>
            )}
          </button>
        )}
      />
      {isAdmin && <MembersModal group={group} open={membersOpen} onOpenChange={setMembersOpen} />}
    </div>
  );
}
