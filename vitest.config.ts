import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';
import { LongestFirstSequencer } from './scripts/test-sequencer.js';

// One runner for every package; `--project` picks a suite. The `source` condition makes
// workspace packages resolve to their TypeScript sources, so tests need no build step.
const resolve = { conditions: ['source', ...defaultClientConditions] };
const ssr = { resolve: { conditions: ['source', ...defaultServerConditions], externalConditions: ['source'] } };

export default defineConfig({
  resolve,
  ssr,
  test: {
    // The longest files start first, so the two workers of each suite finish together (scripts/test-sequencer.ts).
    sequence: { sequencer: LongestFirstSequencer },
    projects: [
      {
        resolve,
        ssr,
        // Core is pure functions: one module graph per worker, not one per file (9 s -> 4.5 s). Vitest's
        // default of one worker fewer than the cores left one of two cores idle for core and web.
        test: { name: 'core', root: 'packages/core', include: ['src/**/*.test.ts'], environment: 'node', isolate: false, maxWorkers: 2 },
      },
      {
        resolve,
        ssr,
        test: {
          name: 'server',
          root: 'packages/server',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          globalSetup: ['./test/setup/embedded-worker.ts'],
          // Every test file starts its own server on its own database; two at a time fit two cores.
          maxWorkers: 2,
          // Files share one module graph per worker instead of importing Fastify, Kysely and the app for each of ~90
          // (324 s -> 226 s on the embedded engine). A file that mocks a module drops the graph first (register-order).
          isolate: false,
        },
      },
      {
        resolve,
        extends: 'packages/web/vite.config.ts',
        test: {
          name: 'web',
          root: 'packages/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['./src/test/setup.ts'],
          // Importing React, Radix and the app for each of 66 files was most of the time (70 s -> 20 s);
          // setup.ts unmounts what a test rendered and clears the document, cookies and storage.
          isolate: false,
          maxWorkers: 2,
          // A screen test types and clicks through jsdom, all CPU: under 1 s alone, it ran past 5 s when a busy
          // machine gave each worker a third of a core (CI failed once so).
          testTimeout: 15_000,
        },
      },
      {
        resolve,
        ssr,
        test: {
          name: 'e2e',
          root: 'e2e',
          include: ['tests/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          maxWorkers: 2,
          globalSetup: ['./support/template-data.ts'],
          // Pages wait on real servers (scrypt hashing, SMTP): give polled expectations room.
          expect: { poll: { timeout: 10_000, interval: 100 } },
        },
      },
    ],
  },
});
