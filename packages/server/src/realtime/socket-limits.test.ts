import { describe, expect, it } from 'vitest';
import { MessageRate } from './socket-limits.js';

describe('MessageRate', () => {
  it('allows a burst of the limit, then one more per 1/limit of a second', () => {
    let now = 0;
    const rate = new MessageRate(4, () => now);
    expect([1, 2, 3, 4].map(() => rate.take())).toEqual([true, true, true, true]);
    expect(rate.take()).toBe(false);
    now += 249;
    expect(rate.take()).toBe(false);
    now += 2;
    expect(rate.take()).toBe(true);
    expect(rate.take()).toBe(false);
  });

  it('never saves up more than one burst, however long the socket was quiet', () => {
    let now = 0;
    const rate = new MessageRate(3, () => now);
    now += 60_000;
    expect([1, 2, 3, 4].map(() => rate.take())).toEqual([true, true, true, false]);
  });
});
