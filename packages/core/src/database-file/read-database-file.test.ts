import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors/domain-error.js';
import { parseDatabaseFile, readDatabaseFile } from './read-database-file.js';

// A file as plain JSON, changed freely by each case.
type Loose = any; // eslint-disable-line @typescript-eslint/no-explicit-any

// Projects ⇄ Tasks through a link pair, a status select with a filter on it, and a self-link.
function sample(): Loose {
  return {
    format: 'cellar.database',
    version: 1,
    database: {
      name: 'Tracker',
      tables: [
        {
          id: 1,
          name: 'Projects',
          fields: [
            { id: 1, name: 'Name', type: 'text', primary: true, options: { text_default: '' } },
            { id: 2, name: 'Status', type: 'single_select', options: { select_options: [{ id: 1, value: 'Active', color: 'green' }] } },
            { id: 3, name: 'Tasks', type: 'link_row', options: { link_row_table: 2, link_row_related_field: 4 } },
          ],
          views: [
            {
              id: 1,
              type: 'grid',
              name: 'Active',
              filters: [{ field: 2, type: 'single_select_equal', value: '1' }],
              sortings: [{ field: 1, order: 'ASC' }],
              field_options: { '3': { width: 300, hidden: false, order: 32767 } },
            },
          ],
          rows: [{ id: 1, order: '1.00000000000000000000', field_1: 'Website', field_2: 1, field_3: [4] }],
        },
        {
          id: 2,
          name: 'Tasks',
          fields: [
            { id: 5, name: 'Task', type: 'text', primary: true },
            { id: 4, name: 'Project', type: 'link_row', options: { link_row_table: 1, link_row_related_field: 3 } },
            { id: 6, name: 'Blocks', type: 'link_row', options: { link_row_table: 2, link_row_related_field: 6 } },
          ],
          rows: [{ id: 4, field_5: 'Design', field_4: [1], field_6: [] }, { id: 5 }],
        },
      ],
    },
  };
}

function problemsOf(input: unknown) {
  const reading = readDatabaseFile(input);
  if (reading.ok) throw new Error('expected a refusal');
  return reading;
}

describe('readDatabaseFile (docs/database-file-format.md)', () => {
  it('reads a valid file, filling in defaults', () => {
    const reading = readDatabaseFile(sample());
    expect(reading.ok).toBe(true);
    if (!reading.ok) return;
    const [projects, tasks] = reading.file.database.tables;
    expect(projects?.views[0]).toMatchObject({ filter_type: 'AND', filters_disabled: false });
    expect(tasks?.views).toEqual([]);
    expect(tasks?.fields[1]?.primary).toBe(false);
  });

  it('refuses a newer version as such, whatever else it holds', () => {
    const reading = problemsOf({ format: 'cellar.database', version: 2, whatever: true });
    expect(reading.error).toBe('ERROR_DATABASE_FILE_VERSION_NOT_SUPPORTED');
    expect(reading.problems[0]?.message).toContain('up to version 1');
  });

  it.each([
    ['an unknown field type', (f: Loose) => (f.database.tables[0].fields[0].type = 'uuid'), 'database.tables.0.fields.0.type', 'Unknown field type "uuid"'],
    ['an unknown key', (f: Loose) => (f.database.tables[0].colour = 'red'), 'database.tables.0', 'colour'],
    ['an unknown setting', (f: Loose) => (f.database.tables[0].fields[0].options.text_defualt = 'x'), 'database.tables.0.fields.0.options.text_defualt', 'Unknown setting'],
    ['a link to a table not in the file', (f: Loose) => (f.database.tables[0].fields[2].options.link_row_table = 9), 'database.tables.0.fields.2.options.link_row_table', 'table of the file'],
    ['a link pair that does not point back', (f: Loose) => (f.database.tables[1].fields[1].options.link_row_related_field = 6), 'database.tables.0.fields.2.options.link_row_related_field', 'other side'],
    ['a duplicate field id', (f: Loose) => (f.database.tables[1].fields[0].id = 1), 'database.tables.1.fields.0.id', 'used twice'],
    ['a duplicate row id', (f: Loose) => (f.database.tables[1].rows[1].id = 4), 'database.tables.1.rows.1.id', 'used twice'],
    ['a filter naming a missing field', (f: Loose) => (f.database.tables[0].views[0].filters[0].field = 5), 'database.tables.0.views.0.filters.0.field', 'not a field of the table'],
    ['a filter that does not fit its field', (f: Loose) => (f.database.tables[0].views[0].filters[0].type = 'higher_than'), 'database.tables.0.views.0.filters.0.type', 'does not apply'],
    ['a filter naming a missing option', (f: Loose) => (f.database.tables[0].views[0].filters[0].value = '7'), 'database.tables.0.views.0.filters.0.value', 'no select option'],
    ['a sort by a link', (f: Loose) => (f.database.tables[0].views[0].sortings[0].field = 3), 'database.tables.0.views.0.sortings.0.field', 'cannot be sorted'],
    ['an unknown view type', (f: Loose) => (f.database.tables[0].views[0].type = 'kanban'), 'database.tables.0.views.0.type', 'Unknown view type'],
    ['two primary fields', (f: Loose) => (f.database.tables[0].fields[1].primary = true), 'database.tables.0.fields', 'exactly one primary'],
    ['a link as primary field', (f: Loose) => ((f.database.tables[1].fields[0].primary = false), (f.database.tables[1].fields[2].primary = true)), 'database.tables.1.fields.2.primary', 'cannot be the primary'],
    ['a cell naming a missing option', (f: Loose) => (f.database.tables[0].rows[0].field_2 = 8), 'database.tables.0.rows.0.field_2', 'does not exist'],
    ['a link cell naming a missing row', (f: Loose) => (f.database.tables[0].rows[0].field_3 = [99]), 'database.tables.0.rows.0.field_3', 'not a row of table 2'],
    ['a cell of another table\'s field', (f: Loose) => (f.database.tables[0].rows[0].field_5 = 'x'), 'database.tables.0.rows.0.field_5', 'has no field 5'],
    ['a name past 255 characters', (f: Loose) => (f.database.name = 'x'.repeat(256)), 'database.name', ''],
  ])('refuses %s, naming where', (_what, change, path, message) => {
    const file = sample();
    change(file);
    const reading = problemsOf(file);
    expect(reading.error).toBe('ERROR_DATABASE_FILE_INVALID');
    expect(reading.problems).toContainEqual({ path, message: expect.stringContaining(message) });
  });

  it('reports at most 100 problems of a large broken file', () => {
    const file = sample();
    file.database.tables[1].rows = Array.from({ length: 500 }, (_, index) => ({ id: index + 10, field_4: [77] }));
    expect(problemsOf(file).problems).toHaveLength(100);
  });

  it('throws the refusal as a 400 with each path and message', () => {
    const file = sample();
    file.database.tables[0].fields[0].type = 'uuid';
    const error = (() => {
      try {
        parseDatabaseFile(file);
      } catch (caught) {
        return caught;
      }
    })() as DomainError;
    expect(error).toBeInstanceOf(DomainError);
    expect(error.status).toBe(400);
    expect(error.detail).toMatchObject({ 'database.tables.0.fields.0.type': [{ code: 'invalid', error: expect.stringContaining('uuid') }] });
  });
});
