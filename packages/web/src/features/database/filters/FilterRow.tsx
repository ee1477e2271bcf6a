import { isFilterTypeName, type Field, type View, type ViewFilter } from '@cellar/core';
import { Trash2 } from 'lucide-react';
import { Dropdown, type DropdownOption } from '../../../ui/Dropdown';
import { Spinner } from '../../../ui/Spinner';
import { fieldUiOf } from '../fields/registry';
import { isPending, type ViewSettingsActions } from '../views/viewSettingsActions';
import styles from '../views/viewSettings.module.css';
import { compatibleFilterTypes, fieldChangeOf, filterSeenField, filterUiOf, typeChangeOf } from './filterUi';

const conjunctions: DropdownOption<View['filter_type']>[] = [
  { value: 'AND', label: 'And' },
  { value: 'OR', label: 'Or' },
];

/** Props of one filter's row: its place in the list, the table's fields and the view's AND/OR. */
export interface FilterRowProps {
  filter: ViewFilter;
  index: number;
  fields: readonly Field[];
  filterType: View['filter_type'];
  actions: ViewSettingsActions;
}

/** How a row starts: 'Where' first, the AND/OR choice on the second, the chosen word after. */
function Conjunction({ index, filterType, actions }: Pick<FilterRowProps, 'index' | 'filterType' | 'actions'>) {
  if (index === 0) return <span className={styles.conjunction}>Where</span>;
  if (index > 1) return <span className={styles.conjunction}>{filterType === 'AND' ? 'And' : 'Or'}</span>;
  return (
    <div className={styles.conjunction}>
      <Dropdown options={conjunctions} value={filterType} searchable={false} aria-label="Combine filters with" onChange={(filter_type) => void actions.changeView({ filter_type })} />
    </div>
  );
}

/** One filter: which field, how it compares, the value when its type takes one, and delete. */
export function FilterRow({ filter, index, fields, filterType, actions }: FilterRowProps) {
  const found = fields.find((candidate) => candidate.id === filter.field);
  // A computed field filters as the stored type of its result.
  const field = found && filterSeenField(found);
  const pending = isPending(filter);
  const name = `Filter ${index + 1}`;
  const fieldOptions = fields.map((candidate) => {
    const { Icon } = fieldUiOf(candidate.type);
    return { value: candidate.id, label: candidate.name, icon: <Icon size={14} aria-hidden /> };
  });
  const { Input } = filterUiOf(filter.type);
  const typeOptions = field ? compatibleFilterTypes(field.type, filter.type).map((type) => ({ value: type, label: filterUiOf(type).label })) : [];
  const changeField = (fieldId: number) => {
    const next = fields.find((candidate) => candidate.id === fieldId);
    if (!next || next.id === filter.field) return;
    void actions.changeFilter(filter, fieldChangeOf(filter, filterSeenField(next)));
  };

  return (
    <li className={styles.filterRow} aria-busy={pending || undefined} aria-label={name}>
      <Conjunction index={index} filterType={filterType} actions={actions} />
      <Dropdown options={fieldOptions} value={filter.field} aria-label={`${name} field`} onChange={changeField} />
      <Dropdown options={typeOptions} value={isFilterTypeName(filter.type) ? filter.type : null} searchable={false} aria-label={`${name} type`} onChange={(type) => void actions.changeFilter(filter, typeChangeOf(filter, type, field))} />
      {Input ? <Input value={filter.value} field={field} label={`${name} value`} disabled={pending} onCommit={(value) => void actions.changeFilter(filter, { value })} /> : <span />}
      {pending ? (
        <span className={styles.rowStatus}>
          <Spinner size={14} label="Creating filter" />
        </span>
      ) : (
        <button type="button" className={styles.deleteButton} aria-label={`Delete ${name.toLowerCase()}`} onClick={() => void actions.removeFilter(filter)}>
          <Trash2 size={14} aria-hidden />
        </button>
      )}
    </li>
  );
}
