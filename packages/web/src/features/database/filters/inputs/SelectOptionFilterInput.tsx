import type { SelectOption } from '@cellar/core';
import { Dropdown } from '../../../../ui/Dropdown';
import type { FilterInputProps } from './filterInputProps';

/** One of the field's options, sent at once as its id; a choice waits until the filter has its server id. */
export function SelectOptionFilterInput({ value, field, label, disabled, onCommit }: FilterInputProps) {
  const options = ((field?.select_options as SelectOption[] | undefined) ?? []).map((option) => ({ value: String(option.id), label: option.value }));
  const chosen = value.trim();
  return (
    <Dropdown
      options={options}
      value={chosen === '' ? null : chosen}
      placeholder="Choose option…"
      aria-label={label}
      onChange={(next) => {
        if (!disabled) onCommit(next);
      }}
    />
  );
}
