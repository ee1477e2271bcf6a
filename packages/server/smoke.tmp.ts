import { readFileSync } from 'node:fs';
import { WorkerClient } from './src/db/embedded/worker-client.ts';
const seed = new Uint8Array(readFileSync('/tmp/cellar-test-template-f6d5bd69abead254.tar'));
for (let i = 0; i < 3; i++) {
  let t = performance.now();
  const c = await WorkerClient.start({ pgdata: null, seed });
  const a = performance.now() - t; t = performance.now();
  await c.query('select 1', []);
  const b = performance.now() - t; t = performance.now();
  await c.stop();
  console.log('start', Math.round(a), 'first query', Math.round(b), 'stop', Math.round(performance.now() - t));
}
