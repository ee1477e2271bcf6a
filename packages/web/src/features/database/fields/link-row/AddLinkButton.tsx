import type { Field, LinkedRow } from '@cellar/core';
import { Plus } from 'lucide-react';
import { useState, type Ref } from 'react';
import { RowSelectModal } from './RowSelectModal';
import { linkTargetOf } from './linkRowValues';
import styles from './linkRow.module.css';

/** Props of AddLinkButton. */
export interface AddLinkButtonProps {
  field: Field;
  links: LinkedRow[];
  onAdd: (row: LinkedRow) => void;
  buttonRef?: Ref<HTMLButtonElement>;
  id?: string;
}

/** The '+' that opens the row selection modal for a link field's table. */
export function AddLinkButton({ field, links, onAdd, buttonRef, id }: AddLinkButtonProps) {
  const [open, setOpen] = useState(false);
  const target = linkTargetOf(field);
  return (
    <>
      <button ref={buttonRef} id={id} type="button" className={styles.add} aria-label={`Link a row to ${field.name}`} aria-haspopup="dialog" onClick={() => setOpen(true)} disabled={target === null}>
        <Plus size={12} aria-hidden />
      </button>
      {target !== null && <RowSelectModal open={open} onOpenChange={setOpen} tableId={target} linkedIds={links.map((link) => link.id)} onSelect={onAdd} />}
    </>
  );
}
