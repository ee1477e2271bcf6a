import type { Field } from '@cellar/core';
import * as Popover from '@radix-ui/react-popover';
import { ChevronDown } from 'lucide-react';
import { Checkbox } from '../../ui/Checkbox';
import styles from './webhooks.module.css';

/** Props of WebhookFieldPicker: the table's fields, the chosen ids and the accessible name of the choice. */
export interface WebhookFieldPickerProps {
  label: string;
  fields: readonly Field[];
  chosen: readonly number[];
  disabled: boolean;
  onChange: (ids: number[]) => void;
}

/**
 * Narrows an event to changes of some fields (the reference's "Trigger when fields have changed"):
 * a button saying what is chosen, opening a list of checkboxes; none chosen means any field.
 */
export function WebhookFieldPicker({ label, fields, chosen, disabled, onChange }: WebhookFieldPickerProps) {
  const names = fields.filter((field) => chosen.includes(field.id)).map((field) => field.name);
  const summary = names.length === 0 ? 'When any field changes' : `When ${names.join(', ')} change${names.length === 1 ? 's' : ''}`;
  const toggle = (fieldId: number, on: boolean) => onChange(on ? [...chosen, fieldId] : chosen.filter((id) => id !== fieldId));
  return (
    <Popover.Root>
      <Popover.Trigger className={styles.pickerTrigger} disabled={disabled} aria-label={`${label}: ${summary}`}>
        <span className={styles.pickerSummary}>{summary}</span>
        <ChevronDown size={14} aria-hidden />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content className={styles.pickerPanel} align="start" sideOffset={4} collisionPadding={8}>
          <p className={styles.pickerHelp}>Only triggered when the value of one of these fields changes; none chosen means any field.</p>
          <ul className={styles.pickerList} aria-label={label}>
            {fields.map((field) => (
              <li key={field.id}>
                <Checkbox checked={chosen.includes(field.id)} onCheckedChange={(on) => toggle(field.id, on)} label={field.name} />
              </li>
            ))}
          </ul>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
