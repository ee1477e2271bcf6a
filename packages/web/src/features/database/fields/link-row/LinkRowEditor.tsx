import { useLayoutEffect, useRef, type KeyboardEvent } from 'react';
import type { EditorProps } from '../fieldUi';
import { AddLinkButton } from './AddLinkButton';
import { LinkChips } from './LinkChips';
import { linksDraft, shownLinks, withLink, withoutLink } from './linkRowValues';
import styles from './linkRow.module.css';

// Enter and Space press the focused button; without this the grid would take Enter as "save".
function keepButtonKeys(event: KeyboardEvent) {
  const onButton = (event.target as Element).closest('button');
  if (onButton && (event.key === 'Enter' || event.key === ' ')) event.stopPropagation();
  if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
    // Arrows walk the editor's buttons instead of leaving the cell.
    const buttons = [...event.currentTarget.querySelectorAll('button')];
    const index = buttons.indexOf(onButton as HTMLButtonElement);
    const next = buttons[index + (event.key === 'ArrowLeft' ? -1 : 1)];
    next?.focus();
    event.stopPropagation();
    event.preventDefault();
  }
}

/**
 * The editing link cell: chips with a remove button each, and '+' opening the row selection
 * modal, which opens with the editor. Each change saves at once; the grid's draft holds the cell
 * as JSON meanwhile.
 */
export function LinkRowEditor({ field, value, onDraftChange, onCommit }: EditorProps) {
  const links = shownLinks(value);
  const add = useRef<HTMLButtonElement>(null);
  useLayoutEffect(() => {
    onDraftChange(linksDraft(links));
    // One Enter opens the row selection at once (issue 38); '+' has focus first, so Escape comes back to it and the chips.
    add.current?.focus({ preventScroll: true });
    add.current?.click();
    // Once, when the editor opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <div className={`${styles.cell} ${styles.editing}`} onKeyDown={keepButtonKeys} role="group" aria-label={`Links of ${field.name}`}>
      <LinkChips links={links} fieldName={field.name} onRemove={(link) => onCommit(linksDraft(withoutLink(links, link.id)))} />
      <AddLinkButton field={field} links={links} buttonRef={add} onAdd={(row) => onCommit(linksDraft(withLink(links, row)))} />
    </div>
  );
}
