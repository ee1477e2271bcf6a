import { describe, expect, it } from 'vitest';
import { initialGroupSelection } from './initialGroupSelection';

describe('initialGroupSelection', () => {
  it('selects the only group, whatever was remembered', () => {
    expect(initialGroupSelection([{ id: 4 }], null)).toBe(4);
    expect(initialGroupSelection([{ id: 4 }], 9)).toBe(4);
  });

  it('otherwise tries the remembered group', () => {
    expect(initialGroupSelection([{ id: 1 }, { id: 2 }], 2)).toBe(2);
  });

  it('ignores a remembered group that is no longer among them', () => {
    expect(initialGroupSelection([{ id: 1 }, { id: 2 }], 7)).toBeNull();
    expect(initialGroupSelection([{ id: 1 }, { id: 2 }], null)).toBeNull();
    expect(initialGroupSelection([], 1)).toBeNull();
  });
});
