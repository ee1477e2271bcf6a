// Writes scripts/test-durations.json from the reports the last `npm test` left in .test-reports/:
// each test file's duration in ms (the longer of its engines), which the sequencer uses to start the
// longest files first on a clean clone (scripts/test-sequencer.ts). Run it after a whole run when
// files were added or got much slower or faster; a file it does not list simply starts last.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const reportDir = join(process.cwd(), '.test-reports');
const durations = {};
for (const name of readdirSync(reportDir).filter((entry) => entry.endsWith('.json'))) {
  const report = JSON.parse(readFileSync(join(reportDir, name), 'utf8'));
  for (const file of report.testResults ?? []) {
    const path = relative(process.cwd(), file.name);
    durations[path] = Math.max(durations[path] ?? 0, Math.round(file.endTime - file.startTime));
  }
}
const sorted = Object.fromEntries(Object.entries(durations).sort(([a], [b]) => (a < b ? -1 : 1)));
writeFileSync(join(process.cwd(), 'scripts', 'test-durations.json'), `${JSON.stringify(sorted, null, 1)}\n`);
console.log(`${Object.keys(sorted).length} files written to scripts/test-durations.json`);
