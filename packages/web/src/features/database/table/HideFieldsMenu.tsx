import type { Field } from '@cellar/core';
import * as Popover from '@radix-ui/react-popover';
import { EyeOff } from 'lucide-react';
import { Button } from '../../../ui/Button';
import { Switch } from '../../../ui/Switch';
import { fieldUiOf } from '../fields/registry';
import styles from './table.module.css';

/** The header's hide-fields label of spec §2: 'Hide Fields', or how many are hidden. */
export function hideFieldsLabel(hiddenCount: number): string {
  if (hiddenCount === 0) return 'Hide Fields';
  return `${hiddenCount} hidden ${hiddenCount === 1 ? 'field' : 'fields'}`;
}

/** Props of the hide-fields menu: the non-primary fields in column order and which are hidden. */
export interface HideFieldsMenuProps {
  fields: readonly Field[];
  hidden: ReadonlySet<number>;
  onChange: (changes: Record<number, { hidden: boolean }>) => void;
}

/** Toggles any non-primary field's visibility, or all of them at once. */
export function HideFieldsMenu({ fields, hidden, onChange }: HideFieldsMenuProps) {
  const setAll = (value: boolean) => onChange(Object.fromEntries(fields.filter((field) => hidden.has(field.id) !== value).map((field) => [field.id, { hidden: value }])));
  return (
    <Popover.Root>
      <Popover.Trigger className={`${styles.barButton} ${hidden.size > 0 ? styles.active : ''}`}>
        <EyeOff size={14} aria-hidden />
        {hideFieldsLabel(hidden.size)}
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content className={styles.popover} align="start" sideOffset={6} collisionPadding={8} aria-label="Hide fields">
          {fields.length === 0 && <p className={styles.empty}>This table has no other fields than its primary one.</p>}
          <ul className={styles.list}>
            {fields.map((field) => {
              const { Icon } = fieldUiOf(field.type);
              return (
                <li key={field.id} className={styles.item}>
                  <Icon size={14} className={styles.icon} aria-hidden />
                  <div className={styles.itemSwitch}>
                    <Switch label={field.name} checked={!hidden.has(field.id)} onCheckedChange={(shown) => onChange({ [field.id]: { hidden: !shown } })} />
                  </div>
                </li>
              );
            })}
          </ul>
          {fields.length > 0 && (
            <div className={styles.listActions}>
              <Button size="sm" variant="secondary" onClick={() => setAll(true)}>
                Hide all
              </Button>
              <Button size="sm" variant="secondary" onClick={() => setAll(false)}>
                Show all
              </Button>
            </div>
          )}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
