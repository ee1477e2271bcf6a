import { describe, expect, it } from 'vitest';
import { findUnusedName } from './unused-name.js';

describe('findUnusedName (a second copy in the same group)', () => {
  it('keeps a free name, else numbers it from 2 past every taken one', () => {
    expect(findUnusedName('Tracker', ['Other'])).toBe('Tracker');
    expect(findUnusedName('Tracker', ['Tracker'])).toBe('Tracker 2');
    expect(findUnusedName('Tracker', ['Tracker', 'Tracker 2', 'Tracker 3'])).toBe('Tracker 4');
  });

  it('cuts the name, not the number, to stay within the longest name', () => {
    const long = 'x'.repeat(255);
    expect(findUnusedName(long, [long])).toBe(`${'x'.repeat(253)} 2`);
    expect(findUnusedName(`${long}yz`, [])).toBe(long);
  });
});
