import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithServices } from '../../test/renderWithServices';
import { AllowSignupsSetting } from './AllowSignupsSetting';

// Lets the test decide when the server answers, to observe the optimistic state in between.
function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

describe('allow sign-ups setting', () => {
  it('flips at once and stays flipped when the server agrees', async () => {
    const answer = deferred();
    const { server } = renderWithServices(<AllowSignupsSetting />, {
      'GET /api/settings/': () => ({ status: 200, body: { allow_new_signups: true } }),
      'PATCH /api/settings/update/': async () => {
        await answer.promise;
        return { status: 200, body: { allow_new_signups: false } };
      },
    });
    const toggle = await screen.findByRole('switch', { name: 'Allow creating new accounts' });
    await userEvent.click(toggle);
    expect(toggle).not.toBeChecked();
    answer.resolve();
    await waitFor(() => expect(server.calls.at(-1)?.body).toEqual({ allow_new_signups: false }));
    expect(toggle).not.toBeChecked();
  });

  it('rolls back and reports the error when the update fails', async () => {
    const answer = deferred();
    renderWithServices(<AllowSignupsSetting />, {
      'GET /api/settings/': () => ({ status: 200, body: { allow_new_signups: true } }),
      'PATCH /api/settings/update/': async () => {
        await answer.promise;
        return { status: 403, body: { detail: 'You do not have permission to perform this action.' } };
      },
    });
    const toggle = await screen.findByRole('switch', { name: 'Allow creating new accounts' });
    await userEvent.click(toggle);
    expect(toggle).not.toBeChecked();
    answer.resolve();
    await waitFor(() => expect(toggle).toBeChecked());
    expect(await screen.findByRole('alert')).toHaveTextContent('Forbidden.');
  });
});
