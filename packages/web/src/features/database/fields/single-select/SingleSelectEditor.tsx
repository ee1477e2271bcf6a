import { useLayoutEffect, useState } from 'react';
import type { EditorProps } from '../fieldUi';
import { cellText } from '../fieldValues';
import { CellPopover } from '../shared/CellPopover';
import { SelectOptionBadge } from './SelectOptionBadge';
import { SelectOptionPicker } from './SelectOptionPicker';
import { fieldOptions, shownOption } from './selectValues';
import { useCreateSelectOption } from './useCreateSelectOption';
import styles from './singleSelect.module.css';

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
    <CellPopover
      anchor={<div className={`${styles.cell} ${styles.editorAnchor}`}>{current && <SelectOptionBadge option={current} />}</div>}
      label={`Choose ${field.name}`}
      className={styles.picker}
    >
      <SelectOptionPicker
        options={fieldOptions(field)}
        selectedId={current?.id ?? null}
        label={`Search the options of ${field.name}`}
        initialQuery={initialQuery}
        onPick={(option) => onCommit(String(option.id))}
        onCreate={async (text) => onCommit(String((await createOption(text)).id))}
      />
    </CellPopover>
  );
}
