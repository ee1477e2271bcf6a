import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/ApiError';
import { ConfirmDeleteModal } from './ConfirmDeleteModal';

function Harness({ onConfirm }: { onConfirm: () => Promise<unknown> }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Reopen
      </button>
      <ConfirmDeleteModal
        open={open}
        onOpenChange={setOpen}
        title="Delete Company"
        message={
          <>
            Are you sure you want to delete the database <strong>Company</strong>?
          </>
        }
        dependents={[
          { key: 1, name: 'Customers' },
          { key: 2, name: 'Projects' },
        ]}
        dependentsLabel="tables that will be deleted"
        confirmLabel="Delete database"
        onConfirm={onConfirm}
      />
    </>
  );
}

describe('ConfirmDeleteModal', () => {
  it('asks in the given words, lists the dependents, and closes once the delete succeeds', async () => {
    const onConfirm = vi.fn(async () => undefined);
    render(<Harness onConfirm={onConfirm} />);
    const dialog = screen.getByRole('dialog', { name: 'Delete Company' });
    expect(dialog).toHaveTextContent('Are you sure you want to delete the database Company?');
    expect(screen.getByRole('list', { name: 'tables that will be deleted' })).toHaveTextContent('CustomersProjects');
    await userEvent.click(screen.getByRole('button', { name: 'Delete database' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows a failure inside the modal and forgets it once closed', async () => {
    let fail: (error: unknown) => void = () => undefined;
    render(<Harness onConfirm={() => new Promise((_, reject) => (fail = reject))} />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete database' }));
    expect(screen.getByRole('button', { name: 'Delete database' })).toBeDisabled();
    fail(new ApiError(400, { error: 'ERROR_USER_NOT_IN_GROUP', detail: '' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Action not allowed.');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete database' })).toBeEnabled();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await userEvent.click(screen.getByRole('button', { name: 'Reopen' }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('explains a failure that is not the API’s in the general words', async () => {
    render(<Harness onConfirm={async () => Promise.reject(new Error('offline'))} />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete database' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Action not completed.');
  });
});
