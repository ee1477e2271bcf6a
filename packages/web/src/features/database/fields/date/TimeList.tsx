import { timeChoices, type DateOptions } from '@cellar/core';
import { useEffect, useRef } from 'react';
import styles from './date.module.css';

/** The every-30-minutes time choices in the field's clock; the current one is scrolled into view. */
export function TimeList({ format, selected, onPick }: { format: DateOptions['date_time_format']; selected: string | null; onPick: (time: string) => void }) {
  const list = useRef<HTMLUListElement>(null);
  useEffect(() => {
    const current = list.current?.querySelector<HTMLElement>('[aria-pressed="true"]');
    if (current && list.current) list.current.scrollTop = current.offsetTop - list.current.clientHeight / 2;
  }, [selected]);
  return (
    <ul ref={list} className={styles.times} aria-label="Time">
      {timeChoices(format).map((time) => (
        <li key={time}>
          <button
            type="button"
            className={`${styles.time} ${time === selected ? styles.selected : ''}`}
            aria-pressed={time === selected}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => onPick(time)}
          >
            {time}
          </button>
        </li>
      ))}
    </ul>
  );
}
