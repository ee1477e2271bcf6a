import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useRef, type ReactElement, type ReactNode } from 'react';
import styles from './Menu.module.css';

/** Props of Menu: the element that opens it, and the items inside. */
export interface MenuProps {
  trigger: ReactElement;
  children: ReactNode;
  align?: 'start' | 'center' | 'end';
  side?: 'top' | 'right' | 'bottom' | 'left';
  /** Extra content above the items, e.g. who is signed in. */
  header?: ReactNode;
  minWidth?: number;
}

/** A context menu opened from a button: arrow keys move, Enter picks, Escape closes. */
export function Menu({ trigger, children, align = 'start', side = 'bottom', header, minWidth = 200 }: MenuProps) {
  const triggerRef = useRef<HTMLButtonElement>(null);
  // An item that opened a dialog has handed focus to it. Sending focus back to the trigger
  // after that would bounce it out and in again, and the first keys typed would be lost.
  const keepFocusInOpenedDialog = (event: Event) => {
    const dialog = document.activeElement?.closest('[role="dialog"]');
    if (dialog && !dialog.contains(triggerRef.current)) event.preventDefault();
  };
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger asChild ref={triggerRef}>
        {trigger}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          className={styles.content}
          align={align}
          side={side}
          sideOffset={6}
          collisionPadding={8}
          style={{ minWidth }}
          onCloseAutoFocus={keepFocusInOpenedDialog}
        >
          {header && <div className={styles.header}>{header}</div>}
          {children}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

/** One action in a Menu; danger items are red for destructive actions. */
export function MenuItem({ icon, children, onSelect, danger, disabled, hint }: {
  icon?: ReactNode;
  children: ReactNode;
  onSelect?: () => void;
  danger?: boolean;
  disabled?: boolean;
  hint?: ReactNode;
}) {
  return (
    <DropdownMenu.Item className={`${styles.item} ${danger ? styles.danger : ''}`} onSelect={onSelect} disabled={disabled}>
      {icon && <span className={styles.icon}>{icon}</span>}
      <span className={styles.label}>{children}</span>
      {hint && <span className={styles.hint}>{hint}</span>}
    </DropdownMenu.Item>
  );
}

/** A thin line between groups of items. */
export function MenuSeparator() {
  return <DropdownMenu.Separator className={styles.separator} />;
}

/** A small heading above a group of items. */
export function MenuLabel({ children }: { children: ReactNode }) {
  return <DropdownMenu.Label className={styles.groupLabel}>{children}</DropdownMenu.Label>;
}
