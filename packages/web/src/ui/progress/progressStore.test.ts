import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createProgressStore } from './progressStore';

describe('progress bar', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('stays hidden for quick work shorter than the 200 ms throttle', () => {
    const bar = createProgressStore();
    bar.start();
    vi.advanceTimersByTime(150);
    bar.finish();
    expect(bar.getSnapshot().visible).toBe(false);
  });

  it('shows after the throttle, creeps forward, completes and hides 500 ms after finishing', () => {
    const bar = createProgressStore();
    bar.start();
    vi.advanceTimersByTime(200);
    expect(bar.getSnapshot()).toMatchObject({ visible: true, percent: 0 });
    vi.advanceTimersByTime(2500);
    expect(bar.getSnapshot().percent).toBeCloseTo(50, 0);
    vi.advanceTimersByTime(10_000);
    expect(bar.getSnapshot().percent).toBe(95);
    bar.finish();
    expect(bar.getSnapshot().percent).toBe(100);
    vi.advanceTimersByTime(499);
    expect(bar.getSnapshot().visible).toBe(true);
    vi.advanceTimersByTime(1);
    expect(bar.getSnapshot().visible).toBe(false);
  });

  it('sets a value, fails visibly and hides on demand', () => {
    const bar = createProgressStore();
    bar.set(60);
    expect(bar.getSnapshot()).toMatchObject({ visible: true, percent: 60 });
    bar.fail();
    expect(bar.getSnapshot()).toMatchObject({ visible: true, percent: 100, failed: true });
    bar.start();
    vi.advanceTimersByTime(300);
    bar.hide();
    expect(bar.getSnapshot().visible).toBe(false);
  });
});
