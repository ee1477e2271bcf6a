import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryRateLimiter } from './rate-limiter.js';

const limiters: MemoryRateLimiter[] = [];
function limiter(now: () => number, options: { maxKeys?: number; sweepIntervalMs?: number } = {}): MemoryRateLimiter {
  const created = new MemoryRateLimiter(now, options);
  limiters.push(created);
  return created;
}
afterEach(() => {
  for (const created of limiters.splice(0)) created.close();
  vi.useRealTimers();
});

/** Milliseconds per hit over a run of at least 20 ms (best of five). */
function perHit(hit: () => void): number {
  let best = Infinity;
  for (let round = 0; round < 5; round++) {
    let hits = 0;
    const start = performance.now();
    let elapsed = 0;
    do {
      hit();
      hits += 1;
      elapsed = performance.now() - start;
    } while (elapsed < 20);
    best = Math.min(best, elapsed / hits);
  }
  return best;
}

describe('the in-memory rate limiter', () => {
  it('counts within a window and starts over after it', async () => {
    let now = 0;
    const limits = limiter(() => now);
    expect(await limits.hit('k', 2, 60)).toBe(true);
    expect(await limits.hit('k', 2, 60)).toBe(true);
    expect(await limits.hit('k', 2, 60)).toBe(false);
    expect(await limits.isBlocked('k', 2)).toBe(true);
    now = 60_000;
    expect(await limits.isBlocked('k', 2)).toBe(false);
    expect(await limits.hit('k', 2, 60)).toBe(true);
  });

  it('forgets passed windows on a timer, not in the requests', async () => {
    vi.useFakeTimers();
    let now = 0;
    const limits = limiter(() => now, { sweepIntervalMs: 1000 });
    for (let i = 0; i < 100; i++) await limits.hit(`address:${i}`, 5, 10);
    expect(limits.size).toBe(100);
    now = 10_000;
    expect(limits.size).toBe(100);
    vi.advanceTimersByTime(1000);
    expect(limits.size).toBe(0);
  });

  it('holds at most maxKeys keys, forgetting passed windows first and then the oldest', async () => {
    let now = 0;
    const limits = limiter(() => now, { maxKeys: 1000 });
    for (let i = 0; i < 500; i++) await limits.hit(`passed:${i}`, 5, 1);
    now = 1000;
    for (let i = 0; i < 5000; i++) await limits.hit(`address:${i}`, 5, 900);
    expect(limits.size).toBeLessThanOrEqual(1000);
    expect(await limits.isBlocked('address:4999', 1)).toBe(true);
    expect(await limits.isBlocked('address:0', 1)).toBe(false);
  });

  it('at the cap forgets the oldest tenth of the windows, and only them', async () => {
    const limits = limiter(() => 0, { maxKeys: 10 });
    for (let i = 0; i < 10; i++) await limits.hit(`address:${i}`, 1, 900);
    await limits.hit('address:10', 1, 900);
    expect(limits.size).toBe(10);
    expect(await limits.isBlocked('address:0', 1)).toBe(false);
    for (const kept of [1, 9, 10]) expect(await limits.isBlocked(`address:${kept}`, 1), `address:${kept}`).toBe(true);
  });

  it('sweeps out passed windows only: a running one keeps its count', async () => {
    let now = 0;
    const limits = limiter(() => now);
    await limits.hit('passed', 1, 1);
    await limits.hit('running', 1, 10);
    now = 1000;
    limits.sweep();
    expect(limits.size).toBe(1);
    expect(await limits.isBlocked('running', 1)).toBe(true);
  });

  // Growth between two sizes, never a wall-clock threshold. The old limiter scanned the whole map
  // on every hit past 10,000 keys: ~10x the cost per hit at ten times the keys.
  it.each([
    ['below the cap', (size: number) => ({ size, maxKeys: 1_000_000 })],
    ['at the cap', (size: number) => ({ size, maxKeys: size })],
  ])('costs the same per hit with 20,000 or 200,000 keys, %s', async (_, shape) => {
    const fill = async ({ size, maxKeys }: { size: number; maxKeys: number }) => {
      const limits = limiter(() => 0, { maxKeys });
      for (let i = 0; i < size; i++) await limits.hit(`address:${i}`, 5, 900);
      let next = size;
      return () => void limits.hit(`address:${(next += 1)}`, 5, 900);
    };
    const [small, large] = [await fill(shape(20_000)), await fill(shape(200_000))];
    let [bestSmall, bestLarge] = [Infinity, Infinity];
    for (let round = 0; round < 3; round++) {
      bestSmall = Math.min(bestSmall, perHit(small));
      bestLarge = Math.min(bestLarge, perHit(large));
    }
    expect(bestLarge / bestSmall).toBeLessThan(3);
  });
});
