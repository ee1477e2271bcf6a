import { describe, expect, it } from 'vitest';
import { fieldTypes } from '../fields/registry.js';
import { computedOrder } from './computed-order.js';
import type { DatabaseFile } from './database-file-schema.js';
import { databaseFileScope } from './file-scope.js';
import type { DatabaseFileIdMap } from './file-rules.js';
import { readDatabaseFile } from './read-database-file.js';

// A file as plain JSON, changed freely by each case.
type Loose = any; // eslint-disable-line @typescript-eslint/no-explicit-any

// Orders ⇄ Invoices; Orders' formula names a rollup listed after it and reads a lookup through the link.
function sample(): Loose {
  return {
    format: 'cellar.database',
    version: 1,
    database: {
      name: 'Shop',
      tables: [
        {
          id: 1,
          name: 'Orders',
          fields: [
            { id: 10, name: 'Label', type: 'formula', primary: true, options: { formula: "concat(field('Name'), ': ', totext(field('Total')))" } },
            { id: 1, name: 'Name', type: 'text' },
            { id: 2, name: 'Invoices', type: 'link_row', options: { link_row_table: 2, link_row_related_field: 5 } },
            { id: 11, name: 'Total', type: 'rollup', options: { through_field_id: 2, target_field_id: 6, rollup_function: 'sum', formula_type: 'number', error: null } },
            { id: 12, name: 'Amounts', type: 'lookup', options: { through_field_id: 2, target_field_id: 6 } },
            { id: 13, name: 'Invoice count', type: 'count', options: { through_field_id: 2 } },
            { id: 14, name: 'Largest', type: 'formula', options: { formula: "max(lookup('Invoices', 'Net'))" } },
          ],
          rows: [{ id: 1, field_1: 'First', field_2: [1], field_10: 'ignored', field_11: '3.00' }],
        },
        {
          id: 2,
          name: 'Invoices',
          fields: [
            { id: 4, name: 'Number', type: 'text', primary: true },
            { id: 5, name: 'Order', type: 'link_row', options: { link_row_table: 1, link_row_related_field: 2 } },
            { id: 6, name: 'Amount', type: 'number', options: { number_type: 'DECIMAL', number_decimal_places: 2 } },
            { id: 7, name: 'Net', type: 'formula', options: { formula: 'field_by_id(6) / 1.21' } },
          ],
          rows: [{ id: 1, field_4: 'INV-1', field_6: '3.00' }],
        },
      ],
    },
  };
}

const problemsOf = (file: unknown) => {
  const reading = readDatabaseFile(file);
  return reading.ok ? [] : reading.problems;
};

describe('computed fields in a database file', () => {
  it('reads a file of formulas, lookups, rollups and counts, ignoring their cells', () => {
    expect(problemsOf(sample())).toEqual([]);
  });

  it('orders computed fields after what they read, across tables, by name and by file id', () => {
    const order = computedOrder(sample() as DatabaseFile);
    expect(order.ok).toBe(true);
    const ids = order.ok ? order.order : [];
    const before = (a: number, b: number) => ids.indexOf(a) < ids.indexOf(b);
    expect([...ids].sort((a, b) => a - b)).toEqual([7, 10, 11, 12, 13, 14]);
    expect(before(11, 10)).toBe(true); // the label reads the rollup listed after it
    expect(before(7, 14)).toBe(true); // a lookup of a formula in the later table
  });

  it('refuses a cycle, naming its fields, directly or through a link', () => {
    const direct = sample();
    direct.database.tables[0].fields[0].options.formula = "concat(field('Label'), 'x')";
    expect(problemsOf(direct)).toEqual([{ path: 'database.tables.0.fields.0.options', message: 'Fields cannot reference each other resulting in a circular chain of references: Label → Label.' }]);
    const viaLink = sample();
    viaLink.database.tables[1].fields[3].options.formula = "sum(lookup('Order', 'Largest'))";
    const [problem] = problemsOf(viaLink);
    expect(problem?.message).toMatch(/circular chain of references: (Largest → Net → Largest|Net → Largest → Net)\./);
  });

  it('keeps a formula naming a missing field: the server imports it invalid, explained', () => {
    const file = sample();
    file.database.tables[0].fields[6].options.formula = "field('Gone') + 1";
    expect(problemsOf(file)).toEqual([]);
  });

  it('maps a lookup\'s fields and a formula\'s ids onto what the import created, dropping what the server works out', () => {
    const file = sample() as DatabaseFile;
    const created = new Map([[2, 102], [6, 106]]);
    const ids: DatabaseFileIdMap = { table: () => undefined, field: (id) => created.get(id), option: () => undefined, row: () => undefined };
    const scope = databaseFileScope(file);
    const rollup = file.database.tables[0]?.fields[3];
    expect(fieldTypes.rollup.databaseFile?.importOptions?.(rollup?.options ?? {}, ids, scope)).toEqual({ through_field_id: 102, target_field_id: 106, rollup_function: 'sum' });
    expect(fieldTypes.count.databaseFile?.importOptions?.({ through_field_id: 99 }, ids, scope)).toEqual({ through_field_id: null });
    const net = file.database.tables[1]?.fields[3];
    expect(fieldTypes.formula.databaseFile?.importOptions?.(net?.options ?? {}, ids, scope)).toEqual({ formula: "field('Amount') / 1.21" });
    expect(fieldTypes.formula.databaseFile?.importOptions?.({ formula: 'lookup(field_by_id(2), field_by_id(6)) + field_by_id(99)' }, ids, scope)).toEqual({
      formula: "lookup('Invoices', 'Amount') + field('field 99')",
    });
  });
});
