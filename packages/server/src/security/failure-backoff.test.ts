import { describe, expect, it } from 'vitest';
import { FailureBackoff } from './failure-backoff.js';

describe('FailureBackoff', () => {
  function backoff(overrides: Partial<ConstructorParameters<typeof FailureBackoff>[1]> = {}) {
    let now = 0;
    const subject = new FailureBackoff(() => now, { freeFailures: 3, maxDelaySeconds: 60, forgetAfterSeconds: 900, ...overrides });
    return { subject, advance: (seconds: number) => void (now += seconds * 1000) };
  }

  it('lets the free failures through, then doubles the wait from one second up to the maximum', async () => {
    const { subject, advance } = backoff();
    const waits: number[] = [];
    for (let i = 0; i < 10; i += 1) {
      waits.push(await subject.retryAfter('k'));
      await subject.recordFailure('k');
    }
    expect(waits).toEqual([0, 0, 0, 1, 2, 4, 8, 16, 32, 60]);
    advance(59);
    expect(await subject.retryAfter('k')).toBe(1);
    advance(1);
    expect(await subject.retryAfter('k')).toBe(0);
  });

  it('keeps keys apart, forgets a key on success and after a quiet spell', async () => {
    const { subject, advance } = backoff();
    for (let i = 0; i < 5; i += 1) await subject.recordFailure('a');
    expect(await subject.retryAfter('a')).toBeGreaterThan(0);
    expect(await subject.retryAfter('b')).toBe(0);
    await subject.forget('a');
    expect(await subject.retryAfter('a')).toBe(0);
    for (let i = 0; i < 5; i += 1) await subject.recordFailure('a');
    advance(901);
    await subject.recordFailure('a');
    // The old failures were forgotten: this is the first of a new run.
    expect(await subject.retryAfter('a')).toBe(0);
  });

  it('stays bounded, forgetting the oldest keys first', async () => {
    const { subject } = backoff({ freeFailures: 0, maxKeys: 10 });
    for (let i = 0; i < 25; i += 1) await subject.recordFailure(`key${i}`);
    expect(await subject.retryAfter('key0')).toBe(0);
    expect(await subject.retryAfter('key24')).toBeGreaterThan(0);
  });

  it('remembers a run for exactly forgetAfterSeconds after its last failure', async () => {
    const { subject, advance } = backoff({ freeFailures: 0 });
    await subject.recordFailure('k');
    advance(900);
    expect(await subject.retryAfter('k')).toBe(0);
    await subject.recordFailure('k');
    await subject.recordFailure('fresh');
    // Still the same run: its second failure waits longer than a first one does.
    expect(await subject.retryAfter('k')).toBe(2 * (await subject.retryAfter('fresh')));
    advance(901);
    expect(await subject.retryAfter('k')).toBe(0);
  });

  it('at the cap forgets the oldest tenth of the keys, and only them', async () => {
    const { subject } = backoff({ freeFailures: 0, maxKeys: 10 });
    for (let i = 0; i <= 10; i += 1) await subject.recordFailure(`key${i}`);
    expect(await subject.retryAfter('key0')).toBe(0);
    for (const kept of [1, 9, 10]) expect(await subject.retryAfter(`key${kept}`), `key${kept}`).toBeGreaterThan(0);
  });
});
