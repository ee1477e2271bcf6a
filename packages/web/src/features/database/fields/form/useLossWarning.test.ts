import { describe, expect, it } from 'vitest';
import { lossWarning } from './useLossWarning';

describe('the warning before a field change', () => {
  it('says how many of the cells with a value would become empty and how many would change', () => {
    expect(lossWarning({ filled: 40, emptied: 12, changed: 3 })).toBe('Of the 40 cells with a value, 12 will become empty and 3 will change. Save again to change the field anyway.');
    expect(lossWarning({ filled: 1, emptied: 0, changed: 1 })).toBe('Of the 1 cell with a value, 1 will change. Save again to change the field anyway.');
    expect(lossWarning({ filled: 12_000, emptied: 1_500, changed: 0 })).toBe('Of the 12,000 cells with a value, 1,500 will become empty. Save again to change the field anyway.');
  });

  it('is not given when nothing would be lost or changed', () => {
    expect(lossWarning({ filled: 40, emptied: 0, changed: 0 })).toBeNull();
    expect(lossWarning({ filled: 0, emptied: 0, changed: 0 })).toBeNull();
  });
});
