import type { GroupWithMembership } from '@cellar/core';
import { MoreHorizontal, Pencil, Trash2, Users } from 'lucide-react';
import { useState } from 'react';
import { DeleteGroupModal } from '../groups/DeleteGroupModal';
import { Menu, MenuItem, MenuLabel, MenuSeparator } from '../../ui/Menu';
import styles from './Workspace.module.css';

/** Props of GroupContextMenu: the group, and the actions the header carries out. */
export interface GroupContextMenuProps {
  group: GroupWithMembership;
  onRename: () => void;
  onMembers: () => void;
}

/** The group options only ADMINs see: 'Rename group', 'Members', 'Delete group' (spec §2). */
export function GroupContextMenu({ group, onRename, onMembers }: GroupContextMenuProps) {
  const [deleting, setDeleting] = useState(false);
  return (
    <>
      <Menu
        align="start"
        trigger={
          <button type="button" className={styles.more} aria-label={`Options for ${group.name}`}>
            <MoreHorizontal size={16} aria-hidden />
          </button>
        }
      >
        <MenuLabel>{group.name}</MenuLabel>
        <MenuItem icon={<Pencil size={15} />} onSelect={onRename}>
          Rename group
        </MenuItem>
        <MenuItem icon={<Users size={15} />} onSelect={onMembers}>
          Members
        </MenuItem>
        <MenuSeparator />
        <MenuItem icon={<Trash2 size={15} />} danger onSelect={() => setDeleting(true)}>
          Delete group
        </MenuItem>
      </Menu>
      <DeleteGroupModal group={group} open={deleting} onOpenChange={setDeleting} />
    </>
  );
}
