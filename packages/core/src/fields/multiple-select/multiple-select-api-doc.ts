import type { CellApiDoc } from '../field-type.js';
import { maxIdsPerCell } from './multiple-select-cells.js';
import { storedMultipleOptionsOf, type MultipleSelectOptions } from './multiple-select-options.js';

const optionSchema = {
  type: 'object',
  properties: { id: { type: 'integer' }, value: { type: 'string' }, color: { type: 'string' } },
  required: ['id', 'value', 'color'],
};

/** How the API documentation describes a multiple select cell: the options in answers, ids or values in bodies. */
export const multipleSelectApiDoc: CellApiDoc<MultipleSelectOptions> = {
  accepts(options) {
    const stored = storedMultipleOptionsOf(options);
    const ids = stored.map((option) => `${option.id} (${option.value})`).join(', ');
    return (
      'A list of option ids of the field, or of option values (the first option with exactly that value), or one text of ' +
      `comma-separated values; an option listed twice counts once, at most ${maxIdsPerCell} items.` +
      (stored.length > 0 ? ` Options: ${ids}.` : ' The field has no options yet.')
    );
  },
  responseSchema: () => ({ type: 'array', items: optionSchema }),
  requestSchema: (options) => {
    const ids = storedMultipleOptionsOf(options).map((option) => option.id);
    const item = ids.length > 0 ? { anyOf: [{ type: 'integer', enum: ids }, { type: 'string' }] } : { type: 'string' };
    return { anyOf: [{ type: 'array', items: item, maxItems: maxIdsPerCell }, { type: 'string' }, { type: 'null' }] };
  },
  example(options) {
    const chosen = storedMultipleOptionsOf(options).slice(0, 2);
    return { response: chosen.map(({ id, value, color }) => ({ id, value, color })), request: chosen.map((option) => option.id) };
  },
};
