import type { DateOptions } from '@cellar/core';
import type { EditorProps } from '../fieldUi';
import { optionsOf } from '../fieldValues';
import { CellPopover } from '../shared/CellPopover';
import { InputEditor } from '../shared/InputEditor';
import { DatePicker } from './DatePicker';
import styles from './date.module.css';

/**
 * The date cell editor: the text is typed in the field's format, and a calendar (with the time
 * list when the field has a time) hangs below the cell. Picking a day of a date-only field saves.
 */
export function DateEditor(props: EditorProps) {
  const options = optionsOf(props.field) as DateOptions;
  return (
    <CellPopover
      anchor={
        <div style={{ height: '100%' }}>
          <InputEditor {...props} />
        </div>
      }
      label="Pick a date"
      className={styles.picker}
    >
      <DatePicker draft={props.draft} options={options} onDraft={(text, done) => (done ? props.onCommit(text) : props.onDraftChange(text))} />
    </CellPopover>
  );
}
