import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../api/ApiError';
import { renderTableView } from '../test/renderTableView';

const panel = () => screen.getByRole('dialog', { name: 'Views' });

describe('the view switcher', () => {
  it('requires a name before creating a grid view, then sends it', async () => {
    const { api, user } = await renderTableView();
    await user.click(screen.getByRole('button', { name: 'View: Grid' }));
    await user.click(within(panel()).getByRole('button', { name: 'Create grid view' }));
    expect(within(panel()).getByRole('alert')).toHaveTextContent('This field is required.');
    expect(api.createView).not.toHaveBeenCalled();
    await user.type(within(panel()).getByRole('textbox', { name: 'Name' }), '  Open tasks ');
    await user.click(within(panel()).getByRole('button', { name: 'Create grid view' }));
    await waitFor(() => expect(api.createView).toHaveBeenCalledWith(7, 'Open tasks'));
  });

  it('shows the old name again and says why when a rename is refused', async () => {
    const { api, user } = await renderTableView();
    api.updateView.mockRejectedValueOnce(new ApiError(400, { error: 'ERROR_REQUEST_BODY_VALIDATION', detail: 'Invalid name.' }));
    await user.click(screen.getByRole('button', { name: 'View: Grid' }));
    await user.click(within(panel()).getByRole('button', { name: 'Rename view Grid' }));
    await user.clear(within(panel()).getByRole('textbox', { name: 'View name' }));
    await user.type(within(panel()).getByRole('textbox', { name: 'View name' }), 'Board{Enter}');
    expect(api.updateView).toHaveBeenCalledWith(9, { name: 'Board' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'View: Grid' })).toBeInTheDocument());
  });

  it('counts a view already gone (404) as deleted', async () => {
    const { api, user } = await renderTableView();
    api.deleteView.mockRejectedValueOnce(new ApiError(404, { error: 'ERROR_VIEW_DOES_NOT_EXIST', detail: 'The view does not exist.' }));
    await user.click(screen.getByRole('button', { name: 'View: Grid' }));
    await user.click(within(panel()).getByRole('button', { name: 'Delete view Grid' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Delete Grid' })).getByRole('button', { name: 'Delete view' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Delete Grid' })).toBeNull());
    expect(api.deleteView).toHaveBeenCalledWith(9);
  });
});
