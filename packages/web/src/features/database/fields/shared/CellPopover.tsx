import * as Popover from '@radix-ui/react-popover';
import type { KeyboardEvent, ReactElement, ReactNode } from 'react';

// Focus is the editor's to place (its input, its search box) and, when it closes, the grid's
// (returnFocusAfterEditor): the pop-up neither takes it on opening nor hands it back on closing.
const keep = (event: Event) => event.preventDefault();

/** Props of a cell editor's pop-up. */
export interface CellPopoverProps {
  /** What stays in the cell while the pop-up is open: the editor's input, the chosen options. */
  anchor: ReactElement;
  /** The pop-up's accessible name ("Pick a date", "Choose Status"). */
  label: string;
  className?: string | undefined;
  onKeyDown?: ((event: KeyboardEvent) => void) | undefined;
  children: ReactNode;
}

/**
 * The pop-up of a grid cell editor (a date's calendar, a select's options): open while the editor
 * is, below the cell and kept on screen, and marked `data-grid-editor` so a press inside it is the
 * editor's and not a press outside the grid.
 */
export function CellPopover({ anchor, label, className, onKeyDown, children }: CellPopoverProps) {
  return (
    <Popover.Root open>
      <Popover.Anchor asChild>{anchor}</Popover.Anchor>
      <Popover.Portal>
        <Popover.Content
          className={className}
          data-grid-editor
          side="bottom"
          align="start"
          sideOffset={3}
          collisionPadding={8}
          onOpenAutoFocus={keep}
          onCloseAutoFocus={keep}
          onKeyDown={onKeyDown}
          aria-label={label}
        >
          {children}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
