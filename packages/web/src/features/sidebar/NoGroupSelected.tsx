import type { GroupWithMembership } from '@cellar/core';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Avatar } from '../../ui/Avatar';
import { CreateGroupModal } from '../groups/CreateGroupModal';
import { useSelectedGroup } from '../groups/useSelectedGroup';
import { IconTip } from './IconTip';
import styles from './Workspace.module.css';

/** Without a selected group: 'You don’t have any groups.' or the groups to pick from, plus 'Create group'. */
export function NoGroupSelected({ groups, collapsed }: { groups: GroupWithMembership[]; collapsed: boolean }) {
  const { select } = useSelectedGroup();
  const [creating, setCreating] = useState(false);
  return (
    <div className={styles.noGroup}>
      {!collapsed && <p className={styles.heading}>Groups</p>}
      {groups.length === 0 ? (
        !collapsed && <p className={styles.hint}>You don’t have any groups.</p>
      ) : (
        <ul className={styles.applicationList} aria-label="Groups">
          {groups.map((group) => (
            <li key={group.id}>
              <button type="button" className={styles.item} aria-label={collapsed ? group.name : undefined} onClick={() => select(group.id)}>
                {collapsed ? (
                  <IconTip label={group.name}>
                    <Avatar name={group.name} size={22} />
                  </IconTip>
                ) : (
                  <>
                    <Avatar name={group.name} size={20} />
                    <span className={styles.itemLabel}>{group.name}</span>
                  </>
                )}
              </button>
            </li>
          ))}
        </ul>
      )}
      <button type="button" className={`${styles.item} ${styles.createNew}`} aria-label={collapsed ? 'Create group' : undefined} onClick={() => setCreating(true)}>
        {collapsed ? (
          <IconTip label="Create group">
            <Plus size={16} className={styles.itemIcon} aria-hidden />
          </IconTip>
        ) : (
          <>
            <Plus size={16} className={styles.itemIcon} aria-hidden />
            <span className={styles.itemLabel}>Create group</span>
          </>
        )}
      </button>
      <CreateGroupModal open={creating} onOpenChange={setCreating} />
    </div>
  );
}
