import type { GroupPermission } from '@cellar/core';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Check, ChevronDown } from 'lucide-react';
import { roleOptions, roles } from './roles';
import styles from './RoleSelect.module.css';

/** Props of RoleSelect: the current role, what happens on a change, and its accessible name. */
export interface RoleSelectProps {
  value: GroupPermission;
  onChange: (role: GroupPermission) => void;
  label: string;
  disabled?: boolean;
  size?: 'sm' | 'lg';
}

/** Picks ADMIN or MEMBER, each with the sentence that says what it allows (spec §6). */
export function RoleSelect({ value, onChange, label, disabled, size = 'sm' }: RoleSelectProps) {
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className={`${styles.trigger} ${size === 'lg' ? styles.large : ''}`} aria-label={`${label}: ${roles[value].name}`} disabled={disabled}>
        {roles[value].name}
        <ChevronDown size={14} className={styles.chevron} aria-hidden />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className={styles.content} align="end" sideOffset={4}>
          <DropdownMenu.RadioGroup value={value} onValueChange={(next) => next !== value && onChange(next as GroupPermission)}>
            {roleOptions.map((role) => (
              <DropdownMenu.RadioItem key={role} value={role} className={styles.item}>
                <span className={styles.check}>
                  <DropdownMenu.ItemIndicator>
                    <Check size={15} aria-hidden />
                  </DropdownMenu.ItemIndicator>
                </span>
                <span className={styles.name}>{roles[role].name}</span>
                <span className={styles.description}>{roles[role].description}</span>
              </DropdownMenu.RadioItem>
            ))}
          </DropdownMenu.RadioGroup>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
