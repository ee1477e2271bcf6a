import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/test-server.js';
import { emptyTable } from './helpers.js';

// The `next` and `previous` links of a list (contract §1.5): a client pages through a table by
// following them, so each must name exactly the neighbouring window and keep the other parameters.

let server: TestServer;
let t: Awaited<ReturnType<typeof emptyTable>>;
beforeAll(async () => {
  server = await startTestServer();
  t = await emptyTable(server);
  for (let i = 1; i <= 5; i += 1) await t.addRow({ [`field_${t.primary.id}`]: `row ${i}` });
});
afterAll(() => server.close());

type Links = { count: number; next: string | null; previous: string | null };

// A link's query parameters, sorted, or null: the host in a link is the server's own and not what is checked.
function query(link: string | null): Record<string, string> | null {
  return link === null ? null : Object.fromEntries([...new URL(link).searchParams.entries()].sort());
}

async function links(path: string): Promise<{ next: Record<string, string> | null; previous: Record<string, string> | null }> {
  const answer = await server.api.raw('GET', path, { headers: { authorization: `JWT ${t.token}` } });
  expect(answer.status).toBe(200);
  const body = answer.body as Links;
  expect(body.count).toBe(5);
  return { next: query(body.next), previous: query(body.previous) };
}

describe('page and size links of the rows list', () => {
  const list = (query: string) => links(`/api/database/rows/table/${t.table.id}/?size=2&search=row${query}`);

  it('link the first page to the second only', async () => {
    expect(await list('')).toEqual({ next: { page: '2', search: 'row', size: '2' }, previous: null });
  });

  it('link a middle page to its neighbours, page 1 without a page parameter', async () => {
    expect(await list('&page=2')).toEqual({ next: { page: '3', search: 'row', size: '2' }, previous: { search: 'row', size: '2' } });
  });

  it('link the last page, by number or as `last`, back only', async () => {
    expect(await list('&page=3')).toEqual({ next: null, previous: { page: '2', search: 'row', size: '2' } });
    expect(await list('&page=last')).toEqual({ next: null, previous: { page: '2', search: 'row', size: '2' } });
  });
});

describe('limit and offset links of the grid', () => {
  const grid = (offset: number) => links(`/api/database/views/grid/${t.view.id}/?limit=2&offset=${offset}`);

  it('link the first window to the next only', async () => {
    expect(await grid(0)).toEqual({ next: { limit: '2', offset: '2' }, previous: null });
  });

  it('link back to the start without an offset when less than a window lies before', async () => {
    expect(await grid(1)).toEqual({ next: { limit: '2', offset: '3' }, previous: { limit: '2' } });
    expect(await grid(2)).toEqual({ next: { limit: '2', offset: '4' }, previous: { limit: '2' } });
  });

  it('link back by a whole window, and forward only while rows are left', async () => {
    expect(await grid(3)).toEqual({ next: null, previous: { limit: '2', offset: '1' } });
    expect(await grid(4)).toEqual({ next: null, previous: { limit: '2', offset: '2' } });
  });
});
