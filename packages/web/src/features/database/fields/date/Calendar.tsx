import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useState, type MouseEvent } from 'react';
import styles from './date.module.css';

const weekdays = ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su'];
const monthTitle = new Intl.DateTimeFormat('en', { month: 'long', year: 'numeric', timeZone: 'UTC' });
// A day's name starts with the number it shows, e.g. "22 July 2021" (WCAG 2.5.3).
const dayName = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
const sameDay = (a: Date | null, b: Date) => !!a && a.getUTCFullYear() === b.getUTCFullYear() && a.getUTCMonth() === b.getUTCMonth() && a.getUTCDate() === b.getUTCDate();

/** The six weeks shown for a month, starting on the Monday on or before its first day (UTC). */
export function calendarDays(month: Date): Date[] {
  const first = new Date(Date.UTC(month.getUTCFullYear(), month.getUTCMonth(), 1));
  const back = (first.getUTCDay() + 6) % 7;
  return Array.from({ length: 42 }, (_, i) => new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth(), 1 - back + i)));
}

// The first day of a date's month, in UTC.
const monthOf = (date: Date) => new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1));

// Pressing a day must not take focus from the cell's input, which keeps the draft.
const keepFocus = (event: MouseEvent) => event.preventDefault();

/** A month calendar in UTC with weeks starting on Monday (spec §9). */
export function Calendar({ value, onPick }: { value: Date | null; onPick: (day: Date) => void }) {
  const [month, setMonth] = useState(() => monthOf(value ?? new Date()));
  // The month follows the value as it is typed (issue 38): a new value's month shows, with its day marked;
  // text that is no date yet leaves the month where the arrows put it.
  const valueMonth = value ? monthOf(value).getTime() : null;
  const [followed, setFollowed] = useState(valueMonth);
  if (valueMonth !== followed) {
    setFollowed(valueMonth);
    if (valueMonth !== null) setMonth(new Date(valueMonth));
  }
  const shift = (by: number) => setMonth(new Date(Date.UTC(month.getUTCFullYear(), month.getUTCMonth() + by, 1)));
  const today = new Date();
  return (
    <div className={styles.calendar}>
      <div className={styles.head}>
        <button type="button" className={styles.nav} aria-label="Previous month" onMouseDown={keepFocus} onClick={() => shift(-1)}>
          <ChevronLeft size={16} aria-hidden />
        </button>
        <span aria-live="polite">{monthTitle.format(month)}</span>
        <button type="button" className={styles.nav} aria-label="Next month" onMouseDown={keepFocus} onClick={() => shift(1)}>
          <ChevronRight size={16} aria-hidden />
        </button>
      </div>
      {/* A group of named day buttons, not an ARIA grid: a grid needs rows, and each button already says its whole date. */}
      <div className={styles.grid} role="group" aria-label={monthTitle.format(month)}>
        {weekdays.map((day) => (
          <span key={day} className={styles.weekday} aria-hidden>
            {day}
          </span>
        ))}
        {calendarDays(month).map((day) => {
          const classes = [styles.day, day.getUTCMonth() !== month.getUTCMonth() && styles.outside, sameDay(today, day) && styles.today, sameDay(value, day) && styles.selected];
          return (
            <button
              key={day.getTime()}
              type="button"
              className={classes.filter(Boolean).join(' ')}
              aria-label={dayName.format(day)}
              aria-pressed={sameDay(value, day)}
              onMouseDown={keepFocus}
              onClick={() => onPick(day)}
            >
              {day.getUTCDate()}
            </button>
          );
        })}
      </div>
    </div>
  );
}
