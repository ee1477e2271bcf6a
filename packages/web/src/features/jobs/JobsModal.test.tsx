import type { JobAnswer } from '@cellar/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeJwt } from '../../test/fakeServer';
import { renderApp } from '../../test/renderApp';
import { groupOf, workspaceHandlers, type Handlers } from '../groups/groupFixtures';

function jobOf(id: number, overrides: Partial<JobAnswer>): JobAnswer {
  return { id, type: 'export_table', progress_percentage: 0, state: 'pending', human_readable_error: null, created_on: new Date(Date.now() - 3 * 60_000).toISOString(), ...overrides };
}

async function openJobs(extra: Handlers) {
  renderApp({ path: '/dashboard', token: fakeJwt(3600), handlers: workspaceHandlers({ groups: [groupOf(1, 'Engineering')] }, extra) });
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Background jobs' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Background jobs' }));
  return { user, dialog };
}

describe('the background jobs list', () => {
  it("shows each of the person's jobs with its state, follows the running one, cancels it and offers a finished export's file", async () => {
    let copy = jobOf(2, { type: 'duplicate_application', state: 'started', progress_percentage: 40 });
    const cancelled: number[] = [];
    const { user, dialog } = await openJobs({
      'GET /api/jobs/': () => ({
        status: 200,
        body: { jobs: [copy, jobOf(1, { state: 'finished', progress_percentage: 100, url: 'http://127.0.0.1/media/export_files/orders.csv', exported_file_name: 'orders.csv' }), jobOf(3, { type: 'import_applications', state: 'failed', human_readable_error: 'The file is not a Cellar database file.' })] },
      }),
      'POST /api/jobs/2/cancel/': () => {
        cancelled.push(2);
        copy = { ...copy, state: 'cancelled' };
        return { status: 200, body: copy };
      },
    });
    const list = within(await dialog.findByRole('list', { name: 'Your jobs' }));
    const [running, finished, failed] = list.getAllByRole('listitem');
    expect(running).toHaveAccessibleName('Database copy, in progress, 40%');
    expect(within(running!).getByRole('progressbar', { name: 'Database copy progress' })).toHaveAttribute('aria-valuenow', '40');
    expect(finished).toHaveTextContent('Table exportstarted 3 minutes agoFinished');
    expect(within(finished!).getByRole('link', { name: 'Download orders.csv' })).toHaveAttribute('href', 'http://127.0.0.1/media/export_files/orders.csv');
    expect(failed).toHaveTextContent('The file is not a Cellar database file.');
    expect(within(failed!).queryByRole('button', { name: /Cancel/ })).toBeNull();

    await user.click(within(running!).getByRole('button', { name: 'Cancel database copy' }));
    expect(cancelled).toEqual([2]);
    await waitFor(() => expect(list.getAllByRole('listitem')[0]).toHaveAccessibleName('Database copy, cancelled'));
  });

  it('says why a job could not be cancelled', async () => {
    const { user, dialog } = await openJobs({
      'GET /api/jobs/': () => ({ status: 200, body: { jobs: [jobOf(4, { type: 'empty_trash', state: 'started', progress_percentage: 10 })] } }),
      'POST /api/jobs/4/cancel/': () => ({ status: 400, body: { error: 'ERROR_JOB_NOT_CANCELLABLE', detail: 'The job cannot be cancelled' } }),
    });
    const item = within(await dialog.findByRole('listitem', { name: 'Emptying the trash, in progress, 10%' }));
    await user.click(item.getByRole('button', { name: 'Cancel emptying the trash' }));
    expect(await item.findByRole('alert')).toHaveTextContent(/cannot be cancelled/i);
  });

  it('lists nothing when the person has no jobs', async () => {
    const { dialog } = await openJobs({ 'GET /api/jobs/': () => ({ status: 200, body: { jobs: [] } }) });
    expect(await dialog.findByText('No jobs')).toBeInTheDocument();
  });
});
