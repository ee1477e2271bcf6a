import type { Field } from '@cellar/core';
import { Alert } from '../../../../ui/Alert';
import { Dropdown } from '../../../../ui/Dropdown';
import { SettingsRow } from '../shared/SettingsRow';
import { linkedTableOf } from '../formula/useFormulaFields';

/**
 * The link field a lookup, rollup or count goes through (`through_field_id`), chosen among the
 * table's link fields, as the reference's "Select a link to table field".
 */
export function ThroughFieldPicker({ fields, value, onChange, isLoading }: { fields: Field[]; value: number | null; onChange: (id: number) => void; isLoading: boolean }) {
  const links = fields.filter((field) => linkedTableOf(field) !== null);
  if (!isLoading && links.length === 0) return <Alert tone="error">You need at least one link to table field to create this field.</Alert>;
  return (
    <SettingsRow label="Select a link to table field">
      {(id) => <Dropdown<number> id={id} options={links.map((field) => ({ value: field.id, label: field.name }))} value={value} placeholder="Choose a link field" onChange={onChange} />}
    </SettingsRow>
  );
}

/** A field of the linked table (`target_field_id`): what a lookup lists or a rollup folds. */
export function TargetFieldPicker({ label, fields, value, onChange }: { label: string; fields: Field[] | undefined; value: number | null; onChange: (id: number) => void }) {
  return (
    <SettingsRow label={label}>
      {(id) => <Dropdown<number> id={id} options={(fields ?? []).map((field) => ({ value: field.id, label: field.name }))} value={value} placeholder="Choose a field" onChange={onChange} />}
    </SettingsRow>
  );
}
