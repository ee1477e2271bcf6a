// `npm run bench:freezing -w @cellar/server`: how long `GET /_health` waits while each of the three
// requests the security review found able to freeze the server (issue 15, point 1) is sent ten
// times in parallel: a row POST with a 40 KB adversarial e-mail value, a reset-mail request whose
// `base_url` ends in 40,000 slashes, and a groups order of 30,000 ids (~180 KB). Each is sent as
// the review sent it and at the largest size Cellar now accepts; so is a grid window of
// GRID_PAGE_SIZE_LIMIT rows, and long searches of a 100k-row table (issue 14). Rate limits are raised so that every request is processed rather
// than refused. Figures only; nothing is asserted.
import { loadConfig } from '../src/config/config.js';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { benchAccount, startBenchServer } from './bench-server.js';
import { seedRows } from './seed.js';

const parallel = 10;
const generous = '100000';
const server = await startBenchServer({
  RESET_RATE_LIMIT: generous,
  LOGIN_RATE_LIMIT: generous,
  SIGNUP_RATE_LIMIT: generous,
  INVITATION_RATE_LIMIT_PER_USER: generous,
  INVITATION_RATE_LIMIT_PER_GROUP: generous,
});
const { db, api, url } = server;
console.log(`Cellar freezing-requests bench on ${db.engine === 'embedded' ? 'the embedded engine (PGlite in a worker)' : 'PostgreSQL'}; ${parallel} in parallel`);

const { token, databaseId } = await benchAccount(server);
const table = await api('POST', `/api/database/tables/database/${databaseId}/`, token, { name: 'Freezing', data: [['Name']], first_row_header: true });
const email = await api('POST', `/api/database/fields/table/${table.id}/`, token, { name: 'E-mail', type: 'email' });

/** Sends one JSON request and answers its status, whatever it is. */
async function send(method: string, path: string, body: unknown, auth?: string): Promise<number> {
  const response = await fetch(`${url}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(auth ? { authorization: `JWT ${auth}` } : {}) },
    body: JSON.stringify(body),
  });
  await response.arrayBuffer();
  return response.status;
}

/** Sends `request` `parallel` times at once while probing /_health every ~10 ms; prints what the probe waited. */
async function burst(label: string, request: () => Promise<number>, times = parallel): Promise<void> {
  const loop = monitorEventLoopDelay({ resolution: 5 });
  loop.enable();
  let finished = false;
  const started = performance.now();
  const requests = Promise.all(Array.from({ length: times }, request)).finally(() => (finished = true));
  const health: number[] = [];
  while (!finished) {
    const sent = performance.now();
    await fetch(`${url}/_health`).then((response) => response.text());
    health.push(performance.now() - sent);
    await sleep(10);
  }
  const statuses = await requests;
  const took = performance.now() - started;
  loop.disable();
  const max = Math.max(...health);
  const counts = Object.entries(statuses.reduce<Record<number, number>>((all, status) => ({ ...all, [status]: (all[status] ?? 0) + 1 }), {}))
    .map(([status, count]) => `${count}×${status}`)
    .join(' ');
  console.log(
    `${label.padEnd(52)} /_health max ${max.toFixed(1).padStart(8)} ms (${health.length} probes)   ` +
      `event loop max ${(loop.max / 1e6).toFixed(1).padStart(8)} ms   all done ${took.toFixed(0).padStart(7)} ms   ${counts}`,
  );
}

// The e-mail pattern's worst case: one long domain of dots that never ends in a valid TLD.
const adversarialEmail = (length: number) => `a@${'.'.repeat(length - 3)}@`;
const rowWithEmail = (length: number) => () => send('POST', `/api/database/rows/table/${table.id}/`, { [`field_${email.id}`]: adversarialEmail(length) }, token);
// Trailing slashes followed by one more character: every start position scans the whole run.
const resetWithSlashes = (slashes: number) => () =>
  send('POST', '/api/user/send-reset-password-email/', { email: 'bench@example.com', base_url: `http://localhost:8000${'/'.repeat(slashes)}x` });
const orderGroups = (count: number) => () => send('POST', '/api/groups/order/', { groups: Array.from({ length: count }, (_, index) => index + 1) }, token);

console.log('\nAs the review sent them:');
await burst('row POST, 40 KB e-mail value', rowWithEmail(40_000));
await burst('reset mail, base_url ending in 40,000 slashes', resetWithSlashes(40_000));
await burst('groups order of 30,000 ids (~180 KB)', orderGroups(30_000));

console.log('\nAt the largest size now accepted:');
await burst('row POST, 254-character e-mail value', rowWithEmail(254));
await burst('reset mail, 2,000-character base_url', resetWithSlashes(2_000 - 'http://localhost:8000x'.length));
await burst('groups order of 1,000 ids', orderGroups(1_000));

const gridRows = 20_000;
const [primary] = await api('GET', `/api/database/fields/table/${table.id}/`, token);
await seedRows(db, table.id, [{ name: `field_${primary.id}`, type: 'text' }, { name: `field_${email.id}`, type: 'email' }], gridRows);
const [view] = await api('GET', `/api/database/views/table/${table.id}/`, token);
const { gridPageSizeLimit } = loadConfig({ DATA_DIR: '/nonexistent', SECRET_KEY: 'x'.repeat(32) });
await burst(`grid window of ${gridPageSizeLimit} rows (of ${gridRows.toLocaleString('en')})`, () =>
  fetch(`${url}/api/database/views/grid/${view.id}/?limit=${gridPageSizeLimit}&offset=5000`, { headers: { authorization: `JWT ${token}` } }).then(async (response) => {
    await response.arrayBuffer();
    return response.status;
  }),
);

// Issue 14, point 1: a search term of 8,000 characters on a 100k-row table once held the embedded
// engine for 24 s. Terms are now capped at 255 characters; one search at the cap, and one past it.
const searchRows = 100_000;
await seedRows(db, table.id, [{ name: `field_${primary.id}`, type: 'text' }, { name: `field_${email.id}`, type: 'email' }], searchRows - gridRows);
const search = (length: number) => () =>
  fetch(`${url}/api/database/rows/table/${table.id}/?size=100&search=${'q'.repeat(length)}`, { headers: { authorization: `JWT ${token}` } }).then(async (response) => {
    await response.arrayBuffer();
    return response.status;
  });
console.log(`
Searching ${searchRows.toLocaleString('en')} rows, one request at a time:`);
await burst('search of 255 characters (the cap)', search(255), 1);
await burst('search of 8,000 characters (refused)', search(8_000), 1);
await burst('search of 20 characters', search(20), 1);

await server.close();
