import { cellMatchesSearch, fieldTypeOf, type Field, type Row } from '@cellar/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/test-server.js';
import { emptyTable } from './helpers.js';

// The grid marks the cells that match its search with core's rule, among the rows the server's
// search returned (issue 10, point 6). Here both meet on the same rows: every row the server
// returns has a marked cell or an id containing the term, and every row with one is returned.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe("the grid's marked cells agree with the server's search", () => {
  it('on text, numbers, dates, e-mails, options, checkboxes and links', async () => {
    const t = await emptyTable(server);
    const amount = await t.addField({ name: 'Amount', type: 'number', number_type: 'DECIMAL', number_decimal_places: 2 });
    const due = await t.addField({ name: 'Due', type: 'date', date_format: 'EU' });
    const mail = await t.addField({ name: 'Mail', type: 'email' });
    const done = await t.addField({ name: 'Done', type: 'boolean' });
    const size = await t.addField({ name: 'Size', type: 'single_select', select_options: [{ value: 'Small', color: 'blue' }, { value: 'Large 12', color: 'red' }] });
    const options = (size as Field & { select_options: { id: number }[] }).select_options;
    const link = await t.addField({ name: 'Self', type: 'link_row', link_row_table: t.table.id });
    const rows = [
      { name: 'Ada Lovelace', amount: '12.50', due: '2024-03-01', mail: 'ada@example.com', done: true, size: options[0]!.id },
      { name: 'Grace', amount: '3.00', due: '2023-12-31', mail: 'grace@navy.mil', done: false, size: options[1]!.id },
      { name: '100% true', amount: null, due: null, mail: '', done: true, size: null },
    ];
    const ids: number[] = [];
    for (const row of rows) {
      const answer = await t.addRow({
        [`field_${t.primary.id}`]: row.name,
        [`field_${amount.id}`]: row.amount,
        [`field_${due.id}`]: row.due,
        [`field_${mail.id}`]: row.mail,
        [`field_${done.id}`]: row.done,
        [`field_${size.id}`]: row.size,
      });
      ids.push((answer.body as Row).id);
    }
    await t.addRow({ [`field_${t.primary.id}`]: 'links to Ada', [`field_${link.id}`]: [ids[0]] });
    const fields = [t.primary, amount, due, mail, done, size, link] as Field[];
    for (const term of ['ada', 'ADA', '12', '2.5', '01/03', '2023', 'navy', 'small', 'large', 'true', '%', '1', 'nothing']) {
      const found = await t.rows(`&search=${encodeURIComponent(term)}`);
      const all = await t.rows();
      const marked = all.filter((row) => String(row.id).includes(term) || fields.some((field) => {
        const parsed = fieldTypeOf(field.type).optionsSchema.safeParse(field);
        return cellMatchesSearch(field.type, parsed.success ? (parsed.data as object) : {}, row[`field_${field.id}`], term);
      }));
      expect(found.map((row) => row.id), term).toEqual(marked.map((row) => row.id));
    }
  });
});
