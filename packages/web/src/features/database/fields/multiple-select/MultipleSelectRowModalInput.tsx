import * as Popover from '@radix-ui/react-popover';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import type { RowModalInputProps } from '../fieldUi';
import { SelectOptionPicker } from '../single-select/SelectOptionPicker';
import { fieldOptions } from '../single-select/selectValues';
import { useCreateSelectOption } from '../single-select/useCreateSelectOption';
import { OptionChips } from './OptionChips';
import { chosenIds, shownOptions, toggledId } from './multipleSelectValues';
import styles from './multipleSelect.module.css';

/** The row modal's multiple select: the chosen chips, each removable, and a button opening the option picker; each change saves. */
export function MultipleSelectRowModalInput({ field, value, onSave, id }: RowModalInputProps) {
  const [open, setOpen] = useState(false);
  const ids = chosenIds(field, value);
  const createOption = useCreateSelectOption(field);
  return (
    <div className={styles.modalRow} role="group" aria-label={field.name}>
      <OptionChips options={shownOptions(field, value)} fieldName={field.name} onRemove={(option) => onSave(toggledId(ids, option.id))} />
      <Popover.Root open={open} onOpenChange={setOpen}>
        <Popover.Trigger id={id} className={styles.addButton} aria-label={`Add an option to ${field.name}`}>
          <Plus size={14} aria-hidden />
        </Popover.Trigger>
        <Popover.Portal>
          <Popover.Content className={styles.picker} side="bottom" align="start" sideOffset={4} collisionPadding={8} aria-label={`Choose ${field.name}`}>
            <SelectOptionPicker
              options={fieldOptions(field)}
              selectedId={null}
              selectedIds={ids}
              label={`Search the options of ${field.name}`}
              onPick={(option) => onSave(toggledId(ids, option.id))}
              onCreate={async (text) => onSave([...ids, (await createOption(text)).id])}
              onEmptyBackspace={() => ids.length > 0 && onSave(ids.slice(0, -1))}
            />
          </Popover.Content>
        </Popover.Portal>
      </Popover.Root>
    </div>
  );
}
