import type { Field } from '@cellar/core';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { filterUis } from '../filterUi';

const tags: Field = {
  id: 2, table_id: 7, name: 'Tags', order: 2, type: 'multiple_select', primary: false,
  select_options: [{ id: 4, value: 'Urgent', color: 'red' }, { id: 5, value: 'Later', color: 'blue' }, { id: 6, value: 'Done', color: 'green' }],
};

describe('the multiple select filters’ value (issue 32)', () => {
  it('names its options, and sends each pick at once as the ids, comma separated', async () => {
    const { Input } = filterUis.multiple_select_has;
    expect(filterUis.multiple_select_has.label).toBe('has any of');
    expect(filterUis.multiple_select_has_not.label).toBe('has none of');
    const onCommit = vi.fn();
    render(Input ? <Input value="5, x" field={tags} label="Filter 1 value" onCommit={onCommit} /> : null);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Filter 1 value: Later' }));
    const list = await screen.findByRole('listbox', { name: 'Search the options of Tags' });
    expect(within(list).getByRole('option', { name: 'Later' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('done{Enter}');
    expect(onCommit).toHaveBeenLastCalledWith('5,6');
    await user.click(within(list).getByRole('option', { name: 'Later' }));
    expect(onCommit).toHaveBeenLastCalledWith('');
  });
});
