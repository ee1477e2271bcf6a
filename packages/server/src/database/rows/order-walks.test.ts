import { describe, expect, it } from 'vitest';
import { OrderWalks } from './order-walks.js';

// A walk of a sorted order reads the table in the background: it must run once per state of the
// table (each read window would otherwise start another), again after a change or a failure, and
// `settled` must wait for every walk under way (benches and tests read what walks remembered).

/** A walk that counts its runs and ends when told. */
function controlledWalk() {
  let runs = 0;
  let finish: (() => void) | undefined;
  let fail: ((error: Error) => void) | undefined;
  return {
    walk: () => {
      runs += 1;
      return new Promise<void>((resolve, reject) => {
        finish = resolve;
        fail = reject;
      });
    },
    runs: () => runs,
    finish: () => finish?.(),
    fail: () => fail?.(new Error('table deleted meanwhile')),
  };
}

describe('walks of sorted orders', () => {
  it('run once per order and state of the table, again once the table changed', async () => {
    const walks = new OrderWalks();
    const walk = controlledWalk();
    walks.start('7:sorted:12a', 0, walk.walk);
    walks.start('7:sorted:12a', 0, walk.walk);
    expect(walk.runs()).toBe(1);
    walk.finish();
    await walks.settled();
    walks.start('7:sorted:12a', 0, walk.walk);
    expect(walk.runs()).toBe(1);
    walks.start('7:sorted:12d', 0, walk.walk);
    walks.start('7:sorted:12a', 1, walk.walk);
    expect(walk.runs()).toBe(3);
  });

  it('run again after one failed, and settle once every walk under way has', async () => {
    const walks = new OrderWalks();
    const failing = controlledWalk();
    walks.start('7:sorted:12a', 0, failing.walk);
    const slow = controlledWalk();
    walks.start('8:sorted:3a', 0, slow.walk);
    failing.fail();
    let settled = false;
    const settling = walks.settled().then(() => (settled = true));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(settled).toBe(false);
    slow.finish();
    await settling;
    expect(settled).toBe(true);
    walks.start('7:sorted:12a', 0, failing.walk);
    expect(failing.runs()).toBe(2);
    walks.start('8:sorted:3a', 0, slow.walk);
    expect(slow.runs()).toBe(1);
  });

  it('remember the 256 newest orders walked: the oldest may be walked again', () => {
    const walks = new OrderWalks();
    const walk = controlledWalk();
    for (let table = 0; table < 257; table += 1) walks.start(`${table}:sorted:1a`, 0, walk.walk);
    expect(walk.runs()).toBe(257);
    walks.start('1:sorted:1a', 0, walk.walk);
    expect(walk.runs()).toBe(257);
    walks.start('0:sorted:1a', 0, walk.walk);
    expect(walk.runs()).toBe(258);
  });
});
