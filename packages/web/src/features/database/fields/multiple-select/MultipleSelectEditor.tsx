import type { SelectOption } from '@cellar/core';
import { useLayoutEffect, useState, type KeyboardEvent } from 'react';
import type { EditorProps } from '../fieldUi';
import { cellText } from '../fieldValues';
import { CellPopover } from '../shared/CellPopover';
import { SelectOptionPicker } from '../single-select/SelectOptionPicker';
import { fieldOptions } from '../single-select/selectValues';
import { useCreateSelectOption } from '../single-select/useCreateSelectOption';
import { OptionChips } from './OptionChips';
import { chosenIds, idsDraft, optionsOfIds, toggledId } from './multipleSelectValues';
import styles from './multipleSelect.module.css';

/**
 * The multiple select cell editor: the chosen options as chips over the cell, and the option
 * picker below it. Enter or a click adds the highlighted option (or takes it out again), a query
 * no option has offers 'Create {query}', Backspace in the empty search removes the last chip.
 * The grid's draft holds the chosen ids; they are saved by Tab, by clicking elsewhere, or by
 * Escape, which here closes the picker keeping the choices (as Airtable does).
 */
export function MultipleSelectEditor({ field, value, draft, onDraftChange, onCommit }: EditorProps) {
  // A key typed on the selected cell opened the editor with that key as the draft: it starts the search.
  const [initialQuery] = useState(() => (draft === cellText(field, value) ? '' : draft));
  const [ids, setIds] = useState(() => chosenIds(field, value));
  const [created, setCreated] = useState<SelectOption[]>([]);
  const createOption = useCreateSelectOption(field);
  useLayoutEffect(() => {
    onDraftChange(idsDraft(ids));
    // Once, when the editor opens: later drafts are the choices made here.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const choose = (next: number[]) => {
    setIds(next);
    onDraftChange(idsDraft(next));
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    event.stopPropagation();
    onCommit(idsDraft(ids));
  };
  const chosen = optionsOfIds(field, ids, created);
  const create = async (text: string) => {
    const option = await createOption(text);
    setCreated((before) => [...before, option]);
    choose([...ids, option.id]);
  };
  return (
    <CellPopover
      anchor={
        <div className={`${styles.cell} ${styles.editorAnchor}`}>
          <OptionChips options={chosen} fieldName={field.name} />
        </div>
      }
      label={`Choose ${field.name}`}
      className={styles.picker}
      onKeyDown={onKeyDown}
    >
      <div className={styles.chosen} role="group" aria-label={`Chosen options of ${field.name}`}>
        {chosen.length === 0 ? <span className={styles.placeholder}>No options chosen</span> : <OptionChips options={chosen} fieldName={field.name} onRemove={(option) => choose(toggledId(ids, option.id))} />}
      </div>
      <SelectOptionPicker
        options={fieldOptions(field)}
        selectedId={null}
        selectedIds={ids}
        label={`Search the options of ${field.name}`}
        initialQuery={initialQuery}
        onPick={(option) => choose(toggledId(ids, option.id))}
        onCreate={create}
        onEmptyBackspace={() => choose(ids.slice(0, -1))}
      />
    </CellPopover>
  );
}
