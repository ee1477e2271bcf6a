import * as Popover from '@radix-ui/react-popover';
import { useLayoutEffect, useState } from 'react';
import type { EditorProps } from '../fieldUi';
import { cellText } from '../fieldValues';
import { SelectOptionBadge } from './SelectOptionBadge';
import { SelectOptionPicker } from './SelectOptionPicker';
import { fieldOptions, shownOption } from './selectValues';
import { useCreateSelectOption } from './useCreateSelectOption';
import styles from './singleSelect.module.css';

const keep = (event: Event) => event.preventDefault();

/**
 * The single select cell editor: the option picker hangs below the cell. The grid's draft holds
 * the chosen option's id (what a save sends), never the search text, so leaving the cell keeps
 * the option it had; picking or creating an option saves at once.
 */
export function SingleSelectEditor({ field, value, draft, onDraftChange, onCommit }: EditorProps) {
  const current = shownOption(field, value);
  // A key typed on the selected cell opened the editor with that key as the draft: it starts the search.
  const [initialQuery] = useState(() => (draft === cellText(field, value) ? '' : draft));
  const createOption = useCreateSelectOption(field);
  useLayoutEffect(() => {
    onDraftChange(current ? String(current.id) : '');
    // Once, when the editor opens: later drafts are the choices made here.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <Popover.Root open>
      <Popover.Anchor asChild>
        <div className={`${styles.cell} ${styles.editorAnchor}`}>{current && <SelectOptionBadge option={current} />}</div>
      </Popover.Anchor>
      <Popover.Portal>
        <Popover.Content
          className={styles.picker}
          data-grid-editor
          side="bottom"
          align="start"
          sideOffset={3}
          collisionPadding={8}
          onOpenAutoFocus={keep}
          onCloseAutoFocus={keep}
          aria-label={`Choose ${field.name}`}
        >
          <SelectOptionPicker
            options={fieldOptions(field)}
            selectedId={current?.id ?? null}
            label={`Search the options of ${field.name}`}
            initialQuery={initialQuery}
            onPick={(option) => onCommit(String(option.id))}
            onCreate={async (text) => onCommit(String((await createOption(text)).id))}
          />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
