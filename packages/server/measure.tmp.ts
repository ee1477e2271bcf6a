import { sql } from 'kysely';
import { PGlite } from '@electric-sql/pglite';
import { openEmbeddedDatabase } from './src/db/embedded/open-embedded.ts';
import { migrateToLatest } from './src/db/migrate.ts';
import { createTestDatabase } from './src/db/test-database.ts';
const ms = (t: number) => Math.round(performance.now() - t);

let t = performance.now();
const cold = await openEmbeddedDatabase({ memory: true });
const init = ms(t); t = performance.now();
await migrateToLatest(cold);
console.log(`cold in-memory: init ${init} ms + migrate ${ms(t)} ms`);
await cold.close();
for (let i = 0; i < 3; i++) { t = performance.now(); const d = await createTestDatabase(); console.log(`createTestDatabase (template) ${ms(t)} ms`); await d.close(); }

const db = await createTestDatabase();
for (let k = 0; k < 3; k++) {
  t = performance.now();
  for (let i = 0; i < 2000; i++) await sql`select 1 as x`.execute(db.kysely);
  const raw = (performance.now() - t) / 2000;
  t = performance.now();
  for (let i = 0; i < 2000; i++) await db.kysely.selectFrom('users').selectAll().where('id', '=', 1).execute();
  console.log(`round trip: select 1 ${(raw * 1000).toFixed(0)} µs, kysely select by id ${((performance.now() - t) / 2).toFixed(0)} µs`);
}
const heavy = 'select count(distinct md5(g::text)) as n from generate_series(1, 400000) g';
let ticks = 0; let timer = setInterval(() => ticks++, 5);
t = performance.now(); await sql.raw(heavy).execute(db.kysely); clearInterval(timer);
console.log(`worker: heavy query ${ms(t)} ms, 5 ms-interval ticks ${ticks}`);
await db.close();
const main = await PGlite.create({ dataDir: 'memory://' });
ticks = 0; timer = setInterval(() => ticks++, 5);
t = performance.now(); await main.query(heavy); clearInterval(timer);
console.log(`main thread PGlite: heavy query ${ms(t)} ms, ticks ${ticks}`);
await main.close();
