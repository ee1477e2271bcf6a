// Prints the slowest test files and every test over 5 s from the reports the last `npm test` left in
// .test-reports/ (docs/development.md, "Keeping the suite fast"). `node scripts/slowest-tests.mjs [count]`.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const reportDir = join(process.cwd(), '.test-reports');
const count = Number(process.argv[2] ?? 15);
const files = [];
const slowTests = [];

for (const name of readdirSync(reportDir).filter((entry) => entry.endsWith('.json'))) {
  const suite = name.replace(/\.json$/, '');
  const report = JSON.parse(readFileSync(join(reportDir, name), 'utf8'));
  for (const file of report.testResults ?? []) {
    const path = relative(process.cwd(), file.name);
    files.push({ suite, path, seconds: (file.endTime - file.startTime) / 1000 });
    for (const test of file.assertionResults ?? []) {
      if ((test.duration ?? 0) > 5000 && !path.includes('.large.test.')) slowTests.push({ suite, path, title: test.title, seconds: test.duration / 1000 });
    }
  }
}

console.log(`Slowest ${count} test files:`);
for (const file of files.sort((a, b) => b.seconds - a.seconds).slice(0, count)) console.log(`  ${file.seconds.toFixed(1).padStart(6)} s  ${file.suite}  ${file.path}`);
console.log(`\nTests over 5 s outside *.large.test.ts files (${slowTests.length}):`);
for (const test of slowTests.sort((a, b) => b.seconds - a.seconds)) console.log(`  ${test.seconds.toFixed(1).padStart(6)} s  ${test.suite}  ${test.path} > ${test.title}`);
