import type { FormulaCase } from '../formula-case.js';
import { invoicesLink, numberField } from './fields.js';

const invoices = invoicesLink([
  { Invoice: 'INV-1', Amount: '10.50', Paid: true, Issued: '2024-01-10' },
  { Invoice: 'INV-2', Amount: null, Paid: false, Issued: null },
  { Invoice: 'INV-3', Amount: '200.00', Paid: false, Issued: '2023-12-01' },
]);
const none = invoicesLink([]);

/** Aggregates over linked rows: empty items, no rows, filter. */
export const aggregateCases: FormulaCase[] = [
  { name: 'a lookup is the list of linked values in link order', formula: "lookup('Invoices', 'Amount')", link: invoices, expect: { value: ['10.50', null, '200.00'], type: { type: 'array', of: { type: 'number', decimalPlaces: 2 } } } },
  { name: 'a link field is the list of its primary values', formula: "field('Invoices')", link: invoices, expect: { value: ['INV-1', 'INV-2', 'INV-3'] } },
  { name: 'sum skips empty values', formula: "sum(lookup('Invoices', 'Amount'))", link: invoices, expect: { value: '210.50', type: { type: 'number', decimalPlaces: 2 } } },
  { name: 'sum of no linked rows is 0', formula: "sum(lookup('Invoices', 'Amount'))", link: none, expect: { value: '0.00' } },
  { name: 'avg leaves empty values out', formula: "avg(lookup('Invoices', 'Amount'))", link: invoices, expect: { value: '105.25' } },
  { name: 'avg of no linked rows is empty', formula: "avg(lookup('Invoices', 'Amount'))", link: none, expect: { value: null } },
  { name: 'min of numbers', formula: "min(lookup('Invoices', 'Amount'))", link: invoices, expect: { value: '10.50' } },
  { name: 'max of dates', formula: "max(lookup('Invoices', 'Issued'))", link: invoices, expect: { value: '2024-01-10', type: { type: 'date', includeTime: false } } },
  { name: 'max of texts by code point', formula: "max(lookup('Invoices', 'Invoice'))", link: invoices, expect: { value: 'INV-3' } },
  { name: 'count counts linked rows, empty values too', formula: "count(lookup('Invoices', 'Amount'))", link: invoices, expect: { value: '3', type: { type: 'number', decimalPlaces: 0 } } },
  { name: 'count of a link field', formula: "count(field('Invoices'))", link: none, expect: { value: '0' } },
  { name: 'join in link order', formula: "join(lookup('Invoices', 'Invoice'), ', ')", link: invoices, expect: { value: 'INV-1, INV-2, INV-3' } },
  { name: 'join of no linked rows is empty text', formula: "join(field('Invoices'), ', ')", link: none, expect: { value: '' } },
  { name: 'join of numbers through totext', formula: "join(totext(lookup('Invoices', 'Amount')), '+')", link: invoices, expect: { value: '10.50++200.00' } },
  { name: 'sum of what is filtered by a boolean', formula: "sum(filter(lookup('Invoices', 'Amount'), lookup('Invoices', 'Paid')))", link: invoices, expect: { value: '10.50' } },
  { name: 'count of what is filtered by a comparison', formula: "count(filter(lookup('Invoices', 'Amount'), lookup('Invoices', 'Amount') > 100))", link: invoices, expect: { value: '1' } },
  { name: 'filter alone is a list', formula: "filter(lookup('Invoices', 'Invoice'), not(lookup('Invoices', 'Paid')))", link: invoices, expect: { value: ['INV-2', 'INV-3'] } },
  { name: 'arithmetic on each linked value', formula: "sum(lookup('Invoices', 'Amount') * 2)", link: invoices, expect: { value: '421.00' } },
  { name: 'a row value with each linked value', formula: "max(lookup('Invoices', 'Amount') - field('Price'))", fields: [numberField('0.50')], link: invoices, expect: { value: '199.50' } },
  { name: 'any', formula: "any(lookup('Invoices', 'Paid'))", link: invoices, expect: { value: true } },
  { name: 'every', formula: "every(lookup('Invoices', 'Paid'))", link: invoices, expect: { value: false } },
  { name: 'every of no linked rows is false', formula: "every(lookup('Invoices', 'Paid'))", link: none, expect: { value: false } },
  { name: 'stddev_pop', formula: "stddev_pop(lookup('Invoices', 'Amount'))", link: invoices, expect: { value: '94.75' } },
  { name: 'stddev_sample', formula: "stddev_sample(lookup('Invoices', 'Amount'))", link: invoices, expect: { value: '134.00' } },
  { name: 'variance_pop', formula: "variance_pop(lookup('Invoices', 'Amount'))", link: invoices, expect: { value: '8977.56' } },
  { name: 'variance_sample of one value is empty', formula: "variance_sample(filter(lookup('Invoices', 'Amount'), lookup('Invoices', 'Paid')))", link: invoices, expect: { value: null } },
  { name: 'variance_sample', formula: "variance_sample(lookup('Invoices', 'Amount'))", link: invoices, expect: { value: '17955.13' } },
  { name: 'an aggregate needs a list', formula: "sum(field('Price'))", fields: [numberField('1')], expect: { error: 'type' } },
  { name: 'if over a list applies to each linked row', formula: "if(lookup('Invoices', 'Paid'), 1, 2) = 1", link: invoices, expect: { value: [true, false, false], type: { type: 'array', of: { type: 'boolean' } } } },
  { name: 'join takes a list of text', formula: "join(lookup('Invoices', 'Amount'), ',')", link: invoices, expect: { error: 'type' } },
  { name: 'a lookup of an unknown field in the linked table', formula: "lookup('Invoices', 'Nope')", link: invoices, expect: { error: 'unknown_field' } },
];
