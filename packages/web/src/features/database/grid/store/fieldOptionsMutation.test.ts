import { describe, expect, it, vi } from 'vitest';
import type { GridState } from './gridStore';
import { changeFieldOptions, optionsFor } from './fieldOptionsMutation';
import { createStateStore } from '../../../../ui/stateStore';

const state = (): GridState => ({
  status: 'ready',
  error: null,
  count: 0,
  rows: new Map(),
  fieldOptions: { '1': { width: 200, hidden: false, order: 0 }, '2': { width: 150, hidden: false, order: 1 } },
});

describe('field options changes', () => {
  it('apply at once and are saved in one request', async () => {
    const store = createStateStore(state());
    const save = vi.fn().mockResolvedValue({});
    const saving = changeFieldOptions(store, save, { 1: { width: 320 }, 2: { order: 0 } }, vi.fn());
    expect(store.getState().fieldOptions['1']).toEqual({ width: 320, hidden: false, order: 0 });
    await saving;
    expect(save).toHaveBeenCalledWith({ 1: { width: 320 }, 2: { order: 0 } });
  });

  it('roll back on failure, except keys changed again meanwhile', async () => {
    const store = createStateStore(state());
    let fail: (error: unknown) => void = () => {};
    const onError = vi.fn();
    const saving = changeFieldOptions(store, () => new Promise((_, reject) => (fail = reject)), { 1: { hidden: true, width: 300 } }, onError);
    store.setState((current) => ({ ...current, fieldOptions: { ...current.fieldOptions, '1': { ...current.fieldOptions['1']!, width: 400 } } }));
    fail(new Error('offline'));
    await saving;
    expect(store.getState().fieldOptions['1']).toEqual({ width: 400, hidden: false, order: 0 });
    expect(onError).toHaveBeenCalled();
  });

  it('give fields without stored options the defaults', () => {
    expect(optionsFor({}, 9)).toEqual({ width: 200, hidden: false, order: 32767 });
  });
});
