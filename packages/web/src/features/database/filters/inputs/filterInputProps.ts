import type { Field } from '@cellar/core';

/** What every filter value input is given: the stored value, the filtered field, its accessible name and where a new value goes. */
export interface FilterInputProps {
  value: string;
  /** Undefined while the filter names a field the table no longer has. */
  field: Field | undefined;
  label: string;
  disabled?: boolean;
  onCommit: (value: string) => void;
}
