import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { FakeRequest } from '../../test/fakeServer';
import { groupOf, workspaceHandlers } from '../groups/groupFixtures';
import { renderSignedIn } from '../groups/renderSignedIn';
import { ExportTableModal } from './ExportTableModal';

const table = { id: 5, name: 'Projects' };
const views = [
  { id: 50, name: 'Grid', table_id: 5, type: 'grid', order: 1 },
  { id: 51, name: 'Open ones', table_id: 5, type: 'grid', order: 2 },
];
const exportJob = (state: string, progress: number, url: string | null = null) => ({
  id: 7,
  table: 5,
  view: 51,
  exporter_type: 'csv',
  state,
  status: state,
  exported_file_name: url ? 'export - Projects.csv' : null,
  created_at: '2026-11-29T08:00:00Z',
  progress_percentage: progress,
  url,
});

/** The modal over a fake server whose export job answers `reads` in turn, the last one from then on. */
function renderModal(reads: ReturnType<typeof exportJob>[], extra = {}) {
  const started: FakeRequest[] = [];
  let read = 0;
  return {
    started,
    view: renderSignedIn(
      <ExportTableModal table={table} viewId={51} open onOpenChange={() => undefined} />,
      workspaceHandlers(
        { groups: [groupOf(1, 'Engineering')] },
        {
          'GET /api/database/views/table/5/?include=filters%2Csortings': () => ({ status: 200, body: views }),
          'POST /api/database/export/table/5/': (request) => {
            started.push(request);
            return { status: 200, body: exportJob('pending', 0) };
          },
          'GET /api/database/export/7/': () => ({ status: 200, body: reads[Math.min(read++, reads.length - 1)] }),
          ...extra,
        },
      ),
    ),
  };
}

describe('exporting a table or a view', () => {
  it('exports the view it was opened for with the CSV settings, follows the job and offers the file', async () => {
    const { started, view } = renderModal([exportJob('started', 40), exportJob('finished', 100, '/media/export_files/abc.csv')]);
    await view;
    const dialog = await screen.findByRole('dialog', { name: 'Export view of Projects' });
    await waitFor(() => expect(within(dialog).getByLabelText('Export')).toHaveValue('51'));
    await userEvent.selectOptions(within(dialog).getByLabelText('Column separator'), 'tab');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Export' }));

    const bar = await within(dialog).findByRole('progressbar', { name: 'Export of Projects' });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '40'));
    // Export goes while the job runs; focus moves to Cancel, then to Download, never to the page.
    expect(within(dialog).getByRole('button', { name: 'Cancel export' })).toHaveFocus();
    const link = await within(dialog).findByRole('link', { name: 'Download' }, { timeout: 3000 });
    expect(link).toHaveAttribute('href', '/media/export_files/abc.csv');
    expect(link).toHaveAttribute('download', 'export - Projects.csv');
    expect(link).toHaveFocus();
    expect(within(dialog).getByText('Finished')).toBeInTheDocument();
    expect(started[0]?.body).toEqual({ exporter_type: 'csv', view_id: 51, export_charset: 'utf-8', csv_column_separator: 'tab', csv_include_header: true });
  });

  it('says why a job failed, and lets the person try again', async () => {
    const failed = { ...exportJob('failed', 10), human_readable_error: 'The view has too many rows for one sheet.' };
    const { view } = renderModal([failed]);
    await view;
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'JSON' }));
    expect(within(dialog).queryByLabelText('Column separator')).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Export' }));
    expect(await within(dialog).findByRole('alert', undefined, { timeout: 3000 })).toHaveTextContent('The view has too many rows for one sheet.');
    expect(within(dialog).getByRole('button', { name: 'Export' })).toBeEnabled();
  });

  it('cancels a running export', async () => {
    const cancels: FakeRequest[] = [];
    let cancelled = false;
    const { view } = renderModal([], {
      'GET /api/database/export/7/': () => ({ status: 200, body: cancelled ? exportJob('cancelled', 20) : exportJob('started', 20) }),
      'POST /api/jobs/7/cancel/': (request: FakeRequest) => {
        cancels.push(request);
        cancelled = true;
        return { status: 200, body: { id: 7, type: 'export', state: 'cancelled', progress_percentage: 20, human_readable_error: null, created_on: '' } };
      },
    });
    await view;
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Export' }));
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Cancel export' }));
    expect(await within(dialog).findByRole('alert', undefined, { timeout: 3000 })).toHaveTextContent('The job was cancelled');
    expect(cancels).toHaveLength(1);
  });
});
