import type { Clock } from '../../src/app-context.js';

/** The system clock, which a test can move forward to reach an expiry. */
export class TestClock implements Clock {
  private offsetMs = 0;

  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }

  advance(seconds: number): void {
    this.offsetMs += seconds * 1000;
  }
}
