import { describe, expect, it } from 'vitest';
import { importedColumnFieldBody } from './column-types.js';

// A quarter of a million values: instrumented for mutation testing this ran past its time on a busy machine,
// so it lives in a `.large.test.ts` file (left out of mutation runs); column-types.test.ts covers the rules.
describe('the options of a large imported column', () => {
  it('reads a column of a quarter of a million values without overflowing the call stack', () => {
    const values = Array.from({ length: 250_000 }, (_, index) => (index === 7 ? '1.25' : '36'));
    expect(importedColumnFieldBody('number', values)).toEqual({ type: 'number', number_type: 'DECIMAL', number_decimal_places: 2, number_negative: false });
  }, 30_000);
});
