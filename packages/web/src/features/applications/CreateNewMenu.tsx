import { FileUp, LayoutTemplate } from 'lucide-react';
import { useState, type ReactElement } from 'react';
import { Menu, MenuItem, MenuLabel, MenuSeparator } from '../../ui/Menu';
import { ImportDatabaseModal } from '../database-transfer/ImportDatabaseModal';
import { TemplatesModal } from '../templates/TemplatesModal';
import { allApplicationTypes, type ApplicationTypeEntry } from './applicationTypes';
import { CreateApplicationModal } from './CreateApplicationModal';

/** 'Create new': a menu of the registered application types, each opening its create dialog, the template gallery and a database import. */
export function CreateNewMenu({ groupId, trigger, side = 'bottom' }: { groupId: number; trigger: ReactElement; side?: 'bottom' | 'right' }) {
  const [type, setType] = useState<ApplicationTypeEntry | null>(null);
  const [open, setOpen] = useState(false);
  const [templatesOpen, setTemplatesOpen] = useState(false);
  const [importOpen, setImportOpen] = useState(false);
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
        <MenuSeparator />
        <MenuItem icon={<LayoutTemplate size={15} />} onSelect={() => setTemplatesOpen(true)}>
          Templates
        </MenuItem>
        <MenuItem icon={<FileUp size={15} />} onSelect={() => setImportOpen(true)}>
          Import database
        </MenuItem>
      </Menu>
      {type && <CreateApplicationModal groupId={groupId} type={type} open={open} onOpenChange={setOpen} />}
      <TemplatesModal groupId={groupId} open={templatesOpen} onOpenChange={setTemplatesOpen} />
      <ImportDatabaseModal groupId={groupId} open={importOpen} onOpenChange={setImportOpen} />
    </>
  );
}
