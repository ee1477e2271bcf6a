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
    // The reference also reads an id written as text, and "" as null, as Django's related fields do.
    const anId = ids.length > 0 ? [{ type: 'integer', enum: ids }, { type: 'string', pattern: '^\\s*[+-]?\\d+\\s*$' }] : [];
    return { anyOf: [...anId, { const: '' }, { type: 'null' }] };
  },
  example(options) {
    const [option] = storedOptionsOf(options);
    // A field without options takes no id yet: null is the only value a body can send.
    if (!option) return { response: null, request: null };
    return { response: { id: option.id, value: option.value, color: option.color }, request: option.id };
  },
};
