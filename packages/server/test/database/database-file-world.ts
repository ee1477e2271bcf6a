import { fieldTypes, type Field, type Row, type View, type ViewFilter, type ViewSort } from '@cellar/core';
import { expect } from 'vitest';
import type { TestServer } from '../helpers/test-server.js';
import { uploadBytes } from '../user-files/upload-helpers.js';
import { emptyTable } from './helpers.js';

// API answers and files as plain JSON, read and changed freely.
type Loose = any; // eslint-disable-line @typescript-eslint/no-explicit-any

/**
 * A database with every field type and view settings, and a way to see a database through the API
 * with ids replaced by what they name: what the database file tests and the transfer jobs' tests
 * compare a copy with its original by. `current` gives the file's one server once it has started.
 */
export function databaseFileWorld(current: () => TestServer) {
  function as(token: string) {
    const headers = { authorization: `JWT ${token}` };
    const expectOk = (answer: { status: number; body: unknown }) => {
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      return answer.body as Loose;
    };
    return {
      get: async (path: string) => expectOk(await current().api.raw('GET', `/api${path}`, { headers })),
      post: async (path: string, json: unknown) => expectOk(await current().api.raw('POST', `/api${path}`, { json, headers })),
      patch: async (path: string, json: unknown) => expectOk(await current().api.raw('PATCH', `/api${path}`, { json, headers })),
    };
  }

  /** A database with every field type, two tables linked both ways and to itself, and views with every kind of setting. */
  async function richDatabase() {
    const t = await emptyTable(current());
    const api = as(t.token);
    // Only the two tables built here: the example tables of the account's database go.
    for (const table of (await api.get(`/database/tables/database/${t.table.database_id}/`)) as { id: number }[]) {
      if (table.id !== t.table.id) expect((await current().api.raw('DELETE', `/api/database/tables/${table.id}/`, { headers: { authorization: `JWT ${t.token}` } })).status).toBe(204);
    }
    const people = await api.post(`/database/tables/database/${t.table.database_id}/`, { name: 'People', data: [['Name'], ['Ada'], ['Grace']], first_row_header: true });
    const [ada, grace] = ((await api.get(`/database/rows/table/${people.id}/`)) as { results: Row[] }).results;
    const add = (body: Record<string, unknown>) => t.addField(body);
    const f = {
      motto: await add({ name: 'Motto', type: 'text', text_default: 'Carpe diem' }),
      notes: await add({ name: 'Notes', type: 'long_text' }),
      site: await add({ name: 'Site', type: 'url' }),
      mail: await add({ name: 'Mail', type: 'email' }),
      phone: await add({ name: 'Phone', type: 'phone_number' }),
      count: await add({ name: 'Count', type: 'number', number_type: 'INTEGER' }),
      balance: await add({ name: 'Balance', type: 'number', number_type: 'DECIMAL', number_decimal_places: 2, number_negative: true }),
      done: await add({ name: 'Done', type: 'boolean' }),
      day: await add({ name: 'Day', type: 'date', date_format: 'EU' }),
      stamp: await add({ name: 'Stamp', type: 'date', date_format: 'US', date_include_time: true, date_time_format: '12' }),
      iso: await add({ name: 'Iso', type: 'date', date_format: 'ISO', date_include_time: true, date_time_format: '24' }),
      people: await add({ name: 'People', type: 'link_row', link_row_table: people.id }),
      parent: await add({ name: 'Parent', type: 'link_row', link_row_table: t.table.id }),
      files: await add({ name: 'Files', type: 'file' }),
      status: await add({ name: 'Status', type: 'single_select', select_options: [{ value: 'Active', color: 'green' }, { value: 'Paused', color: 'red' }] }),
      stars: await add({ name: 'Stars', type: 'rating', max_value: 4, color: 'dark-red', style: 'heart' }),
      lap: await add({ name: 'Lap', type: 'duration', duration_format: 'h:mm:ss.s' }),
      price: await add({ name: 'Price', type: 'number', number_type: 'DECIMAL', number_decimal_places: 2, number_prefix: '€', number_suffix: ' net', number_separator: 'PERIOD_COMMA' }),
      share: await add({ name: 'Share', type: 'number', number_type: 'DECIMAL', number_decimal_places: 3, number_percent: true }),
      tags: await add({ name: 'Tags', type: 'multiple_select', select_options: [{ value: 'Red', color: 'red' }, { value: 'Green, light', color: 'light-green' }, { value: 'Blue', color: 'blue' }] }),
      created: await add({ name: 'Created', type: 'created_on', date_format: 'EU', date_include_time: true, date_show_tzinfo: true, date_force_timezone: 'Europe/Amsterdam' }),
      modified: await add({ name: 'Modified', type: 'last_modified' }),
      author: await add({ name: 'Author', type: 'created_by' }),
      editor: await add({ name: 'Editor', type: 'last_modified_by' }),
      number: await add({ name: 'No', type: 'autonumber' }),
    };
    const [active, paused] = f.status.select_options as { id: number }[];
    const [red, green, blue] = f.tags.select_options as { id: number }[];
    const upload = (await uploadBytes(current(), t.token, 'minutes', 'minutes.txt')).body as { name: string };
    const k = (field: Field) => `field_${field.id}`;
    const alpha = (await t.addRow({
      [k(t.primary)]: 'Alpha', [k(f.notes)]: 'two\nlines', [k(f.site)]: 'https://example.com', [k(f.mail)]: 'a@example.com', [k(f.phone)]: '+31 6 1234',
      [k(f.count)]: 42, [k(f.balance)]: '-12.50', [k(f.done)]: true, [k(f.day)]: '2024-02-29', [k(f.stamp)]: '2024-02-29T13:45:00Z',
      [k(f.iso)]: '2024-03-01T00:00:00Z', [k(f.people)]: [ada?.id, grace?.id], [k(f.files)]: [{ name: upload.name, visible_name: 'Notes.txt' }], [k(f.status)]: active?.id,
      [k(f.stars)]: 3, [k(f.lap)]: 83.4, [k(f.price)]: '1234.50', [k(f.share)]: '0.125', [k(f.tags)]: [green?.id, red?.id],
    })).body as Row;
    await t.addRow({ [k(t.primary)]: 'Beta', [k(f.motto)]: null, [k(f.count)]: 7, [k(f.people)]: [grace?.id], [k(f.parent)]: [alpha.id], [k(f.status)]: paused?.id, [k(f.tags)]: [blue?.id] });
    await t.addRow({ [k(t.primary)]: 'Gamma' }, alpha.id);

    const view = await api.post(`/database/views/table/${t.table.id}/`, { name: 'Active ones', type: 'grid', filter_type: 'OR' });
    for (const filter of [
      { field: f.status.id, type: 'single_select_equal', value: String(active?.id) },
      { field: t.primary.id, type: 'contains', value: 'a' },
      { field: f.count.id, type: 'higher_than', value: '10' },
      { field: f.done.id, type: 'boolean', value: '1' },
      { field: f.day.id, type: 'date_equal', value: '2024-02-29' },
      { field: f.stars.id, type: 'higher_than', value: '2' },
      { field: f.lap.id, type: 'equal', value: '1:23.4' },
      { field: f.tags.id, type: 'multiple_select_has', value: `${green?.id},${blue?.id}` },
      { field: f.tags.id, type: 'multiple_select_has_not', value: String(red?.id) },
      { field: f.created.id, type: 'date_equal', value: '2024-02-29' },
      { field: f.number.id, type: 'higher_than', value: '1' },
    ]) await api.post(`/database/views/${view.id}/filters/`, filter);
    await api.post(`/database/views/${view.id}/sortings/`, { field: f.balance.id, order: 'DESC' });
    await api.post(`/database/views/${view.id}/sortings/`, { field: t.primary.id, order: 'ASC' });
    await api.patch(`/database/views/grid/${view.id}/`, { field_options: { [f.notes.id]: { width: 350, hidden: true, order: 2 }, [t.primary.id]: { width: 250 } } });
    await api.post(`/database/views/${t.view.id}/filters/`, { field: f.notes.id, type: 'empty' });
    await api.patch(`/database/views/${t.view.id}/`, { filters_disabled: true });
    return { t, upload };
  }

  /**
   * A database as a client sees it through the API, with every id replaced by what it names (a
   * table's place, a field's name, a row's place, an option's value), so two copies compare equal.
   */
  async function seenThroughApi(token: string, databaseId: number) {
    const api = as(token);
    const tables = (await api.get(`/database/tables/database/${databaseId}/`)) as { id: number; name: string }[];
    const tableLabel = new Map(tables.map((table, index) => [table.id, `table ${index}`]));
    const fieldLabel = new Map<number, string>();
    const rowLabel = new Map<string, string>();
    const optionLabel = new Map<number, string>();
    const read = [];
    for (const [index, table] of tables.entries()) {
      const fields = (await api.get(`/database/fields/table/${table.id}/`)) as Field[];
      for (const field of fields) fieldLabel.set(field.id, `${index}.${field.name}`);
      for (const field of fields) for (const option of (field.select_options as { id: number; value: string }[] | undefined) ?? []) optionLabel.set(option.id, option.value);
      const rows = ((await api.get(`/database/rows/table/${table.id}/?size=200`)) as { results: Row[] }).results;
      rows.forEach((row, place) => rowLabel.set(`${table.id}:${row.id}`, `${index}#${place}`));
      read.push({ table, fields, rows, views: (await api.get(`/database/views/table/${table.id}/?include=filters,sortings`)) as (View & { filters: ViewFilter[]; sortings: ViewSort[] })[] });
    }
    const cellOf = (field: Field, value: unknown) => {
      // The server's cells (created_on, autonumber…) are not carried: an import's rows get their own, checked apart.
      if (fieldTypes[field.type].readOnly) return 'set by the server';
      if (field.type === 'link_row') return (value as { id: number; value: string }[]).map((linked) => ({ row: rowLabel.get(`${field.link_row_table}:${linked.id}`), value: linked.value }));
      if (field.type === 'single_select') return value === null ? null : { ...(value as object), id: optionLabel.get((value as { id: number }).id) };
      if (field.type === 'multiple_select') return (value as { id: number }[]).map((option) => ({ ...option, id: optionLabel.get(option.id) }));
      if (field.type === 'file') return (value as { name: string; visible_name: string }[]).map(({ name, visible_name }) => ({ name, visible_name }));
      return value;
    };
    const described = [];
    for (const { table, fields, rows, views } of read) {
      described.push({
        name: table.name,
        fields: fields.map(({ id: _id, table_id: tableId, link_row_table: linked, link_row_related_field: related, select_options: options, ...rest }) => ({
          ...rest,
          // A lookup's, rollup's and count's fields, by what they name.
          ...(rest.through_field_id === undefined ? {} : { through_field_id: fieldLabel.get(rest.through_field_id as number) ?? null }),
          ...(rest.target_field_id === undefined ? {} : { target_field_id: fieldLabel.get(rest.target_field_id as number) ?? null }),
          table: tableLabel.get(tableId),
          ...(linked === undefined ? {} : { linked: tableLabel.get(linked as number), related: fieldLabel.get(related as number) }),
          ...(options === undefined ? {} : { options: (options as { id: number }[]).map((option) => ({ ...option, id: optionLabel.get(option.id) })) }),
        })),
        rows: rows.map(({ id, ...cells }) => ({ row: rowLabel.get(`${table.id}:${id}`), ...Object.fromEntries(fields.map((field) => [fieldLabel.get(field.id), cellOf(field, cells[`field_${field.id}`])])) })),
        views: await Promise.all(views.map(async (view) => ({
          name: view.name, type: view.type, order: view.order, filter_type: view.filter_type, filters_disabled: view.filters_disabled,
          filters: view.filters.map((filter) => ({ field: fieldLabel.get(filter.field), type: filter.type, value: /^(single|multiple)_select/.test(filter.type) ? filter.value.split(',').map((id) => optionLabel.get(Number(id))).join(',') : filter.value })),
          sortings: view.sortings.map((sorting) => ({ field: fieldLabel.get(sorting.field), order: sorting.order })),
          columns: Object.fromEntries(Object.entries(((await api.get(`/database/views/grid/${view.id}/?include=field_options&size=1`)) as { field_options: Record<string, unknown> }).field_options)
            .map(([fieldId, options]) => [fieldLabel.get(Number(fieldId)), options])),
        }))),
      });
    }
    return described;
  }

  return { as, richDatabase, seenThroughApi };
}
