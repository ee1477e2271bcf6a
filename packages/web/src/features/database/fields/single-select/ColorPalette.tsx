import { selectOptionColors } from '@cellar/core';
import { Check } from 'lucide-react';
import { useLayoutEffect, useRef, type KeyboardEvent } from 'react';
import { colorClass, colorName } from './selectColors';
import styles from './optionsEditor.module.css';

const perRow = 5;
const moves: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -perRow, ArrowDown: perRow };

/**
 * The 15 option colours as a palette (spec §9: 28 px swatches, five per row): a radio group
 * where the arrows move between swatches and Enter or Space (or a click) picks one.
 */
export function ColorPalette({ value, onPick }: { value: string; onPick: (color: string) => void }) {
  const group = useRef<HTMLDivElement>(null);
  const swatches = () => [...(group.current?.querySelectorAll<HTMLButtonElement>('[role="radio"]') ?? [])];
  const selected = Math.max(0, selectOptionColors.indexOf(value as (typeof selectOptionColors)[number]));

  // The chosen colour takes focus when the palette opens, as a radio group's checked radio does.
  useLayoutEffect(() => {
    group.current?.querySelector<HTMLButtonElement>('[tabindex="0"]')?.focus({ preventScroll: true });
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const all = swatches();
    const index = all.indexOf(document.activeElement as HTMLButtonElement);
    let target = index;
    if (event.key in moves) target = index + (moves[event.key] ?? 0);
    else if (event.key === 'Home') target = 0;
    else if (event.key === 'End') target = all.length - 1;
    else return;
    event.preventDefault();
    all[Math.min(all.length - 1, Math.max(0, target))]?.focus();
  };

  return (
    <div ref={group} className={styles.palette} role="radiogroup" aria-label="Colour" onKeyDown={onKeyDown}>
      {selectOptionColors.map((color, index) => (
        <button
          key={color}
          type="button"
          role="radio"
          aria-checked={index === selected && color === value}
          aria-label={colorName(color)}
          title={colorName(color)}
          tabIndex={index === selected ? 0 : -1}
          className={`${styles.paletteSwatch} ${colorClass(color)}`}
          onClick={() => onPick(color)}
        >
          {color === value && <Check size={14} strokeWidth={3} aria-hidden />}
        </button>
      ))}
    </div>
  );
}
