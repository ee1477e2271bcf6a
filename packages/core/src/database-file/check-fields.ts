import { fieldTypes } from '../fields/registry.js';
import { constraintFits } from '../fields/constraints/field-constraints.js';
import type { DatabaseFileField, DatabaseFileTable } from './database-file-schema.js';
import type { DatabaseFileIndex } from './file-index.js';
import type { DatabaseFileProblem } from './file-rules.js';

type Report = (path: string, message: string) => void;

/** A file field's settings with its type's defaults and the file-only keys (a link's other side), or null when they break its settings schema (reported). */
export function fileFieldOptions(field: DatabaseFileField, path = '', report?: Report): Record<string, unknown> | null {
  const rules = fieldTypes[field.type].databaseFile;
  const fileKeys = new Set(rules?.fileOptionKeys ?? []);
  const ownSettings = Object.fromEntries(Object.entries(field.options).filter(([key]) => !fileKeys.has(key)));
  const parsed = fieldTypes[field.type].optionsSchema.safeParse(ownSettings);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) report?.(`${path}.options.${issue.path.join('.')}`, issue.message);
    return null;
  }
  const known = parsed.data as Record<string, unknown>;
  // Unknown keys are refused, so a typo does not silently drop a setting.
  for (const key of Object.keys(ownSettings)) if (!(key in known)) report?.(`${path}.options.${key}`, `Unknown setting "${key}" of a ${field.type} field.`);
  return { ...known, ...Object.fromEntries(Object.entries(field.options).filter(([key]) => fileKeys.has(key))) };
}

/** A link's other side must be a link in the linked table that names this field back (or the field itself, for its own table). */
function checkLink(field: DatabaseFileField, tableId: number, path: string, file: DatabaseFileIndex, report: Report): void {
  const link = fieldTypes[field.type].databaseFile?.link?.(field.options);
  if (link === undefined) return;
  if (link === null || !file.tables.has(link.tableId)) {
    report(`${path}.options.link_row_table`, 'A link must name a table of the file (link_row_table) and its other side (link_row_related_field).');
    return;
  }
  if (link.relatedFieldId === field.id) {
    if (link.tableId !== tableId) report(`${path}.options.link_row_related_field`, 'Only a link to its own table may name itself as its other side.');
    return;
  }
  const related = file.fields.get(link.relatedFieldId);
  const back = related && fieldTypes[related.field.type].databaseFile?.link?.(related.field.options);
  if (!related || related.tableId !== link.tableId || !back || back.tableId !== tableId || back.relatedFieldId !== field.id) {
    report(`${path}.options.link_row_related_field`, `The field ${link.relatedFieldId} is not a link of table ${link.tableId} whose other side is this field.`);
  }
}

/** Checks a table's fields: settings, exactly one primary of a type that may be, links paired, option ids unique in the file. */
export function checkFields(table: DatabaseFileTable, tablePath: string, file: DatabaseFileIndex, optionIds: Set<number>, problems: DatabaseFileProblem[]): void {
  const report: Report = (path, message) => problems.push({ path, message });
  const primaries = table.fields.filter((field) => field.primary);
  if (primaries.length !== 1) report(`${tablePath}.fields`, `A table has exactly one primary field; "${table.name}" has ${primaries.length}.`);
  table.fields.forEach((field, index) => {
    const path = `${tablePath}.fields.${index}`;
    const type = fieldTypes[field.type];
    if (field.primary && !type.canBePrimary) report(`${path}.primary`, `A ${field.type} field cannot be the primary field.`);
    const options = fileFieldOptions(field, path, report);
    checkLink(field, table.id, path, file, report);
    for (const [at, constraint] of (field.field_constraints ?? []).entries()) {
      if (!constraintFits(constraint.type_name, field.type)) report(`${path}.field_constraints.${at}`, `A ${field.type} field cannot have the ${constraint.type_name} constraint.`);
    }
    for (const id of (options && type.databaseFile?.optionIds?.(options)) ?? []) {
      if (optionIds.has(id)) report(`${path}.options.select_options`, `The select option id ${id} is used twice in the file.`);
      optionIds.add(id);
    }
  });
}
