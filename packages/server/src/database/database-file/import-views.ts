import { filterTypes, type GridFieldOptions } from '@cellar/core';
import type { Executor } from '../../db/executor.js';
import { insertViewFilter } from '../views/view-filters.repo.js';
import { insertViewSort } from '../views/view-sortings.repo.js';
import { insertView, upsertFieldOptions } from '../views/views.repo.js';
import type { CreatedIds } from './file-id-map.js';
import type { ImportedTable } from './import-fields.js';

/**
 * Creates each table's views in the file's order through the view repos, with their filters
 * (values naming a select option mapped by the filter type's file rules), sortings and column
 * settings, every field id mapped onto the created field.
 */
export async function importViews(db: Executor, tables: ImportedTable[], ids: CreatedIds): Promise<void> {
  const field = (fileId: number) => ids.field(fileId) as number;
  for (const table of tables) {
    for (const view of table.file.views) {
      const created = await insertView(db, { tableId: table.record.id, name: view.name, filterType: view.filter_type, filtersDisabled: view.filters_disabled });
      for (const filter of view.filters) {
        const rules = filterTypes[filter.type].databaseFile;
        const value = rules ? rules.importValue(filter.value, ids) : filter.value;
        await insertViewFilter(db, { viewId: created.id, fieldId: field(filter.field), type: filter.type, value });
      }
      for (const sorting of view.sortings) await insertViewSort(db, { viewId: created.id, fieldId: field(sorting.field), order: sorting.order });
      const columns: Record<number, Partial<GridFieldOptions>> = {};
      for (const [fileId, options] of Object.entries(view.field_options)) columns[field(Number(fileId))] = options;
      await upsertFieldOptions(db, created.id, columns);
    }
  }
}
