import type { Field, View } from '@cellar/core';
import * as Popover from '@radix-ui/react-popover';
import { Filter, Plus } from 'lucide-react';
import { Button } from '../../../ui/Button';
import { Switch } from '../../../ui/Switch';
import type { ViewSettingsActions } from '../views/viewSettingsActions';
import bar from '../table/table.module.css';
import styles from '../views/viewSettings.module.css';
import { FilterRow } from './FilterRow';

/** The bar's filter button label: 'Filter', or how many there are. */
export function filtersLabel(count: number): string {
  if (count === 0) return 'Filter';
  return `${count} ${count === 1 ? 'Filter' : 'Filters'}`;
}

/** Props of the filters panel: the view with its filters, the table's fields (primary first) and where changes go. */
export interface FiltersMenuProps {
  view: View;
  fields: readonly Field[];
  actions: ViewSettingsActions;
  /** Controlled, so the column menu's 'Create filter' can open it. */
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The toolbar's filter button and its panel: the filters, 'Add filter', and the switch that turns them all off. */
export function FiltersMenu({ view, fields, actions, open, onOpenChange }: FiltersMenuProps) {
  const filters = view.filters ?? [];
  const first = fields[0];
  return (
    <Popover.Root open={open} onOpenChange={onOpenChange}>
      <Popover.Trigger className={`${bar.barButton} ${filters.length > 0 && !view.filters_disabled ? bar.active : ''}`}>
        <Filter size={14} aria-hidden />
        {filtersLabel(filters.length)}
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content className={`${bar.popover} ${styles.panel}`} align="start" sideOffset={6} collisionPadding={8} aria-label="Filters">
          {filters.length === 0 && <p className={bar.empty}>You have not yet created a filter.</p>}
          <ul className={styles.rows}>
            {filters.map((filter, index) => (
              <FilterRow key={filter.id} filter={filter} index={index} fields={fields} filterType={view.filter_type} actions={actions} />
            ))}
          </ul>
          <div className={styles.panelFooter}>
            <Button size="sm" variant="ghost" icon={<Plus size={14} aria-hidden />} disabled={!first} onClick={() => first && void actions.addFilter(first)}>
              Add filter
            </Button>
            {filters.length > 0 && (
              <div className={styles.disableSwitch}>
                <Switch label="Disable all filters" checked={view.filters_disabled} onCheckedChange={(filters_disabled) => void actions.changeView({ filters_disabled })} />
              </div>
            )}
          </div>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
