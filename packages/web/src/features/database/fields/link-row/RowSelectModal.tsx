import { maxSearchLength, type Field, type LinkedRow, type Row } from '@cellar/core';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useState, type KeyboardEvent } from 'react';
import { Modal } from '../../../../ui/Modal';
import { useTableFields } from '../../queries';
import { cellKey, cellText } from '../fieldValues';
import { rowSelection, useDebounced, useSelectableRows } from './useSelectableRows';
import styles from './linkRow.module.css';

/** Props of RowSelectModal: the table to choose from and the rows already linked. */
export interface RowSelectModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  tableId: number;
  linkedIds: readonly number[];
  onSelect: (row: LinkedRow) => void;
}

/**
 * Keys typed here are the modal's: the grid behind it must not take Enter or Tab as its own.
 * ArrowDown and ArrowUp move focus from the search box through the rows that can be chosen and
 * back (so typing, ArrowDown, Enter picks the first match); the page number keeps its arrows.
 */
function keepKeys(event: KeyboardEvent<HTMLElement>) {
  event.stopPropagation();
  if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
  const stops = [...event.currentTarget.querySelectorAll<HTMLElement>('input[type="search"], [data-row-choice]:not(:disabled)')];
  const index = stops.indexOf(event.target as HTMLElement);
  if (index === -1) return;
  event.preventDefault();
  stops[Math.min(stops.length - 1, Math.max(0, index + (event.key === 'ArrowDown' ? 1 : -1)))]?.focus();
}

/**
 * The row selection modal of spec §4: a search box, ten rows a page with the primary field first,
 * and a page number with 'of N'. Choosing a row selects it and closes; rows already linked are
 * highlighted and cannot be chosen again.
 */
export function RowSelectModal({ open, onOpenChange, tableId, linkedIds, onSelect }: RowSelectModalProps) {
  return (
    <Modal open={open} onOpenChange={onOpenChange} title="Select a row">
      <div data-grid-editor onKeyDown={keepKeys} className={styles.selection}>
        {open && <RowSelection tableId={tableId} linkedIds={linkedIds} onSelect={(row) => (onSelect(row), onOpenChange(false))} />}
      </div>
    </Modal>
  );
}

function RowSelection({ tableId, linkedIds, onSelect }: Pick<RowSelectModalProps, 'tableId' | 'linkedIds' | 'onSelect'>) {
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(1);
  const search = useDebounced(query.trim(), rowSelection.searchDelayMs);
  const fields = useTableFields(tableId).data ?? [];
  const rows = useSelectableRows(tableId, page, search);
  const pages = Math.max(1, Math.ceil((rows.data?.count ?? 0) / rowSelection.pageSize));
  const primary = fields.find((field) => field.primary);
  // Links are not shown here: they would only repeat rows of other tables.
  const columns = [...(primary ? [primary] : []), ...fields.filter((field) => !field.primary && field.type !== 'link_row')];
  const choose = (row: Row) => {
    if (!linkedIds.includes(row.id)) onSelect({ id: row.id, value: primary ? cellText(primary, row[cellKey(primary)]) || null : null });
  };
  const goTo = (next: number) => setPage(Math.min(pages, Math.max(1, next)));
  return (
    <>
      <input
        className={styles.search}
        type="search"
        placeholder="Search rows"
        aria-label="Search rows"
        maxLength={maxSearchLength}
        autoFocus
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setPage(1);
        }}
      />
      <div className={styles.tableScroll}>
        <table className={styles.table} aria-busy={rows.isFetching}>
          <thead>
            <tr>
              {columns.map((field) => (
                <th key={field.id} scope="col">
                  {field.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.data?.results.map((row) => (
              <SelectableRow key={row.id} row={row} columns={columns} linked={linkedIds.includes(row.id)} onChoose={choose} />
            ))}
          </tbody>
        </table>
        {rows.data && rows.data.results.length === 0 && <p className={styles.empty}>No rows found</p>}
      </div>
      <nav className={styles.pagination} aria-label="Pages">
        <button type="button" className={styles.pageButton} aria-label="Previous page" disabled={page <= 1} onClick={() => goTo(page - 1)}>
          <ChevronLeft size={14} aria-hidden />
        </button>
        <input
          className={styles.pageInput}
          type="number"
          min={1}
          max={pages}
          aria-label="Page"
          value={page}
          onChange={(event) => {
            const next = Number(event.target.value);
            if (Number.isInteger(next) && next > 0) goTo(next);
          }}
        />
        <span>of {pages}</span>
        <button type="button" className={styles.pageButton} aria-label="Next page" disabled={page >= pages} onClick={() => goTo(page + 1)}>
          <ChevronRight size={14} aria-hidden />
        </button>
      </nav>
    </>
  );
}

function SelectableRow({ row, columns, linked, onChoose }: { row: Row; columns: Field[]; linked: boolean; onChoose: (row: Row) => void }) {
  const [first, ...rest] = columns;
  const text = (field: Field) => cellText(field, row[cellKey(field)]);
  return (
    <tr className={linked ? styles.linkedRow : styles.row} onClick={() => onChoose(row)}>
      {first && (
        <td>
          <button type="button" className={styles.rowButton} data-row-choice disabled={linked} aria-label={linked ? `${text(first) || `Row ${row.id}`} (already linked)` : `Select ${text(first) || `row ${row.id}`}`}>
            {text(first) || <span className={styles.muted}>{row.id}</span>}
          </button>
        </td>
      )}
      {rest.map((field) => (
        <td key={field.id}>{text(field)}</td>
      ))}
    </tr>
  );
}
