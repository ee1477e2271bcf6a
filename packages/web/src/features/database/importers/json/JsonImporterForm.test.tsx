import { jsonMessages } from '@cellar/core';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ImportedData } from '../importer';
import { JsonImporterForm } from './JsonImporterForm';

const previewRows = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .map((row) => Array.from(row.querySelectorAll('th, td'), (cell) => (cell.tagName === 'TH' ? cell.firstElementChild : cell)?.textContent));

function renderForm() {
  const onChange = vi.fn<(imported: ImportedData | null) => void>();
  render(<JsonImporterForm submitted={false} onChange={onChange} />);
  return { onChange, user: userEvent.setup() };
}

describe('the JSON importer', () => {
  it('previews an array of objects with their keys as the header', async () => {
    const { onChange, user } = renderForm();
    const json = JSON.stringify([{ name: 'Ada', age: 36 }, { name: 'Grace', tags: ['navy'] }]);
    await user.upload(screen.getByLabelText('Choose JSON file'), new File([json], 'people.json'));
    await waitFor(() => expect(previewRows()).toEqual([['name', 'age', 'tags'], ['Ada', '36', ''], ['Grace', '', '["navy"]']]));
    expect(screen.queryByRole('checkbox', { name: 'First row is header' })).toBeNull();
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ firstRowHeader: true }));
  });

  it('takes an array of arrays as rows, whose first may be the header', async () => {
    const { onChange, user } = renderForm();
    await user.upload(screen.getByLabelText('Choose JSON file'), new File(['[["name","age"],["Ada",36]]'], 'people.json'));
    await waitFor(() => expect(previewRows()).toEqual([['name', 'age'], ['Ada', '36']]));
    await user.click(screen.getByRole('checkbox', { name: 'First row is header' }));
    await waitFor(() => expect(previewRows()).toEqual([['Column 1', 'Column 2'], ['name', 'age'], ['Ada', '36']]));
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ firstRowHeader: false }));
  });

  it('shows the message for 100,000 levels of nesting instead of freezing or crashing', async () => {
    const { user } = renderForm();
    await user.upload(screen.getByLabelText('Choose JSON file'), new File([`[${'['.repeat(100_000)}${']'.repeat(100_000)}]`], 'deep.json'));
    expect(await screen.findByRole('alert')).toHaveTextContent(jsonMessages.tooDeep);
  });
});
