import { fieldTypes, type Field, type View, type ViewSort } from '@cellar/core';
import * as Popover from '@radix-ui/react-popover';
import { ArrowUpDown, Trash2 } from 'lucide-react';
import { Dropdown, type DropdownOption } from '../../../ui/Dropdown';
import { Spinner } from '../../../ui/Spinner';
import { fieldUiOf } from '../fields/registry';
import { isPending, type ViewSettingsActions } from '../views/viewSettingsActions';
import bar from '../table/table.module.css';
import { sortDirectionChoices } from './sortDirections';
import styles from '../views/viewSettings.module.css';

/** The bar's sort button label: 'Sort', or by how many fields. */
export function sortsLabel(count: number): string {
  if (count === 0) return 'Sort';
  return `Sorted by ${count} ${count === 1 ? 'field' : 'fields'}`;
}

/** Props of the sorts panel: the view with its sortings, the table's fields (primary first) and where changes go. */
export interface SortsMenuProps {
  view: View;
  fields: readonly Field[];
  actions: ViewSettingsActions;
}

/** A sortable field as a choice of the field pickers. */
const fieldChoice = (field: Field): DropdownOption<number> => {
  const { Icon } = fieldUiOf(field.type);
  return { value: field.id, label: field.name, icon: <Icon size={14} aria-hidden /> };
};

/** One sort: its field (changeable in place, to a field not sorted yet), its direction, and delete. */
function SortRow({ sort, index, choices, fields, actions }: { sort: ViewSort; index: number; choices: DropdownOption<number>[]; fields: readonly Field[]; actions: ViewSettingsActions }) {
  const name = `Sort ${index + 1}`;
  const directions = sortDirectionChoices(fields.find((field) => field.id === sort.field)?.type ?? 'text');
  return (
    <li className={styles.sortRow} aria-label={name} aria-busy={isPending(sort) || undefined}>
      <span className={styles.conjunction}>{index === 0 ? 'Sort by' : 'Then by'}</span>
      <Dropdown options={choices} value={sort.field} aria-label={`${name} field`} onChange={(fieldId) => fieldId !== sort.field && void actions.changeSort(sort, { field: fieldId })} />
      <Dropdown options={directions} value={sort.order} searchable={false} aria-label={`${name} direction`} onChange={(order) => void actions.changeSort(sort, { order })} />
      {isPending(sort) ? (
        <span className={styles.rowStatus}>
          <Spinner size={14} label="Creating sort" />
        </span>
      ) : (
        <button type="button" className={styles.deleteButton} aria-label={`Delete ${name.toLowerCase()}`} onClick={() => void actions.removeSort(sort)}>
          <Trash2 size={14} aria-hidden />
        </button>
      )}
    </li>
  );
}

/** The toolbar's sort button and its panel: the sortings in the order they apply, and a field picker to add one. */
export function SortsMenu({ view, fields, actions }: SortsMenuProps) {
  const sortings = view.sortings ?? [];
  const sorted = new Set(sortings.map((sort) => sort.field));
  // One sort per field (the server refuses a second), and only types that can be ordered.
  const sortable = fields.filter((field) => fieldTypes[field.type].canSort);
  const addable = sortable.filter((field) => !sorted.has(field.id)).map(fieldChoice);
  // A sort's own field, and the fields no other sort uses.
  const choicesOf = (sort: ViewSort) => sortable.filter((field) => field.id === sort.field || !sorted.has(field.id)).map(fieldChoice);
  const add = (fieldId: number) => {
    const field = fields.find((candidate) => candidate.id === fieldId);
    if (field) void actions.addSort(field);
  };
  return (
    <Popover.Root>
      <Popover.Trigger className={`${bar.barButton} ${sortings.length > 0 ? bar.active : ''}`}>
        <ArrowUpDown size={14} aria-hidden />
        {sortsLabel(sortings.length)}
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content className={`${bar.popover} ${styles.panel}`} align="start" sideOffset={6} collisionPadding={8} aria-label="Sorts">
          {sortings.length === 0 && <p className={bar.empty}>You have not yet sorted this view.</p>}
          <ul className={styles.rows}>
            {sortings.map((sort, index) => (
              <SortRow key={sort.id} sort={sort} index={index} choices={choicesOf(sort)} fields={fields} actions={actions} />
            ))}
          </ul>
          {addable.length > 0 && (
            <div className={styles.panelFooter}>
              <div className={styles.addSort}>
                <Dropdown options={addable} value={null} placeholder="Add sort" aria-label="Add sort" onChange={add} />
              </div>
            </div>
          )}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
