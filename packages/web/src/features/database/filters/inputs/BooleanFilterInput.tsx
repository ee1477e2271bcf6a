import { isTruthyText } from '@cellar/core';
import { Checkbox } from '../../../../ui/Checkbox';
import type { FilterInputProps } from './filterInputProps';

/** A checkbox, sent at once as `1` or `0`; a stored value shows ticked when the `boolean` filter reads it as true. */
export function BooleanFilterInput({ value, label, disabled, onCommit }: FilterInputProps) {
  return <Checkbox checked={isTruthyText(value)} label={label} hideLabel disabled={disabled} onCheckedChange={(next) => onCommit(next ? '1' : '0')} />;
}
