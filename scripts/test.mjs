// Runs Cellar's whole test suite: build, typecheck and lint, unit (core, web), server integration on the embedded
// engine (and on PostgreSQL too when TEST_DATABASE_URL is set), then the browser journeys in Chromium.
// Ends with one line per suite and its duration, then the closing line "N passed, N failed, N skipped" over every
// suite, saying when the PostgreSQL part was not run. The budget of each suite is in docs/development.md.
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const reportDir = join(process.cwd(), '.test-reports');
rmSync(reportDir, { recursive: true, force: true });
mkdirSync(reportDir, { recursive: true });

const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = [];
// CI shows only the end of the output, so each failed test is named again there with its first message line.
const failedTests = [];
const durations = [];

// Steps that run side by side print their output as it comes, each line prefixed with the step's label; a step
// that runs alone keeps its terminal (colours, vitest's live view).
function run(label, command, args, { env = {}, prefixed = false } = {}) {
  const started = Date.now();
  console.log(`\n=== ${label} ===`);
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: prefixed ? ['ignore', 'pipe', 'pipe'] : 'inherit', env: { ...process.env, ...env } });
    if (prefixed) for (const stream of [child.stdout, child.stderr]) prefixLines(stream, label);
    child.on('close', (code) => {
      durations.push({ label, seconds: (Date.now() - started) / 1000 });
      if (code !== 0) failures.push(label);
      resolve(code === 0);
    });
  });
}

function prefixLines(stream, label) {
  let partial = '';
  stream.setEncoding('utf8');
  stream.on('data', (chunk) => {
    const lines = (partial + chunk).split('\n');
    partial = lines.pop() ?? '';
    for (const line of lines) console.log(`[${label}] ${line}`);
  });
  stream.on('end', () => partial && console.log(`[${label}] ${partial}`));
}

async function vitest(label, projects, options = {}) {
  const report = join(reportDir, `${label.replace(/\W+/g, '-')}.json`);
  const projectArgs = projects.flatMap((project) => ['--project', project]);
  await run(label, 'npx', ['vitest', 'run', ...projectArgs, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`], options);
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

const started = Date.now();
if (!(await run('build', 'npm', ['run', 'build']))) {
  console.log('\n0 passed, 1 failed');
  process.exit(1);
}
// tsc and ESLint each keep one core busy; side by side they take the time of the longer.
await Promise.all([run('typecheck', 'npm', ['run', 'typecheck'], { prefixed: true }), run('lint', 'npm', ['run', 'lint'], { prefixed: true })]);
await vitest('unit: core and web', ['core', 'web']);
await vitest('server on the embedded engine', ['server'], { env: { TEST_DATABASE_URL: '' } });
if (process.env.TEST_DATABASE_URL) await vitest('server on PostgreSQL', ['server']);
if (await run('chromium', 'node', ['scripts/ensure-chromium.mjs'])) await vitest('browser journeys', ['e2e']);

if (failedTests.length > 0) console.log(`\nFailed tests:\n${failedTests.map((line) => `  ${line}`).join('\n')}`);
console.log(`\nSuites with failures: ${failures.length === 0 ? 'none' : failures.join(', ')}`);
for (const { label, seconds } of durations) console.log(`  ${label}: ${seconds.toFixed(0)} s`);
console.log(`  whole run: ${((Date.now() - started) / 1000).toFixed(0)} s`);
// Without TEST_DATABASE_URL the server suite ran on the embedded engine only: the closing line says so.
const postgresSkipped = process.env.TEST_DATABASE_URL ? '' : ' (server on PostgreSQL not run: set TEST_DATABASE_URL=postgres://… to run it)';
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped${postgresSkipped}`);
process.exit(failures.length === 0 && totals.failed === 0 ? 0 : 1);
