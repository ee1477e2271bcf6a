// Runs Cellar's whole test suite: typecheck and lint, unit (core, web), server integration on the embedded engine
// (and on PostgreSQL too when TEST_DATABASE_URL is set), then the browser journeys in Chromium.
// Prints one closing line "N passed, N failed, N skipped" over every suite, saying when the PostgreSQL part was not run.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const reportDir = join(process.cwd(), '.test-reports');
rmSync(reportDir, { recursive: true, force: true });
mkdirSync(reportDir, { recursive: true });

const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = [];
// CI shows only the end of the output, so each failed test is named again there with its first message line.
const failedTests = [];

function run(label, command, args, env = {}) {
  console.log(`\n=== ${label} ===`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) failures.push(label);
  return result.status === 0;
}

function vitest(label, projects, env = {}) {
  const report = join(reportDir, `${label.replace(/\W+/g, '-')}.json`);
  const projectArgs = projects.flatMap((project) => ['--project', project]);
  run(label, 'npx', ['vitest', 'run', ...projectArgs, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`], env);
  try {
    const summary = JSON.parse(readFileSync(report, 'utf8'));
    totals.passed += summary.numPassedTests;
    totals.failed += summary.numFailedTests;
    totals.skipped += summary.numPendingTests + summary.numTodoTests;
    for (const file of summary.testResults ?? []) {
      for (const test of (file.assertionResults ?? []).filter((assertion) => assertion.status === 'failed')) {
        const firstLine = (test.failureMessages?.[0] ?? '').split('\n')[0].slice(0, 300);
        failedTests.push(`${label}: ${file.name} > ${test.fullName}\n    ${firstLine}`);
      }
      if (file.status === 'failed' && (file.assertionResults ?? []).length === 0) failedTests.push(`${label}: ${file.name}\n    ${(file.message ?? '').split('\n')[0]}`);
    }
  } catch {
    failures.push(`${label} (no report)`);
  }
}

if (!run('build', 'npm', ['run', 'build'])) {
  console.log('\n0 passed, 1 failed');
  process.exit(1);
}
run('typecheck', 'npm', ['run', 'typecheck']);
run('lint', 'npm', ['run', 'lint']);
vitest('unit: core and web', ['core', 'web']);
vitest('server on the embedded engine', ['server'], { TEST_DATABASE_URL: '' });
if (process.env.TEST_DATABASE_URL) vitest('server on PostgreSQL', ['server']);
if (run('chromium', 'node', ['scripts/ensure-chromium.mjs'])) vitest('browser journeys', ['e2e']);

if (failedTests.length > 0) console.log(`\nFailed tests:\n${failedTests.map((line) => `  ${line}`).join('\n')}`);
console.log(`\nSuites with failures: ${failures.length === 0 ? 'none' : failures.join(', ')}`);
// Without TEST_DATABASE_URL the server suite ran on the embedded engine only: the closing line says so.
const postgresSkipped = process.env.TEST_DATABASE_URL ? '' : ' (server on PostgreSQL not run: set TEST_DATABASE_URL=postgres://… to run it)';
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped${postgresSkipped}`);
process.exit(failures.length === 0 && totals.failed === 0 ? 0 : 1);
