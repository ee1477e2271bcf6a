import type { Field, FileItem, Row, UserFile } from '@cellar/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithServices } from '../../../../test/renderWithServices';
import { DatabaseApiProvider } from '../../DatabaseApiContext';
import { TableView } from '../../table/TableView';
import { fakeDatabaseApi, fixtureTable } from '../../test/fakeDatabaseApi';
import { UploaderProvider } from './UploaderContext';
import type { Uploader } from './uploader';

const fileOf = (name: string, isImage: boolean): FileItem => ({
  name: `${'a'.repeat(32)}_${name.replace(/\W/g, '')}.${isImage ? 'png' : 'txt'}`,
  visible_name: name,
  size: 10,
  mime_type: isImage ? 'image/png' : 'text/plain',
  is_image: isImage,
  image_width: isImage ? 10 : null,
  image_height: isImage ? 10 : null,
  uploaded_at: '2024-01-01T00:00:00+00:00',
  url: `http://localhost/media/user_files/${name}`,
  thumbnails: isImage ? { tiny: { url: 'http://localhost/t.png', width: null, height: 21 }, small: { url: 'http://localhost/s.png', width: 48, height: 48 } } : null,
});
const photo = fileOf('photo.png', true);
const notes = fileOf('notes.txt', false);

async function renderGrid(uploader: Uploader, open: 'editing' | 'selected' = 'editing') {
  const { table, view, fields, rows } = fixtureTable(1);
  const attachments: Field = { id: 5, table_id: 7, name: 'Attachments', order: 5, type: 'file', primary: false };
  const withFiles: Row[] = rows.map((row) => ({ ...row, field_5: [photo, notes] }));
  const api = fakeDatabaseApi(withFiles);
  api.updateRow.mockImplementation(async (_table, rowId, values) => ({ ...withFiles.find((row) => row.id === rowId)!, ...values }));
  renderWithServices(
    <UploaderProvider uploader={uploader}>
      <DatabaseApiProvider api={api}>
        <TableView table={table} view={view} fields={[...fields, attachments]} />
      </DatabaseApiProvider>
    </UploaderProvider>,
  );
  await screen.findByText('Row 1');
  const cell = () => document.querySelector<HTMLElement>('[data-row-index="0"] [data-field-id="5"]')!;
  const user = userEvent.setup();
  await user.click(cell());
  if (open === 'editing') {
    // One Enter opens the upload modal (issue 38); Escape comes back to the cell's files and its '+'.
    await user.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: 'Upload from my device' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add files to Attachments' })).toHaveFocus());
  }
  return { api, cell, user };
}

const unusedUploader: Uploader = { uploadFile: vi.fn(), uploadViaUrl: vi.fn() };

