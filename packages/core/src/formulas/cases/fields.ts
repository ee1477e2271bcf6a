import type { FormulaCaseField, FormulaCaseLink } from '../formula-case.js';

/** Fields the cases reuse, by type: each case lists the ones its formula reads, with the row's value. */
export const textField = (value: string | null, name = 'Name', id = 1): FormulaCaseField => ({ name, id, type: { type: 'text' }, value });
export const numberField = (value: string | null, decimalPlaces = 2, name = 'Price', id = 2): FormulaCaseField => ({ name, id, type: { type: 'number', decimalPlaces }, value });
export const booleanField = (value: boolean, name = 'Done', id = 3): FormulaCaseField => ({ name, id, type: { type: 'boolean' }, value });
export const dateField = (value: string | null, includeTime = false, name = 'Due', id = 4): FormulaCaseField => ({ name, id, type: { type: 'date', includeTime }, value });

/** A link to invoices: primary 'Invoice' (text), 'Amount' (number, 2 places), 'Paid' (boolean), 'Issued' (date). */
export function invoicesLink(rows: { Invoice: string | null; Amount: string | null; Paid?: boolean; Issued?: string | null }[]): FormulaCaseLink {
  return {
    name: 'Invoices',
    id: 10,
    fields: [
      { name: 'Invoice', id: 11, type: { type: 'text' } },
      { name: 'Amount', id: 12, type: { type: 'number', decimalPlaces: 2 } },
      { name: 'Paid', id: 13, type: { type: 'boolean' } },
      { name: 'Issued', id: 14, type: { type: 'date', includeTime: false } },
    ],
    rows: rows.map((row) => ({ Invoice: row.Invoice, Amount: row.Amount, Paid: row.Paid ?? false, Issued: row.Issued ?? null })),
  };
}
