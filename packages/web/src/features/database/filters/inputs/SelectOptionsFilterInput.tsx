import { optionIdsOf, type SelectOption } from '@cellar/core';
import * as Popover from '@radix-ui/react-popover';
import { ChevronDown } from 'lucide-react';
import { useState } from 'react';
import { OptionChips } from '../../fields/multiple-select/OptionChips';
import { SelectOptionPicker } from '../../fields/single-select/SelectOptionPicker';
import { toggledId } from '../../fields/multiple-select/multipleSelectValues';
import styles from '../../fields/multiple-select/multipleSelect.module.css';
import type { FilterInputProps } from './filterInputProps';

/**
 * Several of the field's options, sent as their ids comma separated (`multiple_select_has`: "has
 * any of"); each pick in the searchable list adds or takes out one and is sent at once.
 */
export function SelectOptionsFilterInput({ value, field, label, disabled, onCommit }: FilterInputProps) {
  const [open, setOpen] = useState(false);
  const options = (field?.select_options as SelectOption[] | undefined) ?? [];
  const ids = optionIdsOf(value);
  const chosen = ids.flatMap((id) => options.filter((option) => option.id === id));
  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger className={styles.filterTrigger} aria-label={`${label}: ${chosen.length === 0 ? 'no options' : chosen.map((option) => option.value).join(', ')}`} disabled={disabled}>
        {chosen.length === 0 ? <span className={styles.placeholder}>Choose options…</span> : <OptionChips options={chosen} fieldName={field?.name ?? ''} />}
        <ChevronDown size={14} aria-hidden />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content className={styles.picker} side="bottom" align="start" sideOffset={4} collisionPadding={8} aria-label={label}>
          <SelectOptionPicker
            options={options}
            selectedId={null}
            selectedIds={ids}
            label={`Search the options of ${field?.name ?? 'the field'}`}
            onPick={(option) => onCommit(toggledId(ids, option.id).join(','))}
          />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
