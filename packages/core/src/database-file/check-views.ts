import { fieldTypes } from '../fields/registry.js';
import { filterAppliesTo } from '../filters/filter-field.js';
import { filterTypes } from '../filters/registry.js';
import type { DatabaseFileTable } from './database-file-schema.js';
import type { DatabaseFileProblem } from './file-rules.js';

/**
 * Checks a table's views: filters, sortings and column settings name fields of that table, each
 * filter fits its field's type and names what exists (a select option), each sort a sortable field
 * once, as the views API would refuse otherwise.
 */
export function checkViews(table: DatabaseFileTable, tablePath: string, options: Map<number, Record<string, unknown> | null>, problems: DatabaseFileProblem[]): void {
  const fields = new Map(table.fields.map((field) => [field.id, field]));
  const report = (path: string, message: string) => problems.push({ path, message });
  const fieldAt = (path: string, id: number) => {
    const field = fields.get(id);
    if (!field) report(path, `The field ${id} is not a field of the table "${table.name}".`);
    return field;
  };
  table.views.forEach((view, viewIndex) => {
    const path = `${tablePath}.views.${viewIndex}`;
    view.filters.forEach((filter, index) => {
      const field = fieldAt(`${path}.filters.${index}.field`, filter.field);
      if (!field) return;
      const type = filterTypes[filter.type];
      if (!filterAppliesTo(type, { type: field.type, options: field.options })) {
        report(`${path}.filters.${index}.type`, `The filter ${filter.type} does not apply to a ${field.type} field.`);
        return;
      }
      const fieldOptions = options.get(field.id);
      const wrong = fieldOptions && type.databaseFile?.checkValue(filter.value, fieldOptions);
      if (wrong) report(`${path}.filters.${index}.value`, wrong);
    });
    const sorted = new Set<number>();
    view.sortings.forEach((sorting, index) => {
      const field = fieldAt(`${path}.sortings.${index}.field`, sorting.field);
      if (field && !fieldTypes[field.type].canSort) report(`${path}.sortings.${index}.field`, `A ${field.type} field cannot be sorted by.`);
      if (sorted.has(sorting.field)) report(`${path}.sortings.${index}.field`, `The view sorts by the field ${sorting.field} twice.`);
      sorted.add(sorting.field);
    });
    for (const key of Object.keys(view.field_options)) fieldAt(`${path}.field_options.${key}`, Number(key));
  });
}
