import { groupLimits, type GroupWithMembership } from '@cellar/core';
import { ChevronsUpDown } from 'lucide-react';
import { useState } from 'react';
import { Avatar } from '../../ui/Avatar';
import { InlineRename } from '../../ui/InlineRename';
import { CreateGroupModal } from '../groups/CreateGroupModal';
import { useRenameGroup } from '../groups/useRenameGroup';
import { GroupContextMenu } from './GroupContextMenu';
import { GroupSwitcher } from './GroupSwitcher';
import { IconTip } from './IconTip';
import styles from './Workspace.module.css';

/** The selected group's name with the switcher, and for ADMINs its options and inline rename. */
export function GroupHeader({ group, collapsed, onMembers }: { group: GroupWithMembership; collapsed: boolean; onMembers: () => void }) {
  const [creating, setCreating] = useState(false);
  const [renaming, setRenaming] = useState(false);
  const rename = useRenameGroup();
  const isAdmin = group.permissions === 'ADMIN';

  const trigger = collapsed ? (
    <button type="button" className={`${styles.item} ${styles.switcherCollapsed}`} aria-label={`Group: ${group.name}. Switch group`}>
      <IconTip label={group.name}>
        <Avatar name={group.name} size={24} />
      </IconTip>
    </button>
  ) : (
    // The name is built from the visible text, so speech users can say what they see (WCAG 2.5.3).
    <button type="button" className={styles.switcher}>
      <Avatar name={group.name} size={22} />
      <span className="visually-hidden">Group: </span>
      <span className={styles.groupName}>{group.name}</span>
      <span className="visually-hidden">. Switch group</span>
      <ChevronsUpDown size={14} className={styles.switcherChevron} aria-hidden />
    </button>
  );

  return (
    <div className={styles.groupHeader}>
      {renaming && !collapsed ? (
        <InlineRename
          className={styles.rename}
          value={group.name}
          label="Group name"
          maxLength={groupLimits.nameMaxLength}
          onRename={(name) => rename.mutate({ groupId: group.id, name })}
          onDone={() => setRenaming(false)}
        />
      ) : (
        <GroupSwitcher
          side={collapsed ? 'right' : 'bottom'}
          onCreateGroup={() => setCreating(true)}
          trigger={trigger}
        />
      )}
      {isAdmin && !collapsed && !renaming && <GroupContextMenu group={group} onRename={() => setRenaming(true)} onMembers={onMembers} />}
      <CreateGroupModal open={creating} onOpenChange={setCreating} />
    </div>
  );
}
