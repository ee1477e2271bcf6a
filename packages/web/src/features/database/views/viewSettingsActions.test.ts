import type { View } from '@cellar/core';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../api/ApiError';
import { fakeDatabaseApi, fixtureTable } from '../test/fakeDatabaseApi';
import { createViewSettingsActions } from './viewSettingsActions';

function setup(view: Partial<View>) {
  const fixture = fixtureTable();
  let current: View = { ...fixture.view, filters: [], sortings: [], ...view };
  const api = fakeDatabaseApi(fixture.rows);
  const onApplied = vi.fn();
  const onError = vi.fn();
  const actions = createViewSettingsActions({ api, onApplied, onError, cache: { read: () => current, write: (update) => (current = update(current)) } });
  return { api, actions, onApplied, onError, view: () => current, fields: fixture.fields };
}

const filter = (id: number, value = '') => ({ id, view: 9, field: 1, type: 'contains', value });

describe('view settings changes', () => {
  it('put a filter’s old value back when the server refuses, and do not reload', async () => {
    const { api, actions, onApplied, onError, view } = setup({ filters: [filter(5, 'old')] });
    api.updateViewFilter.mockRejectedValueOnce(new Error('offline'));
    const change = actions.changeFilter(view().filters![0]!, { value: 'new' });
    expect(view().filters![0]!.value).toBe('new');
    await change;
    expect(view().filters![0]!.value).toBe('old');
    expect(onError).toHaveBeenCalled();
    expect(onApplied).not.toHaveBeenCalled();
  });

  it('put a filter back in its place when deleting fails, and count a 404 as deleted', async () => {
    const { api, actions, onApplied, view } = setup({ filters: [filter(5), filter(6), filter(7)] });
    api.deleteViewFilter.mockRejectedValueOnce(new Error('offline'));
    await actions.removeFilter(view().filters![1]!);
    expect(view().filters!.map((item) => item.id)).toEqual([5, 6, 7]);
    api.deleteViewFilter.mockRejectedValueOnce(new ApiError(404, { error: 'ERROR_VIEW_FILTER_DOES_NOT_EXIST' }));
    await actions.removeFilter(view().filters![1]!);
    expect(view().filters!.map((item) => item.id)).toEqual([5, 7]);
    expect(onApplied).toHaveBeenCalledTimes(1);
  });

  it('show a new sort with a temporary id until the server’s answer replaces it', async () => {
    const { actions, view, fields } = setup({});
    const adding = actions.addSort(fields[1]!);
    expect(view().sortings).toEqual([{ id: -1, view: 9, field: 2, order: 'ASC' }]);
    await adding;
    expect(view().sortings).toEqual([{ id: 100, view: 9, field: 2, order: 'ASC' }]);
  });

  it('turn the filters back on when disabling them fails', async () => {
    const { api, actions, view } = setup({});
    api.updateView.mockRejectedValueOnce(new Error('offline'));
    await actions.changeView({ filters_disabled: true });
    expect(view().filters_disabled).toBe(false);
  });
});
