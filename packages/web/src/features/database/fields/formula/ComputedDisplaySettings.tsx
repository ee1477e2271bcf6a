import { maxFormulaDecimalPlaces, type FormulaType } from '@cellar/core';
import { Dropdown } from '../../../../ui/Dropdown';
import { DateSettingsForm } from '../date/DateSettingsForm';
import type { SettingsFormProps } from '../fieldUi';
import { SettingsRow } from '../shared/SettingsRow';

const placeChoices = Array.from({ length: maxFormulaDecimalPlaces + 1 }, (_, places) => ({ value: places, label: places === 0 ? '1' : `1.${'0'.repeat(places)}` }));

/**
 * The display options that fit what a computed field gives (its inferred type; a list's items):
 * decimal places for a number, the date field's settings for a date, nothing for text or booleans.
 * A number's places start at what the formula gives (a sum of 2-place numbers has 2).
 */
export function ComputedDisplaySettings({ type, values, onChange }: SettingsFormProps & { type: FormulaType | null }) {
  const shown = type?.type === 'array' ? type.of : type;
  if (shown?.type === 'number') {
    const places = typeof values.number_decimal_places === 'number' ? values.number_decimal_places : shown.decimalPlaces;
    return (
      <SettingsRow label="Decimal places">
        {(id) => <Dropdown<number> id={id} searchable={false} options={placeChoices} value={places} onChange={(number_decimal_places) => onChange({ ...values, number_decimal_places })} />}
      </SettingsRow>
    );
  }
  if (shown?.type === 'date') {
    const includeTime = typeof values.date_include_time === 'boolean' ? values.date_include_time : shown.includeTime;
    return <DateSettingsForm values={{ ...values, date_include_time: includeTime }} onChange={onChange} />;
  }
  return null;
}
