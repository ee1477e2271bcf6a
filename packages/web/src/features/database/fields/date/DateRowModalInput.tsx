import type { DateOptions } from '@cellar/core';
import * as Popover from '@radix-ui/react-popover';
import { CalendarDays } from 'lucide-react';
import { useState } from 'react';
import type { RowModalInputProps } from '../fieldUi';
import { cellText, optionsOf, sameValue, typedValue } from '../fieldValues';
import { TextRowModalInput } from '../shared/TextRowModalInput';
import { DatePicker } from './DatePicker';
import styles from './date.module.css';

/** The row modal's date: typed in the field's format, or picked from the calendar, which saves at once. */
export function DateRowModalInput(props: RowModalInputProps) {
  const { field, value, onSave } = props;
  const options = optionsOf(field) as DateOptions;
  const [open, setOpen] = useState(false);
  const pick = (text: string, done: boolean) => {
    const next = typedValue(field, text);
    if (!sameValue(next, value)) onSave(next);
    if (done) setOpen(false);
  };
  return (
    <div>
      <div className={styles.inputRow}>
        <div style={{ flex: 1 }}>
          <TextRowModalInput {...props} />
        </div>
        <Popover.Root open={open} onOpenChange={setOpen}>
          <Popover.Trigger className={styles.pickerButton} aria-label={`Pick ${field.name}`}>
            <CalendarDays size={15} aria-hidden />
          </Popover.Trigger>
          <Popover.Portal>
            <Popover.Content className={styles.picker} side="bottom" align="end" sideOffset={4} collisionPadding={8}>
              <DatePicker draft={cellText(field, value)} options={options} onDraft={pick} />
            </Popover.Content>
          </Popover.Portal>
        </Popover.Root>
      </div>
    </div>
  );
}
