import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderTableView } from '../test/renderTableView';
import { sortsLabel } from './SortsMenu';

const panel = () => screen.getByRole('dialog', { name: 'Sorts' });

describe('the sorts panel', () => {
  it('names the button by how many fields sort the view', () => {
    expect([0, 1, 2].map(sortsLabel)).toEqual(['Sort', 'Sorted by 1 field', 'Sorted by 2 fields']);
  });

  it('adds a sort on a field not yet sorted, changes its direction and deletes it', async () => {
    const { api, user } = await renderTableView({ sortings: [{ id: 3, view: 9, field: 1, order: 'ASC' }] });
    await user.click(screen.getByRole('button', { name: 'Sorted by 1 field' }));
    await user.click(within(panel()).getByRole('button', { name: 'Add sort' }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Amount', 'Done', 'Notes']);
    await user.click(screen.getByRole('option', { name: 'Amount' }));
    expect(api.createViewSort).toHaveBeenCalledWith(9, { field: 2, order: 'ASC' });
    await screen.findByRole('button', { name: 'Sorted by 2 fields' });
    await waitFor(() => expect(within(panel()).queryByRole('status', { name: 'Creating sort' })).toBeNull());
    // The directions read as fits the field: a number sorts 1 → 9.
    expect(within(panel()).getByRole('button', { name: 'Sort 2 direction' })).toHaveTextContent('1 → 9');
    await user.click(within(panel()).getByRole('button', { name: 'Sort 2 direction' }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['1 → 9', '9 → 1']);
    await user.click(screen.getByRole('option', { name: '9 → 1' }));
    expect(api.updateViewSort).toHaveBeenCalledWith(100, { order: 'DESC' });
    await user.click(within(panel()).getByRole('button', { name: 'Delete sort 1' }));
    expect(api.deleteViewSort).toHaveBeenCalledWith(3);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sorted by 1 field' })).toHaveFocus());
  });

  it('sorts from a column menu, changing the field’s sort when it has one', async () => {
    const { api, user } = await renderTableView({ sortings: [{ id: 3, view: 9, field: 2, order: 'ASC' }] });
    await user.click(screen.getByRole('button', { name: 'Name options' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Sort descending' }));
    expect(api.createViewSort).toHaveBeenCalledWith(9, { field: 1, order: 'DESC' });
    await user.click(screen.getByRole('button', { name: 'Amount options' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Sort descending' }));
    expect(api.updateViewSort).toHaveBeenCalledWith(3, { order: 'DESC' });
  });
});
