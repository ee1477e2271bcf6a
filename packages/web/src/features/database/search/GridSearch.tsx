import * as Popover from '@radix-ui/react-popover';
import { Search } from 'lucide-react';
import { useEffect, useId, useState, useSyncExternalStore } from 'react';
import type { GridController } from '../grid/useGridController';
import { useGridSelector } from '../grid/useGridSelector';
import bar from '../table/table.module.css';
import styles from './search.module.css';

// Typing settles this long before the grid is read again, as the filters' values do.
const searchDelayMs = 400;

/** What the search panel says of the rows found, read out as it changes. */
export function searchCountWords(term: string, count: number): string {
  if (term === '') return 'Search the rows of this view: matching cells are marked.';
  return `${count.toLocaleString('en-US')} ${count === 1 ? 'row matches' : 'rows match'}`;
}

/**
 * The bar's search (issue 10, point 6): a term typed here reads the view again with only the rows
 * whose id or a searchable cell contains it, marks those cells and says how many rows match.
 * The search stays while the panel is closed, and the button shows it is on.
 */
export function GridSearch({ grid }: { grid: Pick<GridController, 'store' | 'search' | 'setSearch'> }) {
  const applied = useSyncExternalStore(grid.search.subscribe, grid.search.getState, grid.search.getState);
  const [text, setText] = useState(applied);
  const count = useGridSelector(grid.store, (state) => state.count);
  const loading = useGridSelector(grid.store, (state) => state.status === 'loading');
  const inputId = useId();
  useEffect(() => {
    const timer = setTimeout(() => grid.setSearch(text.trim()), searchDelayMs);
    return () => clearTimeout(timer);
  }, [grid, text]);
  return (
    <Popover.Root>
      <Popover.Trigger className={`${bar.barButton} ${applied !== '' ? bar.active : ''}`} aria-label={applied === '' ? 'Search' : `Search: ${applied}`}>
        <Search size={14} aria-hidden />
        {applied !== '' && <span className={styles.applied}>{applied}</span>}
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content className={`${bar.popover} ${styles.panel}`} align="end" sideOffset={6} collisionPadding={8} aria-label="Search">
          <label htmlFor={inputId} className={styles.label}>
            Search in all rows
          </label>
          <input
            id={inputId}
            className={styles.input}
            type="search"
            value={text}
            placeholder="Search"
            autoComplete="off"
            maxLength={255}
            onChange={(event) => setText(event.target.value)}
            onKeyDown={(event) => {
              // Enter searches at once instead of after the pause.
              if (event.key === 'Enter') grid.setSearch(text.trim());
            }}
          />
          <p className={styles.count} role="status">
            {loading ? 'Searching…' : searchCountWords(applied, count)}
          </p>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
