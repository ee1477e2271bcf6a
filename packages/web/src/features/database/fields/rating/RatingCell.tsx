import type { RatingOptions } from '@cellar/core';
import type { CellProps } from '../fieldUi';
import { optionsOf } from '../fieldValues';
import { RatingSymbols } from './RatingSymbols';
import { ratingLabel } from './ratingSymbols';
import styles from './rating.module.css';

/**
 * A rating cell: its symbols, clickable once the cell is selected (clicking the current value
 * clears it); the grid sets it from the keyboard (digits, 0 or Backspace). A screen reader hears
 * "3 of 5 stars".
 */
export function RatingCell({ field, value, onSave }: CellProps) {
  const options = optionsOf(field) as RatingOptions;
  const rating = typeof value === 'number' ? value : 0;
  return (
    <>
      <RatingSymbols value={rating} options={options} onPick={onSave} />
      <span className={styles.visuallyHidden}>{ratingLabel(rating, options)}</span>
    </>
  );
}
