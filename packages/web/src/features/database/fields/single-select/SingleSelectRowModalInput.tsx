import * as Popover from '@radix-ui/react-popover';
import { ChevronDown, X } from 'lucide-react';
import { useState } from 'react';
import type { RowModalInputProps } from '../fieldUi';
import { SelectOptionBadge } from './SelectOptionBadge';
import { SelectOptionPicker } from './SelectOptionPicker';
import { fieldOptions, shownOption } from './selectValues';
import { useCreateSelectOption } from './useCreateSelectOption';
import styles from './singleSelect.module.css';

/** The row modal's single select: a button opening the option picker, and a button to empty the cell. */
export function SingleSelectRowModalInput({ field, value, onSave, id }: RowModalInputProps) {
  const [open, setOpen] = useState(false);
  const current = shownOption(field, value);
  const createOption = useCreateSelectOption(field);
  const choose = (optionId: number) => {
    if (optionId !== current?.id) onSave(optionId);
    setOpen(false);
  };
  return (
    <div className={styles.modalRow}>
      <Popover.Root open={open} onOpenChange={setOpen}>
        <Popover.Trigger id={id} className={styles.modalTrigger} aria-label={`${field.name}: ${current ? current.value : 'no option'}`}>
          {current ? <SelectOptionBadge option={current} /> : <span className={styles.placeholder}>Choose an option</span>}
          <ChevronDown size={14} className={styles.chevron} aria-hidden />
        </Popover.Trigger>
        <Popover.Portal>
          <Popover.Content className={styles.modalPicker} side="bottom" align="start" sideOffset={4} collisionPadding={8} aria-label={`Choose ${field.name}`}>
            <SelectOptionPicker
              options={fieldOptions(field)}
              selectedId={current?.id ?? null}
              label={`Search the options of ${field.name}`}
              onPick={(option) => choose(option.id)}
              onCreate={async (text) => choose((await createOption(text)).id)}
            />
          </Popover.Content>
        </Popover.Portal>
      </Popover.Root>
      {current && (
        <button type="button" className={styles.clearButton} aria-label={`Empty ${field.name}`} onClick={() => onSave(null)}>
          <X size={14} aria-hidden />
        </button>
      )}
    </div>
  );
}
