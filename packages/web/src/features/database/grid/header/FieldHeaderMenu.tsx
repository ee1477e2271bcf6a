import { fieldTypes, type Field, type ViewSort } from '@cellar/core';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { ArrowDownWideNarrow, ArrowLeft, ArrowRight, ArrowUpNarrowWide, ChevronDown, EyeOff, Filter, FoldHorizontal, Pencil, Trash2, UnfoldHorizontal } from 'lucide-react';
import { MenuItem, MenuSeparator } from '../../../../ui/Menu';
import menu from '../../../../ui/Menu.module.css';
import { compatibleFilterTypes, filterSeenField } from '../../filters/filterUi';
import { useMenuFocus } from '../gridFocus';
import { useFieldMenuOpen } from './openFieldMenu';
import styles from './Header.module.css';

/** What the column header menu can ask the grid to do. */
export interface FieldMenuActions {
  onEdit: (field: Field) => void;
  onHide: (field: Field) => void;
  onDelete: (field: Field) => void;
  /** Adds a filter on the field and opens the filters panel. */
  onCreateFilter: (field: Field) => void;
  onSort: (field: Field, order: ViewSort['order']) => void;
  /** Moves a column one place left (-1) or right (1) among the shown ones. */
  onMove: (field: Field, steps: -1 | 1) => void;
  /** Widens (positive) or narrows (negative) a column by a step. */
  onResize: (field: Field, step: number) => void;
}

/** The column menu's layout actions, which the grid performs itself. */
export type ColumnLayoutActions = Pick<FieldMenuActions, 'onMove' | 'onResize'>;

/** How much 'Widen column' and 'Narrow column' change the width, in pixels. */
export const columnWidthStep = 40;

/**
 * The column header menu of spec §2: Edit field; Create filter when a filter type takes the field;
 * Sort ascending/descending when its type can be sorted; Hide and Delete for all but the primary field.
 */
export function FieldHeaderMenu({ field, actions }: { field: Field; actions: FieldMenuActions }) {
  // After 'Edit field' or 'Delete field' the opened pop-up or modal keeps focus; after 'Hide field' the grid gets it.
  const { handOver, onCloseAutoFocus } = useMenuFocus();
  const [open, setOpen] = useFieldMenuOpen(field.id);
  return (
    <DropdownMenu.Root open={open} onOpenChange={setOpen}>
      <DropdownMenu.Trigger asChild>
        {/* Out of the tab order: from the keyboard, Alt+Down on any of the column's cells opens it. */}
        <button type="button" className={styles.menuButton} aria-label={`${field.name} options`} aria-keyshortcuts="Alt+ArrowDown" tabIndex={-1} data-header-menu>
          <ChevronDown size={14} aria-hidden />
        </button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          className={menu.content}
          align="end"
          sideOffset={6}
          collisionPadding={8}
          style={{ minWidth: 180 }}
          onCloseAutoFocus={onCloseAutoFocus}
        >
          <MenuItem icon={<Pencil size={14} />} onSelect={() => handOver(() => actions.onEdit(field))}>
            Edit field
          </MenuItem>
          {compatibleFilterTypes(filterSeenField(field).type).length > 0 && (
            <MenuItem icon={<Filter size={14} />} onSelect={() => handOver(() => actions.onCreateFilter(field))}>
              Create filter
            </MenuItem>
          )}
          {fieldTypes[field.type].canSort && (
            <>
              <MenuItem icon={<ArrowUpNarrowWide size={14} />} onSelect={() => actions.onSort(field, 'ASC')}>
                Sort ascending
              </MenuItem>
              <MenuItem icon={<ArrowDownWideNarrow size={14} />} onSelect={() => actions.onSort(field, 'DESC')}>
                Sort descending
              </MenuItem>
            </>
          )}
          <MenuSeparator />
          {!field.primary && (
            <>
              <MenuItem icon={<ArrowLeft size={14} />} onSelect={() => actions.onMove(field, -1)}>
                Move left
              </MenuItem>
              <MenuItem icon={<ArrowRight size={14} />} onSelect={() => actions.onMove(field, 1)}>
                Move right
              </MenuItem>
            </>
          )}
          <MenuItem icon={<UnfoldHorizontal size={14} />} onSelect={() => actions.onResize(field, columnWidthStep)}>
            Widen column
          </MenuItem>
          <MenuItem icon={<FoldHorizontal size={14} />} onSelect={() => actions.onResize(field, -columnWidthStep)}>
            Narrow column
          </MenuItem>
          {!field.primary && (
            <>
              <MenuSeparator />
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
