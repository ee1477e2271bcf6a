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
  requestSchema: () => ({ type: 'array', items: { type: 'integer', minimum: 0 }, maxItems: linkRowLimits.maxLinksPerCell }),
  example: () => ({ response: [{ id: 1, value: 'Linked row' }], request: [1] }),
};
