import { nullable } from '../../api-docs/json-schema.js';
import type { CellApiDoc } from '../field-type.js';
import { storedOptionsOf, type SingleSelectOptions } from './single-select-options.js';

const optionSchema = {
  type: 'object',
  properties: { id: { type: 'integer' }, value: { type: 'string' }, color: { type: 'string' } },
  required: ['id', 'value', 'color'],
};

/** How the API documentation describes a single select cell: the option in answers, its id in bodies (contract §9.4). */
export const singleSelectApiDoc: CellApiDoc<SingleSelectOptions> = {
  accepts(options) {
    const stored = storedOptionsOf(options);
    const ids = stored.map((option) => `${option.id} (${option.value})`).join(', ');
    return `The id of one of the field's options, or null.${stored.length > 0 ? ` Options: ${ids}.` : ' The field has no options yet.'}`;
  },
  responseSchema: () => nullable(optionSchema),
  requestSchema: (options) => {
    const ids = storedOptionsOf(options).map((option) => option.id);
    return nullable(ids.length > 0 ? { type: 'integer', enum: ids } : { type: 'integer' });
  },
  example(options) {
    const option = storedOptionsOf(options)[0] ?? { id: 1, value: 'Option', color: 'blue' };
    return { response: { id: option.id, value: option.value, color: option.color }, request: option.id };
  },
};
