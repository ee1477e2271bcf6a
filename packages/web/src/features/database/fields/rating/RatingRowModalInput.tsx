import type { RatingOptions } from '@cellar/core';
import type { KeyboardEvent } from 'react';
import type { RowModalInputProps } from '../fieldUi';
import { optionsOf } from '../fieldValues';
import { ratingLabel } from './ratingSymbols';
import { RatingSymbols } from './RatingSymbols';
import styles from './rating.module.css';

/**
 * The row modal's rating: one focusable slider (ARIA), set by a click on a symbol, the arrows,
 * Home/End, a digit, or 0/Backspace to clear; every change saves.
 */
export function RatingRowModalInput({ field, value, onSave, id }: RowModalInputProps) {
  const options = optionsOf(field) as RatingOptions;
  const rating = typeof value === 'number' ? value : 0;
  const set = (next: number) => {
    const clamped = Math.min(options.max_value, Math.max(0, next));
    if (clamped !== rating) onSave(clamped);
  };
  const keys: Record<string, () => void> = {
    ArrowRight: () => set(rating + 1),
    ArrowUp: () => set(rating + 1),
    ArrowLeft: () => set(rating - 1),
    ArrowDown: () => set(rating - 1),
    Home: () => set(0),
    End: () => set(options.max_value),
    Backspace: () => set(0),
    Delete: () => set(0),
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const action = /^[0-9]$/.test(event.key) ? () => Number(event.key) <= options.max_value && set(Number(event.key)) : keys[event.key];
    if (!action) return;
    event.preventDefault();
    action();
  };
  return (
    <div
      id={id}
      role="slider"
      tabIndex={0}
      aria-valuemin={0}
      aria-valuemax={options.max_value}
      aria-valuenow={rating}
      aria-valuetext={ratingLabel(rating, options)}
      className={styles.modal}
      onKeyDown={onKeyDown}
    >
      <RatingSymbols value={rating} options={options} onPick={set} className={styles.modal} />
    </div>
  );
}
