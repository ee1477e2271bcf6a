import { describe, expect, it } from 'vitest';
import { findUnstorableText, isPlainData } from './unstorable-text.js';

const nul = { error: 'Null characters are not allowed.', code: 'null_characters_not_allowed' };

describe('findUnstorableText', () => {
  it('finds a NUL in a value or a key, with its path', () => {
    expect(findUnstorableText({ a: [{ b: 'x\u0000' }] })).toEqual({ path: ['a', '0', 'b'], error: nul });
    expect(findUnstorableText({ a: { 'k\u0000': 1 } })).toEqual({ path: ['a', 'k\u0000'], error: nul });
    expect(findUnstorableText({ a: ['fine', 1, null, true] })).toBeUndefined();
  });

  // Issue 30: a request stream handed to the check made it walk the process's object graph
  // (sockets, the server, every other request) until the heap ran out.
  it('never descends into a stream or any other live object', () => {
    class Stream {
      readonly owner = { streams: [this] };
      readonly text = 'held\u0000';
    }
    const stream = new Stream();
    expect(isPlainData(stream)).toBe(false);
    expect(findUnstorableText(stream)).toBeUndefined();
    expect(findUnstorableText({ file: stream, at: new Date(), bytes: new Uint8Array([0]) })).toBeUndefined();
  });

  it('reads the objects query-string parsers make, which inherit from a bare prototype', () => {
    const Bare = function () {} as unknown as { new (): Record<string, unknown>; prototype: object };
    Bare.prototype = Object.create(null) as object;
    const parsed = new Bare();
    parsed.q = 'a\u0000';
    expect(isPlainData(parsed)).toBe(true);
    expect(findUnstorableText(parsed)).toEqual({ path: ['q'], error: nul });
    expect(isPlainData(Object.create(null) as object)).toBe(true);
  });

  it('visits each object once, so a cycle ends', () => {
    const looped: Record<string, unknown> = { name: 'ok' };
    looped.self = looped;
    looped.list = [looped, looped];
    expect(findUnstorableText(looped)).toBeUndefined();
  });

  it('refuses a value nested past its depth, or holding more entries than its bound, as a whole', () => {
    const bounds = { maxDepth: 3, maxEntries: 10 };
    expect(findUnstorableText({ a: { b: { c: 1 } } }, bounds)).toBeUndefined();
    expect(findUnstorableText({ a: { b: { c: {} } } }, bounds)).toEqual({ path: [], error: { error: 'The data may not be nested more than 3 levels deep.', code: 'max_depth' } });
    expect(findUnstorableText({ list: Array.from({ length: 9 }, () => 0) }, bounds)).toBeUndefined();
    expect(findUnstorableText({ list: Array.from({ length: 10 }, () => 0) }, bounds)).toEqual({ path: [], error: { error: 'The data may not hold more than 10 keys and items.', code: 'max_length' } });
  });

  it('stops a body nested far deeper than the call stack allows at the depth bound, and soon', () => {
    let deep: unknown = 'ok';
    for (let i = 0; i < 1_000_000; i += 1) deep = [deep];
    const started = Date.now();
    expect(findUnstorableText({ deep })?.error.code).toBe('max_depth');
    expect(Date.now() - started).toBeLessThan(50);
  });
});
