import type { SelectOption } from '@cellar/core';
import { Check, Plus, Search } from 'lucide-react';
import { useId, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { errorMessageOf } from '../../../../api/ApiError';
import { Spinner } from '../../../../ui/Spinner';
import { firstActive, pickerItems, type PickerItem } from './pickerItems';
import { SelectOptionBadge } from './SelectOptionBadge';
import styles from './singleSelect.module.css';

/** Props of the option picker. */
export interface SelectOptionPickerProps {
  options: readonly SelectOption[];
  selectedId: number | null;
  /** Names the search box and the list for screen readers. */
  label: string;
  /** What was typed to open the picker. */
  initialQuery?: string;
  onPick: (option: SelectOption) => void;
  /** Adds an option with this value and chooses it; without it the picker only chooses. A rejection is shown in the picker. */
  onCreate?: (value: string) => Promise<void>;
  /**
   * For a multiple select: the chosen ids (marked in the list, which says it is multi-selectable);
   * the search empties after each pick, so the next can be typed at once.
   */
  selectedIds?: readonly number[];
  /** Backspace in the empty search box (a multiple select removes its last option). */
  onEmptyBackspace?: () => void;
}

/**
 * A searchable list of a field's options (spec §4): typing filters it, arrows and Enter choose;
 * a query no option has offers 'Option not found' and 'Create {query}', and a failed creation
 * is reported here.
 */
export function SelectOptionPicker({ options, selectedId, label, initialQuery = '', onPick, onCreate, selectedIds, onEmptyBackspace }: SelectOptionPickerProps) {
  const multiple = selectedIds !== undefined;
  const isChosen = (id: number) => (multiple ? selectedIds.includes(id) : id === selectedId);
  const [query, setQuery] = useState(initialQuery);
  const items = useMemo(() => pickerItems(options, query, onCreate !== undefined), [options, query, onCreate]);
  const [active, setActive] = useState(() => firstActive(items, selectedId));
  const [creating, setCreating] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const listId = useId();
  const found = items.some((item) => item.kind === 'option');

  // Focus before the next keystroke arrives, so typing on after the key that opened the picker lands here.
  useLayoutEffect(() => {
    const element = input.current;
    if (!element) return;
    element.focus({ preventScroll: true });
    element.setSelectionRange(element.value.length, element.value.length);
  }, []);

  const choose = async (item: PickerItem | undefined) => {
    if (!item || creating) return;
    if (item.kind === 'option') {
      if (multiple) setQuery('');
      return onPick(item.option);
    }
    if (!onCreate) return;
    setCreating(true);
    setFailure(null);
    try {
      await onCreate(item.value);
      if (multiple) setQuery('');
    } catch (error) {
      setFailure(`The option could not be created. ${errorMessageOf(error).message}`);
    } finally {
      setCreating(false);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((index) => (items.length === 0 ? 0 : (index + step + items.length) % items.length));
    } else if (event.key === 'Backspace' && query === '' && onEmptyBackspace) {
      event.preventDefault();
      onEmptyBackspace();
    } else if (event.key === 'Enter') {
      // Enter is the picker's: the grid would otherwise save the cell as it was.
      event.preventDefault();
      event.stopPropagation();
      void choose(items[active]);
    }
  };

  const itemId = (index: number) => `${listId}-${index}`;
  return (
    <>
      <div className={styles.search}>
        <Search size={14} aria-hidden />
        <input
          ref={input}
          role="combobox"
          aria-label={label}
          aria-expanded
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={items[active] ? itemId(active) : undefined}
          placeholder="Search"
          maxLength={255}
          value={query}
          spellCheck={false}
          onChange={(event) => {
            setQuery(event.target.value);
            setActive(0);
            setFailure(null);
          }}
          onKeyDown={onKeyDown}
        />
      </div>
      {!found && (
        <p className={styles.notFound} role="status">
          Option not found
        </p>
      )}
      <ul className={styles.list} role="listbox" id={listId} aria-label={label} aria-multiselectable={multiple || undefined}>
        {items.map((item, index) => (
          <li
            key={item.kind === 'option' ? item.option.id : 'create'}
            id={itemId(index)}
            role="option"
            aria-selected={item.kind === 'option' && isChosen(item.option.id)}
            aria-disabled={item.kind === 'create' && creating ? true : undefined}
            className={`${styles.option} ${item.kind === 'create' ? styles.create : ''} ${index === active ? styles.active : ''}`}
            onMouseEnter={() => setActive(index)}
            // Keep focus in the search box, so the keys keep working after a click.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => void choose(item)}
          >
            {item.kind === 'option' ? (
              <>
                <SelectOptionBadge option={item.option} />
                {isChosen(item.option.id) && <Check size={14} className={styles.check} aria-hidden />}
              </>
            ) : (
              <>
                {creating ? <Spinner size={14} label="Creating the option" /> : <Plus size={14} aria-hidden />}
                <span className={styles.createText}>Create {item.value}</span>
              </>
            )}
          </li>
        ))}
      </ul>
      {failure && (
        <p className={styles.failure} role="alert">
          {failure}
        </p>
      )}
    </>
  );
}
