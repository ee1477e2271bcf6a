// Runs mutation testing one group at a time (mutation/groups.mjs) and closes with each group's
// score. `node scripts/mutate.mjs` runs every group; `core`, `server` or group names pick some;
// options (`--force`, `--logLevel debug`) go to Stryker. Each group keeps its own incremental
// file, so a run stopped between groups loses nothing.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { groupNames } from '../mutation/groups.mjs';

const firstOption = process.argv.slice(2).findIndex((arg) => arg.startsWith('--'));
const wanted = firstOption === -1 ? process.argv.slice(2) : process.argv.slice(2, 2 + firstOption);
const strykerOptions = firstOption === -1 ? [] : process.argv.slice(2 + firstOption);
const names = wanted.length === 0 ? groupNames : groupNames.filter((name) => wanted.some((word) => name === word || name.startsWith(`${word}-`)));
const unknown = wanted.filter((word) => !groupNames.some((name) => name === word || name.startsWith(`${word}-`)));
if (unknown.length > 0 || names.length === 0) {
  console.error(`unknown group(s): ${unknown.join(', ')}; the groups are ${groupNames.join(', ')}`);
  process.exit(2);
}

const failed = [];
for (const name of names) {
  console.log(`\n=== mutation testing: ${name} ===`);
  const result = spawnSync('npx', ['stryker', 'run', 'stryker.config.mjs', ...strykerOptions], { stdio: 'inherit', env: { ...process.env, MUTATION_GROUP: name } });
  if (result.status !== 0) failed.push(name);
}

console.log('\nMutation score per group (killed + timeout) / (all - ignored - compile errors):');
for (const name of names) console.log(`  ${name.padEnd(20)} ${score(name)}`);
if (failed.length > 0) console.log(`Runs that failed: ${failed.join(', ')}`);
process.exit(failed.length === 0 ? 0 : 1);

function score(name) {
  const file = `reports/mutation/${name}.json`;
  if (!existsSync(file)) return 'no report';
  const counts = {};
  const report = JSON.parse(readFileSync(file, 'utf8'));
  for (const { mutants } of Object.values(report.files)) for (const { status } of mutants) counts[status] = (counts[status] ?? 0) + 1;
  const detected = (counts.Killed ?? 0) + (counts.Timeout ?? 0);
  const valid = detected + (counts.Survived ?? 0) + (counts.NoCoverage ?? 0);
  const percent = valid === 0 ? 'n/a' : `${((100 * detected) / valid).toFixed(1)} %`;
  // A test file that fails to load in Stryker's sandbox (a package it cannot resolve there) is left out without
  // an error: the number of files that ran, next to the score, shows it.
  const testFiles = Object.values(report.testFiles ?? {});
  const tests = testFiles.reduce((sum, file) => sum + file.tests.length, 0);
  return `${percent}  (${detected} of ${valid}; survived ${counts.Survived ?? 0}, no coverage ${counts.NoCoverage ?? 0}, ignored ${counts.Ignored ?? 0}; ${tests} tests in ${testFiles.length} files)`;
}
