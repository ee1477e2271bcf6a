import type { CellApiDoc } from '../field-type.js';
import { linkRowLimits, type LinkRowOptions } from './link-row-options.js';

/** How the API documentation describes a link cell: linked rows in answers, their ids in bodies (contract §9.4). */
export const linkRowApiDoc: CellApiDoc<LinkRowOptions> = {
  accepts: (options) =>
    `A list of ids of rows in table ${options.link_row_table ?? '(the linked table)'}; it replaces all links. [] removes them.`,
  responseSchema: () => ({
    type: 'array',
    items: {
      type: 'object',
      properties: { id: { type: 'integer' }, value: { anyOf: [{ type: 'string' }, { type: 'null' }], description: "The linked row's primary value as text." } },
      required: ['id', 'value'],
    },
  }),
  // Ids as numbers, as integer text, or as the `{id}` objects a row answer holds, so a read cell can be written back.
  requestSchema: () => ({
    type: 'array',
    items: { anyOf: [{ type: 'integer', minimum: 0 }, { type: 'string', pattern: '^\\s*[+-]?\\d+\\s*$' }, { type: 'object', properties: { id: {} }, required: ['id'] }] },
    maxItems: linkRowLimits.maxLinksPerCell,
  }),
  example: () => ({ response: [{ id: 1, value: 'Linked row' }], request: [1] }),
};
