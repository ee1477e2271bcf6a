import { fieldTypeNames } from '../../fields/field-type.js';
import { defineFilterType, noValue } from '../filter-type.js';

/** A cell counts as empty when it holds nothing a person would see: null, "", false, or no items. */
export function isEmptyCell(cell: unknown): boolean {
  return cell === null || cell === undefined || cell === '' || cell === false || (Array.isArray(cell) && cell.length === 0);
}

/** `empty`: cells without a value; never ignored (contract §11.2). */
export const emptyFilter = defineFilterType<null>({
  type: 'empty',
  compatibleFieldTypes: fieldTypeNames,
  parseValue: () => noValue,
  matches: (cell) => isEmptyCell(cell),
});

/** `not_empty`: cells with a value. */
export const notEmptyFilter = defineFilterType<null>({
  type: 'not_empty',
  compatibleFieldTypes: fieldTypeNames,
  parseValue: () => noValue,
  matches: (cell) => !isEmptyCell(cell),
});
