import { importLimits, xlsxMessages } from '@cellar/core';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ImportedData } from '../importer';
import { XlsxImporterForm } from './XlsxImporterForm';
import { peopleRows, peopleWorkbook } from './xlsx-fixture';

const previewRows = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .map((row) => Array.from(row.querySelectorAll('th, td'), (cell) => (cell.tagName === 'TH' ? cell.firstElementChild : cell)?.textContent));
const previewTypes = () => within(screen.getByRole('table')).getAllByRole('button', { name: /^Type of / }).map((button) => button.textContent);

function renderForm(Form: typeof XlsxImporterForm) {
  const onChange = vi.fn<(imported: ImportedData | null) => void>();
  render(<Form submitted={false} onChange={onChange} />);
  return { onChange, user: userEvent.setup() };
}

describe('the XLSX importer', () => {
  it('previews the first sheet, then the one chosen, with the types its values suggest, and hands up its rows', async () => {
    const { onChange, user } = renderForm(XlsxImporterForm);
    await user.upload(screen.getByLabelText('Choose Excel file'), new File([peopleWorkbook()], 'people.xlsx'));
    await waitFor(() => expect(previewRows()).toEqual([['Note'], ['See the People sheet']]));
    await user.click(screen.getByRole('button', { name: 'Sheet: Summary' }));
    await user.click(await screen.findByRole('option', { name: 'People' }));
    await waitFor(() => expect(previewRows()).toEqual(peopleRows));
    expect(previewTypes()).toEqual(['Single line text', 'Date', 'Number', 'Single line text', 'Boolean']);
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ data: peopleRows, firstRowHeader: true }));
  });

  it('says clearly that a workbook over 15 MB has to be saved as CSV, and that other files are not workbooks', async () => {
    const { onChange, user } = renderForm(XlsxImporterForm);
    await user.upload(screen.getByLabelText('Choose Excel file'), new File([new Uint8Array(importLimits.maxFileBytes + 1)], 'big.xlsx'));
    expect(await screen.findByRole('alert')).toHaveTextContent(xlsxMessages.fileTooLarge);
    await user.upload(screen.getByLabelText('Choose Excel file'), new File(['name,age'], 'people.xlsx'));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(xlsxMessages.notWorkbook));
    expect(onChange).not.toHaveBeenCalledWith(expect.objectContaining({ data: expect.anything() }));
  });
});
