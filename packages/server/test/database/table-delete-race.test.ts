import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiAnswer } from '../helpers/api-client.js';
import { startTestServer, type TestServer } from '../helpers/test-server.js';
import { emptyTable } from './helpers.js';

// Issue 30: a row created while its table was being deleted answered 500 on PostgreSQL (a few
// races in 180): the delete dropped the row store between the create's lookup of the table and its
// insert. Either the create comes first and succeeds, or it sees no table: 404, never a 500.
const rounds = 30;
const createsPerRound = 6;

let server: TestServer;
let t: Awaited<ReturnType<typeof emptyTable>>;
beforeAll(async () => {
  server = await startTestServer();
  t = await emptyTable(server);
});
afterAll(() => server.close());

const headers = () => ({ authorization: `JWT ${t.token}` });
const outcome = (answer: ApiAnswer) => (answer.status === 200 ? '200' : `${answer.status} ${(answer.body as { error?: string }).error ?? JSON.stringify(answer.body)}`);

describe('rows created while their table is deleted', () => {
  it(`answer 200 or 404 ERROR_TABLE_DOES_NOT_EXIST, in ${rounds} rounds of ${createsPerRound} creates against one delete`, async () => {
    const outcomes = new Map<string, number>();
    for (let round = 0; round < rounds; round += 1) {
      const table = (await server.api.raw('POST', `/api/database/tables/database/${t.table.database_id}/`, { json: { name: `Doomed ${round}` }, headers: headers() })).body as { id: number };
      const create = () => server.api.raw('POST', `/api/database/rows/table/${table.id}/`, { json: {}, headers: headers() });
      // Creates on both sides of the delete, so that some meet it mid-way whatever the timing.
      const before = Array.from({ length: createsPerRound / 2 }, create);
      const deleted = server.api.raw('DELETE', `/api/database/tables/${table.id}/`, { headers: headers() });
      const after = Array.from({ length: createsPerRound / 2 }, create);
      expect((await deleted).status).toBe(204);
      for (const answer of await Promise.all([...before, ...after])) outcomes.set(outcome(answer), (outcomes.get(outcome(answer)) ?? 0) + 1);
    }
    expect([...outcomes.keys()].filter((key) => key !== '200' && key !== '404 ERROR_TABLE_DOES_NOT_EXIST'), JSON.stringify(Object.fromEntries(outcomes))).toEqual([]);
    // Nothing is left of the deleted tables: their rows went with them.
    const tables = (await server.api.raw('GET', `/api/database/tables/database/${t.table.database_id}/`, { headers: headers() })).body as { name: string }[];
    expect(tables.filter((table) => table.name.startsWith('Doomed'))).toEqual([]);
  });
});
