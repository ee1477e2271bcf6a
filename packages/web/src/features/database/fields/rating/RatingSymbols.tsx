import type { RatingOptions } from '@cellar/core';
import { colorClass } from '../single-select/selectColors';
import { ratingIcons, ratingNouns } from './ratingSymbols';
import styles from './rating.module.css';

/**
 * Props of a row of rating symbols; with `onPick` each symbol is a button that sets its number (the
 * current one clears). The row is hidden from screen readers: its owner says "3 of 5 stars" once,
 * and keys set the value, so the buttons are pointer targets only.
 */
export interface RatingSymbolsProps {
  value: number;
  options: RatingOptions;
  onPick?: (value: number) => void;
  className?: string;
}

/** The field's symbols, filled up to the value in its colour. */
export function RatingSymbols({ value, options, onPick, className = styles.symbols }: RatingSymbolsProps) {
  const Icon = ratingIcons[options.style];
  const noun = ratingNouns[options.style];
  return (
    <div className={`${className} ${colorClass(options.color)}`} aria-hidden>
      {Array.from({ length: options.max_value }, (_, index) => {
        const number = index + 1;
        const icon = <Icon size={16} aria-hidden fill={number <= value ? 'currentColor' : 'none'} />;
        const classes = `${styles.symbol} ${number <= value ? styles.filled : ''}`;
        return onPick ? (
          <button key={number} type="button" className={classes} title={`${number} ${noun}`} tabIndex={-1} onClick={() => onPick(number === value ? 0 : number)}>
            {icon}
          </button>
        ) : (
          <span key={number} className={classes}>
            {icon}
          </span>
        );
      })}
    </div>
  );
}
