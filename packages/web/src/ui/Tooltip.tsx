import * as RadixTooltip from '@radix-ui/react-tooltip';
import type { ReactElement, ReactNode } from 'react';
import styles from './Tooltip.module.css';

/** Lets tooltips share one open delay; mounted once near the root. */
export const TooltipProvider = RadixTooltip.Provider;

/** A short hint shown on hover and focus; the trigger keeps its own accessible name. */
export function Tooltip({ content, children, side = 'right', disabled }: { content: ReactNode; children: ReactElement; side?: 'top' | 'right' | 'bottom' | 'left'; disabled?: boolean }) {
  if (disabled) return children;
  return (
    <RadixTooltip.Root delayDuration={300}>
      <RadixTooltip.Trigger asChild>{children}</RadixTooltip.Trigger>
      <RadixTooltip.Portal>
        <RadixTooltip.Content className={styles.content} side={side} sideOffset={6}>
          {content}
        </RadixTooltip.Content>
      </RadixTooltip.Portal>
    </RadixTooltip.Root>
  );
}