describe('file cells in the grid', () => {
  it('show a thumbnail for images and a kind icon for other files', async () => {
    const { cell } = await renderGrid(unusedUploader);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(cell().querySelectorAll('img')).toHaveLength(1));
    expect(cell()).toHaveTextContent('photo.pngnotes.txt');
  });

  it('upload chosen files one at a time with announced progress, then save them appended', async () => {
    let release: (file: UserFile) => void = () => undefined;
    const uploader: Uploader = {
      uploadFile: vi.fn((file: File, onProgress: (percent: number) => void) => {
        onProgress(40);
        return new Promise<UserFile>((resolve) => (release = resolve));
      }),
      uploadViaUrl: vi.fn(),
    };
    const { api, user } = await renderGrid(uploader);
    await user.click(screen.getByRole('button', { name: 'Add files to Attachments' }));
    const modal = await screen.findByRole('dialog', { name: 'Upload from my device' });
    expect(within(modal).getByRole('navigation', { name: 'Upload from' })).toHaveTextContent('my devicea URL');
    await user.upload(within(modal).getByLabelText('Choose files'), [new File(['one'], 'one.txt'), new File(['two'], 'two.txt')]);
    await user.click(within(modal).getByRole('button', { name: 'Upload' }));
    const progress = within(modal).getByRole('progressbar', { name: 'Upload of one.txt' });
    expect(progress).toHaveAttribute('aria-valuenow', '40');
    expect(within(modal).getByRole('progressbar', { name: 'Upload of two.txt' })).toHaveAttribute('aria-valuetext', 'Waiting, 0%');
    expect(uploader.uploadFile).toHaveBeenCalledTimes(1);
    const { visible_name: _one, ...oneFacts } = fileOf('one.txt', false);
    release({ ...oneFacts, original_name: 'one.txt' });
    await waitFor(() => expect(uploader.uploadFile).toHaveBeenCalledTimes(2));
    const { visible_name: _two, ...twoFacts } = fileOf('two.txt', false);
    release({ ...twoFacts, original_name: 'two.txt' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Upload from my device' })).toBeNull());
    await waitFor(() => expect(api.updateRow).toHaveBeenCalled());
    const saved = api.updateRow.mock.calls[0]?.[2].field_5 as FileItem[];
    expect(saved.map((file) => file.visible_name)).toEqual(['photo.png', 'notes.txt', 'one.txt', 'two.txt']);
  });

  it('ask for a valid URL before uploading from one', async () => {
    const uploader: Uploader = { uploadFile: vi.fn(), uploadViaUrl: vi.fn() };
    const { user } = await renderGrid(uploader);
    await user.click(screen.getByRole('button', { name: 'Add files to Attachments' }));
    await user.click(await screen.findByRole('button', { name: 'a URL' }));
    const modal = await screen.findByRole('dialog', { name: 'Upload from a URL' });
    await user.type(within(modal).getByLabelText('URL'), 'not a url');
    await user.click(within(modal).getByRole('button', { name: 'Upload' }));
    expect(within(modal).getByText('A valid URL is required.')).toBeVisible();
    expect(uploader.uploadViaUrl).not.toHaveBeenCalled();
  });

  it('preview files, moving with arrow keys and buttons, rename and delete, saving when it closes', async () => {
    const { api, user } = await renderGrid(unusedUploader);
    await user.click(screen.getByRole('button', { name: 'Preview photo.png' }));
    let preview = await screen.findByRole('dialog', { name: 'photo.png' });
    expect(within(preview).getByRole('img', { name: 'photo.png' })).toBeVisible();
    await user.keyboard('{ArrowRight}');
    preview = await screen.findByRole('dialog', { name: 'notes.txt' });
    expect(within(preview).getByText('No preview for this document')).toBeVisible();
    await user.click(within(preview).getByRole('button', { name: 'Previous file' }));
    preview = await screen.findByRole('dialog', { name: 'photo.png' });
    await user.click(within(preview).getByRole('button', { name: 'Rename photo.png' }));
    const nameInput = within(preview).getByRole('textbox', { name: 'File name' });
    // The input focuses and selects its text a frame after it appears; typing waits for that.
    await waitFor(() => expect(nameInput).toHaveFocus());
    await user.keyboard('Holiday{Enter}');
    preview = await screen.findByRole('dialog', { name: 'Holiday' });
    expect(within(preview).getByRole('link', { name: 'Download Holiday' })).toHaveAttribute('href', photo.url);
    await user.click(within(preview).getByRole('button', { name: 'Next file' }));
    preview = await screen.findByRole('dialog', { name: 'notes.txt' });
    await user.click(within(preview).getByRole('button', { name: 'Delete notes.txt' }));
    preview = await screen.findByRole('dialog', { name: 'Holiday' });
    expect(within(preview).getAllByRole('listitem')).toHaveLength(1);
    expect(api.updateRow).not.toHaveBeenCalled();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(api.updateRow).toHaveBeenCalledTimes(1));
    const saved = api.updateRow.mock.calls[0]?.[2].field_5 as FileItem[];
    expect(saved.map((file) => [file.name, file.visible_name])).toEqual([[photo.name, 'Holiday']]);
  });

  it('take files dropped on a cell that is only selected: one at a time with placeholders, then appended', async () => {
    const releases: ((file: UserFile) => void)[] = [];
    const uploader: Uploader = { uploadFile: vi.fn(() => new Promise<UserFile>((resolve) => releases.push(resolve))), uploadViaUrl: vi.fn() };
    const { api, cell } = await renderGrid(uploader, 'selected');
    const target = cell().firstElementChild!;
    fireEvent.dragOver(target);
    expect(within(cell()).getByText('Drop files here')).toBeVisible();
    fireEvent.drop(target, { dataTransfer: { files: [new File(['one'], 'one.txt'), new File(['two'], 'two.txt')] } });
    expect(within(cell()).queryByText('Drop files here')).toBeNull();
    expect(within(cell()).getByRole('status', { name: 'Uploading one.txt' })).toBeInTheDocument();
    expect(within(cell()).getByRole('status', { name: 'Uploading two.txt' })).toBeInTheDocument();
    expect(uploader.uploadFile).toHaveBeenCalledTimes(1);
    const { visible_name: _one, ...oneFacts } = fileOf('one.txt', false);
    releases[0]!({ ...oneFacts, original_name: 'one.txt' });
    await waitFor(() => expect(uploader.uploadFile).toHaveBeenCalledTimes(2));
    expect(cell()).toHaveTextContent('photo.pngnotes.txtone.txt');
    expect(within(cell()).getAllByRole('status')).toHaveLength(1);
    expect(api.updateRow).not.toHaveBeenCalled();
    const { visible_name: _two, ...twoFacts } = fileOf('two.txt', false);
    releases[1]!({ ...twoFacts, original_name: 'two.txt' });
    await waitFor(() => expect(api.updateRow).toHaveBeenCalledTimes(1));
    const saved = api.updateRow.mock.calls[0]?.[2].field_5 as FileItem[];
    expect(saved.map((file) => file.visible_name)).toEqual(['photo.png', 'notes.txt', 'one.txt', 'two.txt']);
    expect(within(cell()).queryAllByRole('status')).toHaveLength(0);
    // Still only selected: no editor opened.
    expect(screen.queryByRole('button', { name: 'Add files to Attachments' })).toBeNull();
  });

  it('take no drop on a cell that is not selected', async () => {
    const { cell, user } = await renderGrid(unusedUploader, 'selected');
    await user.keyboard('{ArrowLeft}');
    expect(cell()).toHaveAttribute('aria-selected', 'false');
    fireEvent.dragOver(cell().firstElementChild!);
    expect(within(cell()).queryByText('Drop files here')).toBeNull();
  });
});
