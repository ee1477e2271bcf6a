import type { TypedNode } from './typed-node.js';

/**
 * Which link's rows a list runs over: a lookup's link field, or the field itself for a link field or
 * a list-valued field. A call over lists (`upper(lookup('Items', 'Name'))`, the condition of
 * `filter`) pairs its lists' items by position, so they must run over the same rows.
 */
export function listSource(node: TypedNode): string {
  if (node.kind === 'lookup') return `link ${node.throughFieldId}`;
  if (node.kind === 'field') return `link ${node.fieldId}`;
  if (node.kind === 'call') {
    const list = node.args.find((arg) => arg.type.type === 'array');
    if (list) return listSource(list);
  }
  return 'literal';
}

/** The first list argument that runs over other rows than the lists before it, if any. */
export function listsOfTwoLinks(args: TypedNode[]): TypedNode | undefined {
  let source: string | null = null;
  for (const arg of args) {
    if (arg.type.type !== 'array') continue;
    const own = listSource(arg);
    if (source !== null && own !== source) return arg;
    source = own;
  }
  return undefined;
}
