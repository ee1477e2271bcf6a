import { describe, expect, it } from 'vitest';
import { importDataProblem } from './import-rules.js';

// Tens of megabytes of text: a `.large.test.ts` file is left out of mutation runs (mutation/vitest.config.ts),
// where each character would pass through instrumented code for minutes; utf8-length.test.ts covers the counting.
describe('the size of an import request', () => {
  it('refuses data whose request would be larger than the server takes', () => {
    const cells = Array.from({ length: 600 }, () => 'x'.repeat(50_000));
    expect(importDataProblem([cells])).toBe('This data is too large to import at once; split it into smaller files.');
    // Counted in UTF-8 bytes, as sent: 15 million characters of 'é' are 30 MB, of 'e' 15 MB.
    expect(importDataProblem([Array.from({ length: 300 }, () => 'é'.repeat(50_000))])).toBe('This data is too large to import at once; split it into smaller files.');
    expect(importDataProblem([Array.from({ length: 300 }, () => 'e'.repeat(50_000))])).toBeNull();
  }, 30_000); // seconds on a busy machine
});
