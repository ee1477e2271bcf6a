import { describe, expect, it } from 'vitest';
import { createFakeFetch } from '../test/fakeServer';
import { ApiClient } from './client';
import { createDatabaseApi } from './databaseApi';

// Answers 200 `{}` at exactly these requests; any other method, path or query string is a 404.
function setup(...requests: string[]) {
  const server = createFakeFetch(Object.fromEntries(requests.map((request) => [request, () => ({ status: 200, body: {} })])));
  return { api: createDatabaseApi(new ApiClient({ fetch: server.fetch })), calls: server.calls, requests };
}

describe('createDatabaseApi', () => {
  it('sends query strings from the endpoint declarations, leaving out unset parameters', async () => {
    const { api, calls, requests } = setup(
      'POST /api/database/rows/table/3/?before=7',
      'POST /api/database/rows/table/3/',
      'GET /api/database/views/table/3/?include=filters%2Csortings',
      'GET /api/database/views/grid/5/?limit=100&offset=200&include=row_metadata',
      'GET /api/database/views/grid/5/?limit=100&offset=0&include=field_options%2Crow_metadata',
    );
    await api.createRow(3, { field_1: 'a' }, 7);
    await api.createRow(3, { field_1: 'b' });
    await api.listViews(3);
    await api.gridRows(5, { offset: 200, limit: 100 });
    await api.gridRows(5, { offset: 0, limit: 100, fieldOptions: true });
    expect(calls.map(({ method, path }) => `${method} ${path}`)).toEqual(requests);
    expect(calls[0]?.body).toEqual({ field_1: 'a' });
  });

  it('sends field, row and field option bodies as given', async () => {
    const { api, calls } = setup(
      'POST /api/database/fields/table/3/',
      'PATCH /api/database/fields/9/',
      'PATCH /api/database/rows/table/3/4/',
      'PATCH /api/database/views/grid/5/',
    );
    await api.createField(3, { name: 'Notes', type: 'long_text' });
    await api.updateField(9, { number_decimal_places: 2 });
    await api.updateRow(3, 4, { field_9: 1.5 });
    await api.updateFieldOptions(5, { 9: { width: 120 } });
    expect(calls.map(({ method, path, body }) => [`${method} ${path}`, body])).toEqual([
      ['POST /api/database/fields/table/3/', { name: 'Notes', type: 'long_text' }],
      ['PATCH /api/database/fields/9/', { number_decimal_places: 2 }],
      ['PATCH /api/database/rows/table/3/4/', { field_9: 1.5 }],
      ['PATCH /api/database/views/grid/5/', { field_options: { 9: { width: 120 } } }],
    ]);
  });
});
