import { constraintFits, fieldConstraintNames, fieldConstraintTypes, type FieldConstraintName, type FieldTypeName } from '@cellar/core';
import { useId } from 'react';
import { Checkbox } from '../../../../ui/Checkbox';
import styles from './constraintSettings.module.css';

/** Props of the constraint checkboxes: the field's type and the constraints chosen. */
export interface ConstraintSettingsProps {
  type: FieldTypeName;
  value: FieldConstraintName[];
  onChange: (constraints: FieldConstraintName[]) => void;
}

/** "Unique" and "Required" checkboxes, for the types that allow them, each with its rule said beneath for screen readers too. */
export function ConstraintSettings({ type, value, onChange }: ConstraintSettingsProps) {
  const groupId = useId();
  const names = fieldConstraintNames.filter((name) => constraintFits(name, type));
  if (names.length === 0) return null;
  const toggle = (name: FieldConstraintName, on: boolean) => onChange(fieldConstraintNames.filter((candidate) => (candidate === name ? on : value.includes(candidate))));
  return (
    <fieldset className={styles.group} aria-describedby={`${groupId}-help`}>
      <legend className={styles.legend}>Rules</legend>
      {names.map((name) => (
        <Checkbox key={name} label={fieldConstraintTypes[name].label} checked={value.includes(name)} onCheckedChange={(on) => toggle(name, on)} />
      ))}
      <p id={`${groupId}-help`} className={styles.hint}>
        {names.map((name) => `${fieldConstraintTypes[name].label}: ${fieldConstraintTypes[name].description}`).join(' ')}
      </p>
    </fieldset>
  );
}
