import type { DateOptions } from '@cellar/core';
import * as Popover from '@radix-ui/react-popover';
import type { EditorProps } from '../fieldUi';
import { optionsOf } from '../fieldValues';
import { InputEditor } from '../shared/InputEditor';
import { DatePicker } from './DatePicker';
import styles from './date.module.css';

const keep = (event: Event) => event.preventDefault();

/**
 * The date cell editor: the text is typed in the field's format, and a calendar (with the time
 * list when the field has a time) hangs below the cell. Picking a day of a date-only field saves.
 */
export function DateEditor(props: EditorProps) {
  const options = optionsOf(props.field) as DateOptions;
  return (
    <Popover.Root open>
      <Popover.Anchor asChild>
        <div style={{ height: '100%' }}>
          <InputEditor {...props} />
        </div>
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
          aria-label="Pick a date"
        >
          <DatePicker draft={props.draft} options={options} onDraft={(text, done) => (done ? props.onCommit(text) : props.onDraftChange(text))} />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
