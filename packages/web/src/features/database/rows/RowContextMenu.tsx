import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { ArrowDownToLine, ArrowUpToLine, Maximize2, Trash2 } from 'lucide-react';
import { MenuItem, MenuSeparator } from '../../../ui/Menu';
import menu from '../../../ui/Menu.module.css';
import { useMenuFocus } from '../grid/gridFocus';

/** Where the row menu was opened: the row and the pointer position. */
export interface RowMenuTarget {
  rowId: number;
  index: number;
  x: number;
  y: number;
}

/** What the row menu can ask for. */
export interface RowMenuActions {
  insertAbove: (target: RowMenuTarget) => void;
  insertBelow: (target: RowMenuTarget) => void;
  enlarge: (target: RowMenuTarget) => void;
  remove: (target: RowMenuTarget) => void;
}

/** The row context menu of spec §2, opened by a right click at the pointer. */
export function RowContextMenu({ target, actions, onClose }: { target: RowMenuTarget | null; actions: RowMenuActions; onClose: () => void }) {
  // 'Enlarge row' opens the row modal, which takes focus; after the other items the grid gets it back.
  const { handOver, onCloseAutoFocus } = useMenuFocus();
  const run = (action: (target: RowMenuTarget) => void) => () => target && action(target);
  return (
    <DropdownMenu.Root open={target !== null} onOpenChange={(open) => !open && onClose()} modal={false}>
      <DropdownMenu.Trigger asChild>
        {/* A zero-size anchor at the pointer, since the menu opens where the click happened. */}
        <span aria-hidden style={{ position: 'fixed', left: target?.x ?? 0, top: target?.y ?? 0, width: 0, height: 0 }} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className={menu.content} align="start" side="bottom" sideOffset={2} style={{ minWidth: 200 }} aria-label="Row" onCloseAutoFocus={onCloseAutoFocus}>
          <MenuItem icon={<ArrowUpToLine size={14} />} onSelect={run(actions.insertAbove)}>
            Insert row above
          </MenuItem>
          <MenuItem icon={<ArrowDownToLine size={14} />} onSelect={run(actions.insertBelow)}>
            Insert row below
          </MenuItem>
          <MenuItem icon={<Maximize2 size={14} />} onSelect={() => handOver(run(actions.enlarge))}>
            Enlarge row
          </MenuItem>
          <MenuSeparator />
          <MenuItem icon={<Trash2 size={14} />} danger onSelect={run(actions.remove)}>
            Delete row
          </MenuItem>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
