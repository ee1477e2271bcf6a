import { sql } from 'kysely';
import { createTestDatabase } from './src/db/test-database.ts';
const db = await createTestDatabase();
for (const n of [200000, 500000]) {
  let ticks = 0;
  const timer = setInterval(() => ticks++, 10);
  const t = performance.now();
  const r = await sql`select count(distinct md5(g::text)) as n from generate_series(1, ${n}::int) g`.execute(db.kysely);
  clearInterval(timer);
  console.log(n, r.rows, 'ms', Math.round(performance.now() - t), 'ticks', ticks);
}
// round trip
for (let k = 0; k < 2; k++) {
  let t = performance.now();
  for (let i = 0; i < 2000; i++) await db.kysely.selectFrom('settings').selectAll().where('id', '=', 1).execute();
  console.log('small query via kysely µs', Math.round((performance.now() - t) / 2000 * 1000));
}
let t = performance.now();
const big = await sql`select g as id, md5(g::text) as name, now() as at, (g * 1.5)::numeric as n from generate_series(1, 10000) g`.execute(db.kysely);
console.log('10k rows ms', Math.round(performance.now() - t), big.rows.length);
t = performance.now();
const big2 = await sql`select g as id, md5(g::text) as name, now() as at, (g * 1.5)::numeric as n from generate_series(1, 100000) g`.execute(db.kysely);
console.log('100k rows ms', Math.round(performance.now() - t), big2.rows.length);
await db.close();
