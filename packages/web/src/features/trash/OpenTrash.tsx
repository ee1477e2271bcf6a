import { useState, type ReactElement } from 'react';
import { TrashModal } from './TrashModal';

/** Opens the Trash at a group; the caller renders the trigger (the sidebar's item, the dashboard's button). */
export function OpenTrash({ groupId, trigger }: { groupId?: number; trigger: (open: () => void) => ReactElement }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      {trigger(() => setOpen(true))}
      <TrashModal open={open} onOpenChange={setOpen} initialGroupId={groupId} />
    </>
  );
}
