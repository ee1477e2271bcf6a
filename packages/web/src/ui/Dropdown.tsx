import * as Popover from '@radix-ui/react-popover';
import { Check, ChevronDown, Search } from 'lucide-react';
import { useId, useMemo, useState, type KeyboardEvent, type ReactNode } from 'react';
import styles from './Dropdown.module.css';

/** One choice of a Dropdown. */
export interface DropdownOption<V extends string | number> {
  value: V;
  label: string;
  icon?: ReactNode;
}

/** Keeps the options whose label contains the query, ignoring case (spec §2's switcher search). */
export function filterOptions<O extends { label: string }>(options: readonly O[], query: string): O[] {
  const needle = query.trim().toLocaleLowerCase();
  return needle === '' ? [...options] : options.filter((option) => option.label.toLocaleLowerCase().includes(needle));
}

/** Props of Dropdown: the options, the chosen value and what happens on a choice. */
export interface DropdownProps<V extends string | number> {
  options: readonly DropdownOption<V>[];
  value: V | null;
  onChange: (value: V) => void;
  placeholder?: string;
  searchable?: boolean;
  /** Accessible name of the trigger when no visible label points at it. */
  'aria-label'?: string;
  /** Set from `errorAttributes` when the choice failed validation. */
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  id?: string;
  footer?: ReactNode;
}

/** A select with an optional search box; the list says 'No results found' when nothing matches. */
export function Dropdown<V extends string | number>({ options, value, onChange, placeholder = 'Choose…', searchable = true, footer, ...aria }: DropdownProps<V>) {
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const listId = useId();
  const visible = useMemo(() => filterOptions(options, query), [options, query]);
  const selected = options.find((option) => option.value === value);

  const choose = (option: DropdownOption<V>) => {
    onChange(option.value);
    setOpen(false);
  };
  const onOpenChange = (next: boolean) => {
    setOpen(next);
    setQuery('');
    setActive(Math.max(0, options.findIndex((option) => option.value === value)));
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const delta = event.key === 'ArrowDown' ? 1 : -1;
      setActive((index) => (visible.length === 0 ? 0 : (index + delta + visible.length) % visible.length));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const option = visible[active];
      if (option) choose(option);
    }
  };

  return (
    <Popover.Root open={open} onOpenChange={onOpenChange}>
      <Popover.Trigger className={styles.trigger} id={aria.id} aria-label={aria['aria-label']} aria-invalid={aria['aria-invalid']} aria-describedby={aria['aria-describedby']}>
        {selected?.icon}
        <span className={selected ? styles.value : styles.placeholder}>{selected?.label ?? placeholder}</span>
        <ChevronDown size={14} className={styles.chevron} aria-hidden />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content className={styles.content} align="start" sideOffset={4} collisionPadding={8} onKeyDown={onKeyDown}>
          {searchable && (
            <div className={styles.search}>
              <Search size={14} aria-hidden />
              <input
                autoFocus
                value={query}
                placeholder="Search"
                aria-label="Search"
                aria-controls={listId}
                onChange={(event) => {
                  setQuery(event.target.value);
                  setActive(0);
                }}
              />
            </div>
          )}
          <ul className={styles.list} role="listbox" id={listId} tabIndex={searchable ? -1 : 0} aria-label={aria['aria-label']}>
            {visible.map((option, index) => (
              <li
                key={option.value}
                role="option"
                aria-selected={option.value === value}
                className={`${styles.option} ${index === active ? styles.active : ''}`}
                onMouseEnter={() => setActive(index)}
                onClick={() => choose(option)}
              >
                {option.icon}
                <span className={styles.optionLabel}>{option.label}</span>
                {option.value === value && <Check size={14} className={styles.check} aria-hidden />}
              </li>
            ))}
            {visible.length === 0 && <li className={styles.empty}>No results found</li>}
          </ul>
          {footer && <div className={styles.footer}>{footer}</div>}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
