import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Button, type ButtonVariant } from '../../ui/Button';
import { CreateGroupModal } from './CreateGroupModal';

/** A 'Create group' button with the dialog it opens. */
export function CreateGroupButton({ variant = 'secondary' }: { variant?: ButtonVariant }) {
  const [creating, setCreating] = useState(false);
  return (
    <>
      <Button variant={variant} size="sm" icon={<Plus size={14} aria-hidden />} onClick={() => setCreating(true)}>
        Create group
      </Button>
      <CreateGroupModal open={creating} onOpenChange={setCreating} />
    </>
  );
}
