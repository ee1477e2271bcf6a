import { useState, type ReactElement } from 'react';
import { Menu, MenuItem, MenuLabel } from '../../ui/Menu';
import { allApplicationTypes, type ApplicationTypeEntry } from './applicationTypes';
import { CreateApplicationModal } from './CreateApplicationModal';

/** 'Create new': a menu of the registered application types, each opening its create dialog. */
export function CreateNewMenu({ groupId, trigger, side = 'bottom' }: { groupId: number; trigger: ReactElement; side?: 'bottom' | 'right' }) {
  const [type, setType] = useState<ApplicationTypeEntry | null>(null);
  const [open, setOpen] = useState(false);
  return (
    <>
      <Menu trigger={trigger} side={side} align="start">
        <MenuLabel>Create new</MenuLabel>
        {allApplicationTypes.map((entry) => (
          <MenuItem
            key={entry.type}
            icon={<entry.icon size={15} />}
            onSelect={() => {
              setType(entry);
              setOpen(true);
            }}
          >
            {entry.name}
          </MenuItem>
        ))}
      </Menu>
      {type && <CreateApplicationModal groupId={groupId} type={type} open={open} onOpenChange={setOpen} />}
    </>
  );
}
