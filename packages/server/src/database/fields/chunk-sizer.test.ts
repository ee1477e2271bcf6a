import { describe, expect, it } from 'vitest';
import { ChunkSizer } from './chunk-sizer.js';

describe('ChunkSizer', () => {
  const limits = { first: 1_000, min: 100, max: 10_000, targetMs: 20 };

  it('starts at the first size and settles on the rows that fit the target time', () => {
    const sizer = new ChunkSizer(limits);
    expect(sizer.size).toBe(1_000);
    sizer.record(1_000, 40); // 25 rows/ms: 500 rows fit 20 ms
    expect(sizer.size).toBe(500);
    sizer.record(500, 20);
    expect(sizer.size).toBe(500);
  });

  it('shrinks at once after a slow chunk but at most doubles after a fast one', () => {
    const sizer = new ChunkSizer(limits);
    sizer.record(1_000, 1);
    expect(sizer.size).toBe(2_000);
    sizer.record(2_000, 400);
    expect(sizer.size).toBe(100);
  });

  it('stays within its bounds, even for a chunk measured at 0 ms', () => {
    const sizer = new ChunkSizer(limits);
    for (let i = 0; i < 10; i += 1) sizer.record(sizer.size, 0);
    expect(sizer.size).toBe(10_000);
    sizer.record(10_000, 100_000);
    expect(sizer.size).toBe(100);
  });
});
