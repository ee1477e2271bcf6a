import type { Field } from '@cellar/core';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { ChevronDown, EyeOff, Pencil, Trash2 } from 'lucide-react';
import { MenuItem, MenuSeparator } from '../../../../ui/Menu';
import menu from '../../../../ui/Menu.module.css';
import { useMenuFocus } from '../gridFocus';
import styles from './Header.module.css';

/** What the column header menu can ask the grid to do. */
export interface FieldMenuActions {
  onEdit: (field: Field) => void;
  onHide: (field: Field) => void;
  onDelete: (field: Field) => void;
}

/** The column header menu of spec §2: Edit field; Hide and Delete for all but the primary field. */
export function FieldHeaderMenu({ field, actions }: { field: Field; actions: FieldMenuActions }) {
  // After 'Edit field' or 'Delete field' the opened pop-up or modal keeps focus; after 'Hide field' the grid gets it.
  const { handOver, onCloseAutoFocus } = useMenuFocus();
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger asChild>
        <button type="button" className={styles.menuButton} aria-label={`${field.name} options`} data-header-menu>
          <ChevronDown size={14} aria-hidden />
        </button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          className={menu.content}
          align="end"
          sideOffset={6}
          style={{ minWidth: 180 }}
          onCloseAutoFocus={onCloseAutoFocus}
        >
          <MenuItem icon={<Pencil size={14} />} onSelect={() => handOver(() => actions.onEdit(field))}>
            Edit field
          </MenuItem>
          {!field.primary && (
            <>
              <MenuItem icon={<EyeOff size={14} />} onSelect={() => actions.onHide(field)}>
                Hide field
              </MenuItem>
              <MenuSeparator />
              <MenuItem icon={<Trash2 size={14} />} danger onSelect={() => handOver(() => actions.onDelete(field))}>
                Delete field
              </MenuItem>
            </>
          )}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
