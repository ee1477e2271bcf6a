import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderTableView } from '../test/renderTableView';
import { filtersLabel } from './FiltersMenu';

const panel = () => screen.getByRole('dialog', { name: 'Filters' });

describe('the filters panel', () => {
  it('names the button by how many filters there are', () => {
    expect([0, 1, 2].map(filtersLabel)).toEqual(['Filter', '1 Filter', '2 Filters']);
  });

  it('adds a filter on the primary field with its first compatible type, then reloads the rows', async () => {
    const { api, user } = await renderTableView();
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    const loads = api.gridRows.mock.calls.length;
    await user.click(within(panel()).getByRole('button', { name: 'Add filter' }));
    expect(api.createViewFilter).toHaveBeenCalledWith(9, { field: 1, type: 'equal', value: '' });
    await waitFor(() => expect(api.gridRows.mock.calls.length).toBeGreaterThan(loads));
    expect(within(panel()).getByRole('button', { name: 'Filter 1 type' })).toHaveTextContent('is');
    expect(screen.getByRole('button', { name: '1 Filter' })).toBeInTheDocument();
  });

  it('sends a typed value once typing pauses, and at once on Enter', async () => {
    const { api, user } = await renderTableView({ filters: [{ id: 5, view: 9, field: 1, type: 'contains', value: '' }] });
    await user.click(screen.getByRole('button', { name: '1 Filter' }));
    await user.type(within(panel()).getByRole('textbox', { name: 'Filter 1 value' }), 'Row');
    expect(api.updateViewFilter).not.toHaveBeenCalled();
    await waitFor(() => expect(api.updateViewFilter).toHaveBeenCalledWith(5, { value: 'Row' }));
    expect(api.updateViewFilter).toHaveBeenCalledTimes(1);
    await user.type(within(panel()).getByRole('textbox', { name: 'Filter 1 value' }), ' 2{Enter}');
    expect(api.updateViewFilter).toHaveBeenLastCalledWith(5, { value: 'Row 2' });
  });

  it('offers only the types a field takes, and switches to one of them with the field', async () => {
    const { api, user } = await renderTableView({ filters: [{ id: 5, view: 9, field: 1, type: 'contains', value: 'x' }] });
    await user.click(screen.getByRole('button', { name: '1 Filter' }));
    await user.click(within(panel()).getByRole('button', { name: 'Filter 1 field' }));
    await user.click(screen.getByRole('option', { name: 'Done' }));
    expect(api.updateViewFilter).toHaveBeenCalledWith(5, { field: 3, type: 'equal', value: '' });
    await user.click(within(panel()).getByRole('button', { name: 'Filter 1 type' }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['is', 'is not', 'checkbox is', 'is empty', 'is not empty']);
    await user.click(screen.getByRole('option', { name: 'is empty' }));
    expect(api.updateViewFilter).toHaveBeenLastCalledWith(5, { type: 'empty' });
    expect(within(panel()).queryByRole('textbox', { name: 'Filter 1 value' })).toBeNull();
    // A field that takes the current type keeps it.
    await user.click(within(panel()).getByRole('button', { name: 'Filter 1 field' }));
    await user.click(screen.getByRole('option', { name: 'Notes' }));
    expect(api.updateViewFilter).toHaveBeenLastCalledWith(5, { field: 4 });
  });

  it('resets the value with the field, and keeps it only when the new field reads it the same', async () => {
    const filters = [
      { id: 5, view: 9, field: 2, type: 'higher_than', value: '5' },
      { id: 6, view: 9, field: 1, type: 'contains', value: 'x' },
    ];
    const { api, user } = await renderTableView({ filters });
    await user.click(screen.getByRole('button', { name: '2 Filters' }));
    // A number's value is never applied to a text field's new type.
    await user.click(within(panel()).getByRole('button', { name: 'Filter 1 field' }));
    await user.click(screen.getByRole('option', { name: 'Name' }));
    expect(api.updateViewFilter).toHaveBeenLastCalledWith(5, { field: 1, type: 'equal', value: '' });
    await waitFor(() => expect(within(panel()).getByRole('textbox', { name: 'Filter 1 value' })).toHaveValue(''));
    // Text on long text is the same filter: the value stays.
    await user.click(within(panel()).getByRole('button', { name: 'Filter 2 field' }));
    await user.click(screen.getByRole('option', { name: 'Notes' }));
    expect(api.updateViewFilter).toHaveBeenLastCalledWith(6, { field: 4 });
  });

  it('removes a filter the server refuses to create, and says so', async () => {
    const { api, user } = await renderTableView();
    api.createViewFilter.mockRejectedValueOnce(new Error('offline'));
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    await user.click(within(panel()).getByRole('button', { name: 'Add filter' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Action not completed.');
    expect(within(panel()).queryByRole('listitem', { name: 'Filter 1' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Filter' })).toBeInTheDocument();
  });

  it('chooses AND or OR from the second filter, turns all filters off, and gives focus back to its button', async () => {
    const filters = [
      { id: 5, view: 9, field: 1, type: 'contains', value: 'a' },
      { id: 6, view: 9, field: 4, type: 'empty', value: '' },
    ];
    const { api, user } = await renderTableView({ filters });
    await user.click(screen.getByRole('button', { name: '2 Filters' }));
    await user.click(within(panel()).getByRole('button', { name: 'Combine filters with' }));
    await user.click(screen.getByRole('option', { name: 'Or' }));
    expect(api.updateView).toHaveBeenCalledWith(9, { filter_type: 'OR' });
    await user.click(within(panel()).getByRole('switch', { name: 'Disable all filters' }));
    expect(api.updateView).toHaveBeenLastCalledWith(9, { filters_disabled: true });
    await user.click(within(panel()).getByRole('button', { name: 'Delete filter 2' }));
    expect(api.deleteViewFilter).toHaveBeenCalledWith(6);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.getByRole('button', { name: '1 Filter' })).toHaveFocus());
  });

  it('opens with a new filter from a column’s “Create filter”', async () => {
    const { api, user } = await renderTableView();
    await user.click(screen.getByRole('button', { name: 'Amount options' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Create filter' }));
    expect(api.createViewFilter).toHaveBeenCalledWith(9, { field: 2, type: 'equal', value: '' });
    expect(await screen.findByRole('dialog', { name: 'Filters' })).toBeInTheDocument();
    expect(within(panel()).getByRole('button', { name: 'Filter 1 field' })).toHaveTextContent('Amount');
  });
});
