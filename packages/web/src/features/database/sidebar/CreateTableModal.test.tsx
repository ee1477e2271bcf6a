import { importLimits, type CsvImportResult, type Table } from '@cellar/core';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../api/ApiError';
import type { ImportedData } from '../importers/importer';
import { CreateTableModal } from './CreateTableModal';

const table: Table = { id: 7, name: 'People', order: 1, database_id: 1 };
const made = (result: Partial<CsvImportResult> = {}): CsvImportResult => ({ table, imported_rows: 2, rejected_rows: 0, report: [], ...result });

function renderModal() {
  const onCreate = vi.fn(async (_name: string, _imported?: ImportedData) => made());
  const onOpenChange = vi.fn();
  const onOpenTable = vi.fn();
  render(<CreateTableModal open onOpenChange={onOpenChange} onCreate={onCreate} onImportFile={vi.fn()} onOpenTable={onOpenTable} />);
  return { onCreate, onOpenChange, onOpenTable, user: userEvent.setup() };
}

const csv = (text: string | Uint8Array<ArrayBuffer>, name = 'people.csv') => new File([text], name, { type: 'text/csv' });
// A header cell holds the column's name, then the menu of its type.
const previewRows = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .map((row) => Array.from(row.querySelectorAll('th, td'), (cell) => (cell.tagName === 'TH' ? cell.firstElementChild : cell)?.textContent));

