import type { ReactNode } from 'react';
import { Tooltip } from '../../ui/Tooltip';
import styles from './Workspace.module.css';

/**
 * A collapsed-sidebar icon with its name as a tooltip. It sits inside the button, so the
 * button itself stays free to be a menu's or popover's trigger; the button carries the aria-label.
 */
export function IconTip({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Tooltip content={label}>
      <span className={styles.iconTip}>{children}</span>
    </Tooltip>
  );
}
