import type { CsvImportResult } from '@cellar/core';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../api/ApiError';
import type { StreamedImport } from '../importers/importer';
import type { StreamedImportTracking } from '../importers/streamed/useStreamedImport';
import { CreateTableModal } from './CreateTableModal';

// 500,000 rows of 33 bytes under a header: 16.5 MB, over the 15 MB the browser reads whole.
const line = 'Augusta Ada King Lovelace,36,Red\n';
// Encoded once: jsdom is slow to encode many large strings.
const chunk = new TextEncoder().encode(line.repeat(50_000));
const bigCsv = () => new File(['Name,Age,Team\n', ...Array.from({ length: 10 }, () => chunk)], 'big.csv', { type: 'text/csv' });
const table = { id: 21, name: 'Big', order: 3, database_id: 1 };
const answer = (rejected: number, lines: number[]): CsvImportResult => ({
  table,
  imported_rows: 500_000 - rejected,
  rejected_rows: rejected,
  report: lines.map((at) => ({ line: at, error: 'Null characters are not allowed.' })),
});

/** The modal, with an import whose tracking the test holds and whose answer it gives. */
function renderModal() {
  const pending: { tracking?: StreamedImportTracking; resolve?: (result: CsvImportResult) => void; reject?: (error: unknown) => void } = {};
  const onImportFile = vi.fn(
    (_name: string, _imported: StreamedImport, tracking: StreamedImportTracking) =>
      new Promise<CsvImportResult>((resolve, reject) => {
        Object.assign(pending, { tracking, resolve, reject });
        tracking.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      }),
  );
  const onOpenTable = vi.fn();
  const onOpenChange = vi.fn();
  render(<CreateTableModal open onOpenChange={onOpenChange} onCreate={vi.fn()} onImportFile={onImportFile} onOpenTable={onOpenTable} />);
  return { onImportFile, onOpenTable, onOpenChange, pending, user: userEvent.setup() };
}

async function chooseBigFile(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Big');
  await user.click(screen.getByRole('radio', { name: 'Import a CSV file' }));
  await user.upload(screen.getByLabelText('Choose CSV file'), bigCsv());
  await screen.findByRole('table');
}

describe('importing a CSV file too large for the browser', () => {
  it('previews its start, notes it goes to the server, and offers no single select', async () => {
    const { user } = renderModal();
    await chooseBigFile(user);
    expect(screen.getByText('Large file (16 MB): it is imported on the server as it is read.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Choose CSV file' })).toHaveAccessibleDescription('big.csv Large file (16 MB): it is imported on the server as it is read.');
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(rows).toHaveLength(11);
    expect(rows[1]).toHaveTextContent('Augusta Ada King Lovelace36Red');
    // A column of a repeated value would be a single select; from a sample it stays text.
    expect(screen.getByRole('button', { name: /^Type of Team: / })).toHaveTextContent('Single line text');
    expect(screen.getByRole('button', { name: /^Type of Age: / })).toHaveTextContent('Number');
    await user.click(screen.getByRole('button', { name: /^Type of Team: / }));
    expect(await screen.findByRole('option', { name: 'Long text' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Single select' })).toBeNull();
  });

  it('sends it with its progress and reports the lines the server could not take', async () => {
    const { onImportFile, onOpenTable, onOpenChange, pending, user } = renderModal();
    await chooseBigFile(user);
    await user.click(screen.getByRole('button', { name: /^Separator: / }));
    await user.click(await screen.findByRole('option', { name: ',' }));
    await user.click(screen.getByRole('button', { name: 'Add table' }));
    const [name, imported] = onImportFile.mock.calls[0]!;
    expect(name).toBe('Big');
    expect(imported).toMatchObject({ firstRowHeader: true, columnTypes: ['text', 'number', 'text'], streamed: { separator: ',', encoding: 'utf-8' } });
    expect(imported.streamed.file.name).toBe('big.csv');
    expect(imported.streamed.estimatedRows).toBeGreaterThan(490_000);
    expect(imported.streamed.estimatedRows).toBeLessThan(510_000);

    act(() => pending.tracking!.onProgress!({ sent: 6_600_100, total: 16_500_014 }));
    const bar = screen.getByRole('progressbar', { name: 'Importing big.csv' });
    expect(bar).toHaveAttribute('value', '40');
    expect(bar).toHaveAttribute('aria-valuetext', '40% sent. About 200,000 of 500,000 rows.');
    expect(screen.getByText('40% sent. About 200,000 of 500,000 rows.')).toHaveAttribute('role', 'status');
    expect(screen.getByRole('button', { name: 'Cancel import' })).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Add table' })).toBeNull();

    act(() => pending.tracking!.onConverting!());
    expect(screen.getByText('Giving the columns their types…')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel import' })).toBeNull();

    await act(async () => pending.resolve!(answer(1_002, [12, 40])));
    expect(await screen.findByText('Imported 498,998 rows. 1,002 rows could not be imported:')).toBeInTheDocument();
    const lines = screen.getByRole('list', { name: 'Lines not imported' });
    expect(within(lines).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Line 12: Null characters are not allowed.', 'Line 40: Null characters are not allowed.']);
    expect(screen.getByText('and 1,000 more')).toBeInTheDocument();
    expect(onOpenChange).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Open table' }));
    expect(onOpenTable).toHaveBeenCalledWith(table);
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('opens the table at once when every line was imported', async () => {
    const { onOpenTable, onOpenChange, pending, user } = renderModal();
    await chooseBigFile(user);
    await user.click(screen.getByRole('button', { name: 'Add table' }));
    await act(async () => pending.resolve!(answer(0, [])));
    await waitFor(() => expect(onOpenTable).toHaveBeenCalledWith(table));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('cancels the upload, keeps the modal open and says nothing was created', async () => {
    const { onImportFile, onOpenChange, pending, user } = renderModal();
    await chooseBigFile(user);
    await user.click(screen.getByRole('button', { name: 'Add table' }));
    await user.click(screen.getByRole('button', { name: 'Cancel import' }));
    expect(pending.tracking!.signal!.aborted).toBe(true);
    expect(await screen.findByText('The import was cancelled and nothing was created.')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByRole('button', { name: 'Add table' })).toBeEnabled();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(onOpenChange).not.toHaveBeenCalled();
    // It can be started again.
    await user.click(screen.getByRole('button', { name: 'Add table' }));
    expect(onImportFile).toHaveBeenCalledTimes(2);
    expect(screen.queryByText('The import was cancelled and nothing was created.')).toBeNull();
  });

  it('shows what the server refused in the error alert, with where a broken file breaks', async () => {
    const { pending, user } = renderModal();
    await chooseBigFile(user);
    await user.click(screen.getByRole('button', { name: 'Add table' }));
    await act(async () => pending.reject!(new ApiError(400, { error: 'ERROR_IMPORT_BROKEN_FILE', detail: 'Line 7: a quote is never closed.' })));
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrongThe file could not be read as CSV. Line 7: a quote is never closed.');
    expect(screen.getByRole('button', { name: 'Add table' })).toBeEnabled();
  });

  it('cancels the upload when the modal is closed', async () => {
    const { onOpenChange, pending, user } = renderModal();
    await chooseBigFile(user);
    await user.click(screen.getByRole('button', { name: 'Add table' }));
    await user.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(pending.tracking!.signal!.aborted).toBe(true);
  });
});