describe('creating a table from imported data', () => {
  it('creates the example table when no importer is chosen', async () => {
    const { onCreate, onOpenChange, user } = renderModal();
    expect(screen.getByRole('radio', { name: 'Start with a new table' })).toBeChecked();
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Plain');
    await user.click(screen.getByRole('button', { name: 'Add table' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(onCreate).toHaveBeenCalledWith('Plain', undefined);
  });

  it('previews a CSV file: the header and 10 rows, or 10 rows under Column N without a header', async () => {
    const { user } = renderModal();
    const people = Array.from({ length: 11 }, (_, index) => [`Person ${index + 1}`, String(30 + index)]);
    await user.click(screen.getByRole('radio', { name: 'Import a CSV file' }));
    await user.upload(screen.getByLabelText('Choose CSV file'), csv(`Name;Age\n${people.map((row) => row.join(';')).join('\n')}\n`));
    await screen.findByRole('table');
    expect(screen.getByText('people.csv')).toBeInTheDocument();
    expect(previewRows()).toEqual([['Name', 'Age'], ...people.slice(0, 10)]);
    await user.click(screen.getByRole('checkbox', { name: 'First row is header' }));
    expect(previewRows()).toEqual([['Column 1', 'Column 2'], ['Name', 'Age'], ...people.slice(0, 9)]);
  });

  it("guesses each column's type from its values, and sends the type the person chose instead", async () => {
    const { onCreate, user } = renderModal();
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'People');
    await user.click(screen.getByRole('radio', { name: 'Import a CSV file' }));
    await user.upload(screen.getByLabelText('Choose CSV file'), csv('Name,Age,Born,Member\nAda,36,1815-12-10,yes\nGrace,85,1906-12-09,no\n'));
    await screen.findByRole('table');
    const typeOf = (column: string) => screen.getByRole('button', { name: new RegExp(`^Type of ${column}: `) });
    expect([typeOf('Name'), typeOf('Age'), typeOf('Born'), typeOf('Member')].map((menu) => menu.textContent)).toEqual(['Single line text', 'Number', 'Date', 'Boolean']);
    await user.click(typeOf('Age'));
    await user.click(await screen.findByRole('option', { name: 'Single line text' }));
    await user.click(screen.getByRole('button', { name: 'Add table' }));
    await waitFor(() => expect(onCreate).toHaveBeenCalledWith('People', expect.objectContaining({ firstRowHeader: true, columnTypes: ['text', 'text', 'date', 'boolean'], valuesNotFitting: 'empty' })));
  });

  it('re-reads the file in the separator and encoding chosen, and sends what the preview shows', async () => {
    const { onCreate, user } = renderModal();
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Cities');
    await user.click(screen.getByRole('radio', { name: 'Import a CSV file' }));
    // "City|Café\nMünchen|Kaffee" in Windows-1252.
    const latin = new Uint8Array([0x43, 0x69, 0x74, 0x79, 0x7c, 0x43, 0x61, 0x66, 0xe9, 0x0a, 0x4d, 0xfc, 0x6e, 0x63, 0x68, 0x65, 0x6e, 0x7c, 0x4b, 0x61, 0x66, 0x66, 0x65, 0x65]);
    await user.upload(screen.getByLabelText('Choose CSV file'), csv(latin, 'cities.csv'));
    await screen.findByRole('table');
    // The app's own dropdowns, named with their current choice.
    await user.click(screen.getByRole('button', { name: 'Separator: auto detect' }));
    await user.click(await screen.findByRole('option', { name: ',' }));
    expect(previewRows()[0]).toEqual(['City|Caf\uFFFD']);
    await user.click(screen.getByRole('button', { name: 'Separator: ,' }));
    await user.click(await screen.findByRole('option', { name: '|' }));
    await user.click(screen.getByRole('button', { name: 'Encoding: Unicode (UTF-8)' }));
    await user.type(await screen.findByRole('textbox', { name: 'Search' }), 'western');
    await user.click(await screen.findByRole('option', { name: 'Western (Windows-1252)' }));
    expect(previewRows()).toEqual([['City', 'Café'], ['München', 'Kaffee']]);
    await user.click(screen.getByRole('button', { name: 'Add table' }));
    await waitFor(() => expect(onCreate).toHaveBeenCalledWith('Cities', expect.objectContaining({ data: [['City', 'Café'], ['München', 'Kaffee']], firstRowHeader: true, columnTypes: ['text', 'text'] })));
  });

  it('says the name and the file are required', async () => {
    const { onCreate, user } = renderModal();
    await user.click(screen.getByRole('radio', { name: 'Import an XML file' }));
    await user.click(screen.getByRole('button', { name: 'Add table' }));
    expect(screen.getAllByText('This field is required.')).toHaveLength(2);
    // Both are announced: the name's error and the file's.
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual(['This field is required.', 'This field is required.']);
    expect(onCreate).not.toHaveBeenCalled();
  });

  it('shows the error alert for an empty CSV file, an XML file over 15 MB and broken XML, and sends nothing', async () => {
    const { onCreate, user } = renderModal();
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Broken');
    await user.click(screen.getByRole('radio', { name: 'Import a CSV file' }));
    await user.upload(screen.getByLabelText('Choose CSV file'), csv(''));
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrongThis CSV file is empty.');
    // Only CSV files that large go to the server; an XML file is still read here whole.
    await user.click(screen.getByRole('radio', { name: 'Import an XML file' }));
    await user.upload(screen.getByLabelText('Choose XML file'), new File([new Uint8Array(importLimits.maxFileBytes + 1)], 'big.xml'));
    expect(await screen.findByText('The maximum file size is 15MB.')).toBeInTheDocument();
    await user.upload(screen.getByLabelText('Choose XML file'), new File(['<rows><row><a>1</row></rows>'], 'broken.xml'));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Something went wrongError occured while processing XML: /);
    await user.click(screen.getByRole('button', { name: 'Add table' }));
    expect(onCreate).not.toHaveBeenCalled();
  });

  it('previews an XML file with its tag names as the header', async () => {
    const { onCreate, user } = renderModal();
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Notes');
    await user.click(screen.getByRole('radio', { name: 'Import an XML file' }));
    await user.upload(screen.getByLabelText('Choose XML file'), new File(['<notes><note><to>Ada</to><body>Hi</body></note></notes>'], 'notes.xml'));
    await screen.findByRole('table');
    expect(previewRows()).toEqual([['to', 'body'], ['Ada', 'Hi']]);
    expect(screen.queryByRole('checkbox', { name: 'First row is header' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Add table' }));
    await waitFor(() => expect(onCreate).toHaveBeenCalledWith('Notes', expect.objectContaining({ data: [['to', 'body'], ['Ada', 'Hi']], firstRowHeader: true, columnTypes: ['text', 'text'] })));
  });

  it('previews pasted cells and requires some', async () => {
    const { onCreate, user } = renderModal();
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Pasted');
    await user.click(screen.getByRole('radio', { name: 'Paste table data' }));
    await user.click(screen.getByRole('button', { name: 'Add table' }));
    expect(screen.getByRole('alert')).toHaveTextContent('This field is required.');
    await user.click(screen.getByRole('textbox', { name: 'Paste the table data' }));
    await user.paste('Name\tAge\nAda\t36\n"Grace\tHopper"\t85');
    await screen.findByRole('table');
    expect(previewRows()).toEqual([['Name', 'Age'], ['Ada', '36'], ['Grace\tHopper', '85']]);
    await user.click(screen.getByRole('checkbox', { name: 'First row is header' }));
    await user.click(screen.getByRole('button', { name: 'Add table' }));
    await waitFor(() => expect(onCreate).toHaveBeenCalledWith('Pasted', expect.objectContaining({ data: [['Name', 'Age'], ['Ada', '36'], ['Grace\tHopper', '85']], firstRowHeader: false, columnTypes: ['text', 'text'] })));
  });

  it('keeps the modal open with the server’s answer when it refuses the data', async () => {
    const { onCreate, onOpenChange, user } = renderModal();
    onCreate.mockRejectedValue(new ApiError(400, { error: 'ERROR_INITIAL_TABLE_DATA_LIMIT_EXCEEDED', detail: 'The initial table data limit is 1 rows.' }));
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Big');
    await user.click(screen.getByRole('radio', { name: 'Paste table data' }));
    await user.click(screen.getByRole('textbox', { name: 'Paste the table data' }));
    await user.paste('a\nb');
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Add table' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrongThis server allows fewer rows in a new table than this data has.');
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it('leaves out the rows whose values do not fit, when the person chooses so, and reports them before the table opens', async () => {
    const { onCreate, onOpenTable, user } = renderModal();
    onCreate.mockResolvedValue(made({ imported_rows: 1, rejected_rows: 1, report: [{ line: 3, error: 'Column "Age": "old" is not a number.' }] }));
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'People');
    await user.click(screen.getByRole('radio', { name: 'Import a CSV file' }));
    await user.upload(screen.getByLabelText('Choose CSV file'), csv('Name,Age\nAda,36\nGrace,85\n'));
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: /^Values that do not fit a column's type: Import the row with the cell empty/ }));
    await user.click(await screen.findByRole('option', { name: 'Leave the row out and list it in the report' }));
    await user.click(screen.getByRole('button', { name: 'Add table' }));
    await waitFor(() => expect(onCreate).toHaveBeenCalledWith('People', expect.objectContaining({ columnTypes: ['text', 'number'], valuesNotFitting: 'report' })));
    expect(await screen.findByText('Imported 1 row. 1 row could not be imported:')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Lines not imported' })).toHaveTextContent('Line 3: Column "Age": "old" is not a number.');
    expect(onOpenTable).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Open table' }));
    expect(onOpenTable).toHaveBeenCalledWith(table);
  });

  it('offers no choice for values that do not fit when every column is text', async () => {
    const { user } = renderModal();
    await user.click(screen.getByRole('radio', { name: 'Import a CSV file' }));
    await user.upload(screen.getByLabelText('Choose CSV file'), csv('Name,City\nAda,London\nGrace,New York\n'));
    await screen.findByRole('table');
    expect(screen.queryByRole('button', { name: /^Values that do not fit/ })).toBeNull();
  });
});
