import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithServices } from '../test/renderWithServices';
import { FieldForm } from '../features/database/fields/form/FieldForm';
import { CreateTableModal } from '../features/database/sidebar/CreateTableModal';
import { renderApp } from '../test/renderApp';
import { TextField } from './TextField';

// A failed submit must be heard, not only seen (issue 17): every field error is an alert, the
// field says it is invalid and is described by the message, and focus goes to the first one.
// The forms below reach this through different code (useForm, their own state), but all show
// their errors through FieldError.

describe('a field error', () => {
  it('is an alert that describes its invalid input, and replaces the help text', () => {
    const { rerender } = render(<TextField label="Password" help="At least 8 characters." />);
    const input = screen.getByLabelText('Password');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).toHaveAccessibleDescription('At least 8 characters.');
    expect(screen.queryByRole('alert')).toBeNull();

    rerender(<TextField label="Password" help="At least 8 characters." error="A new password is required." />);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('A new password is required.');
    expect(screen.getByRole('alert')).toHaveTextContent('A new password is required.');
    expect(screen.queryByText('At least 8 characters.')).toBeNull();
  });
});

describe('a submit that fails validation', () => {
  it('announces every sign-up error and focuses the first field to fix', async () => {
    const { server } = renderApp({ path: '/signup' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Sign up' }));
    const alerts = screen.getAllByRole('alert').map((alert) => alert.textContent);
    expect(alerts).toEqual(['This field is required.', 'This field is required.', 'This field is required.']);
    const name = screen.getByRole('textbox', { name: 'Your name' });
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('This field is required.');
    await waitFor(() => expect(name).toHaveFocus());
    expect(server.calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('announces the login form’s errors as they change', async () => {
    renderApp({ path: '/login' });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('E-mail address'), 'ada');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual(['Please enter a valid e-mail address.', 'This field is required.']);
    await waitFor(() => expect(screen.getByLabelText('E-mail address')).toHaveFocus());
  });

  it('announces the field form’s missing name and focuses it', async () => {
    const onSubmit = vi.fn(async () => undefined);
    renderWithServices(<FieldForm field={null} onSubmit={onSubmit} onCancel={() => undefined} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Create field' }));
    expect(screen.getByRole('alert')).toHaveTextContent('This field is required.');
    const name = screen.getByRole('textbox', { name: 'Name' });
    expect(name).toHaveAccessibleDescription('This field is required.');
    await waitFor(() => expect(name).toHaveFocus());
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('announces the create-table form’s missing name and file, and focuses the name', async () => {
    render(<CreateTableModal open onOpenChange={() => undefined} onCreate={vi.fn()} onImportFile={vi.fn()} onOpenTable={vi.fn()} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: 'Import a CSV file' }));
    await user.click(screen.getByRole('button', { name: 'Add table' }));
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual(['This field is required.', 'This field is required.']);
    expect(screen.getByRole('button', { name: 'Choose CSV file' })).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus());
  });
});
