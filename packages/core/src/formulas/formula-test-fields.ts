import { environmentOf, type FormulaEnvironment } from './environment.js';

/**
 * A table for the language's unit tests: Price (number, 2 places), Name (text), Done (boolean), Due
 * (date), and Invoices and Payments, two links to a table with Amount and Invoice. The formula being edited is 'Total'.
 */
export function testFormulaEnvironment(self: { id?: number; name?: string } = { id: 99, name: 'Total' }): FormulaEnvironment {
  const invoices = environmentOf([
    { id: 11, name: 'Invoice', type: { type: 'text' } },
    { id: 12, name: 'Amount', type: { type: 'number', decimalPlaces: 2 } },
  ]);
  return environmentOf(
    [
      { id: 1, name: 'Price', type: { type: 'number', decimalPlaces: 2 } },
      { id: 2, name: 'Name', type: { type: 'text' } },
      { id: 3, name: 'Done', type: { type: 'boolean' } },
      { id: 4, name: 'Due', type: { type: 'date', includeTime: false } },
      { id: 5, name: "Bob's \\ field", type: { type: 'text' } },
      { id: 10, name: 'Invoices', type: { type: 'array', of: { type: 'text' } }, linked: () => invoices },
      { id: 20, name: 'Payments', type: { type: 'array', of: { type: 'text' } }, linked: () => invoices },
      { id: 99, name: 'Total', type: { type: 'number', decimalPlaces: 0 } },
    ],
    self,
  );
}
