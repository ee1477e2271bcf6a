import { formulaTokens, isClosedString, quoteName, significant, unquote, type FormulaToken } from './formulaTokens';

/** A field the editor offers: its name and a few words on it ("A number field"). */
export interface CompletionField {
  name: string;
  detail: string;
  /** Link fields, the only ones `lookup`'s first argument takes. */
  isLink?: boolean;
}

/** A function the editor offers, with what its help shows. */
export interface CompletionFunction {
  name: string;
  signature: string;
  description: string;
  example: string;
}

/** What the editor may complete: the table's fields, the functions, and the fields behind a link (for `lookup`'s second argument). */
export interface CompletionSources {
  fields: CompletionField[];
  functions: CompletionFunction[];
  linkedFields?: (linkName: string) => CompletionField[];
}

/** One choice in the completion list. */
export type CompletionItem = { kind: 'field'; label: string; field: CompletionField } | { kind: 'function'; label: string; fn: CompletionFunction };

/** The choices for the text at the caret, and the stretch of text a choice replaces. */
export interface Completion {
  from: number;
  to: number;
  items: CompletionItem[];
  /** Inside `field(…)`: a choice writes the quoted name and what closes the call, not `field('…')` again. */
  inReference: null | 'field' | 'lookup-link' | 'lookup-target';
}

/** More choices than this help nobody scroll; typing narrows them. */
const maxItems = 50;

const byPrefix = (query: string) => (name: string) => name.toLowerCase().startsWith(query.toLowerCase());
const byContains = (query: string) => (name: string) => name.toLowerCase().includes(query.toLowerCase());

/** The completion at the caret, or null where nothing is completed (inside text, numbers, comments, or after nothing typed). */
export function completionAt(text: string, caret: number, sources: CompletionSources): Completion | null {
  const tokens = formulaTokens(text);
  const meaningful = significant(tokens);
  const reference = referenceAt(meaningful, caret);
  if (reference) return referenceCompletion(text, caret, reference, sources);
  const token = meaningful.find((candidate) => candidate.start < caret && caret <= candidate.end);
  if (!token || !['identifier', 'function', 'boolean'].includes(token.kind)) return null;
  const query = text.slice(token.start, caret);
  const functions = sources.functions.filter((fn) => byPrefix(query)(fn.name)).map((fn): CompletionItem => ({ kind: 'function', label: fn.name, fn }));
  const fields = sortedFields(sources.fields, query).map((field): CompletionItem => ({ kind: 'field', label: field.name, field }));
  const items = [...functions, ...fields].slice(0, maxItems);
  return items.length === 0 ? null : { from: token.start, to: token.end, items, inReference: null };
}

// Fields whose names start with what was typed come first, then those merely containing it.
function sortedFields(fields: CompletionField[], query: string): CompletionField[] {
  const starting = fields.filter((field) => byPrefix(query)(field.name));
  return [...starting, ...fields.filter((field) => !starting.includes(field) && byContains(query)(field.name))];
}

interface ReferenceSpot {
  kind: 'field' | 'lookup-link' | 'lookup-target';
  /** The quoted name being typed, or null right after `(` or `,`. */
  token: FormulaToken | null;
  linkName?: string;
}

// Where the caret is inside `field(` or `lookup(`: in its quoted name, or right after its `(` (or lookup's comma).
function referenceAt(tokens: FormulaToken[], caret: number): ReferenceSpot | null {
  const index = tokens.findIndex((token) => token.kind === 'field' && token.start < caret && (caret < token.end || !isClosedString(token)));
  if (index >= 0) return spotOf(tokens, index, tokens[index]!);
  if (tokens.some((token) => token.start < caret && caret < token.end)) return null;
  const before = tokens.filter((token) => token.end <= caret);
  const last = before.at(-1);
  if (last && (last.text === '(' || last.kind === 'comma')) return spotOf(before, before.length, null);
  return null;
}

function spotOf(tokens: FormulaToken[], index: number, token: FormulaToken | null): ReferenceSpot | null {
  const name = (offset: number) => tokens[index - offset]?.text.toLowerCase();
  if (tokens[index - 1]?.text === '(') {
    if (name(2) === 'field') return { kind: 'field', token };
    if (name(2) === 'lookup') return { kind: 'lookup-link', token };
    return null;
  }
  const link = tokens[index - 2];
  if (tokens[index - 1]?.kind === 'comma' && link?.kind === 'field' && tokens[index - 3]?.text === '(' && name(4) === 'lookup') {
    return { kind: 'lookup-target', token, linkName: unquote(link) };
  }
  return null;
}

function referenceCompletion(text: string, caret: number, spot: ReferenceSpot, sources: CompletionSources): Completion | null {
  const query = spot.token ? unquote({ text: text.slice(spot.token.start, caret) }) : '';
  const candidates =
    spot.kind === 'lookup-target' ? (sources.linkedFields?.(spot.linkName ?? '') ?? []) : spot.kind === 'lookup-link' ? sources.fields.filter((field) => field.isLink) : sources.fields;
  const items = sortedFields(candidates, query)
    .slice(0, maxItems)
    .map((field): CompletionItem => ({ kind: 'field', label: field.name, field }));
  if (items.length === 0) return null;
  const from = spot.token?.start ?? caret;
  return { from, to: spot.token?.end ?? caret, items, inReference: spot.kind };
}

/** The text after choosing an item, and where the caret goes: after `field('Name')`, or inside `upper(`. */
export function applyCompletion(text: string, completion: Completion, item: CompletionItem): { text: string; caret: number } {
  const rest = text.slice(completion.to);
  const next = rest.trimStart().charAt(0);
  let insert: string;
  if (item.kind === 'function') {
    // A name already followed by `(` keeps it; the caret goes inside either way.
    if (next === '(') return splice(text, completion.from, completion.to, item.label, completion.from + item.label.length + (rest.length - rest.trimStart().length) + 1);
    insert = `${item.label}(`;
  } else if (completion.inReference === null) {
    insert = `field(${quoteName(item.label)})`;
  } else if (completion.inReference === 'lookup-link') {
    insert = quoteName(item.label) + (next === ',' ? '' : ', ');
  } else {
    insert = quoteName(item.label) + (next === ')' ? '' : ')');
  }
  const caret = completion.from + insert.length + (next === ')' && completion.inReference !== null && completion.inReference !== 'lookup-link' ? rest.indexOf(')') + 1 : 0);
  return splice(text, completion.from, completion.to, insert, caret);
}

function splice(text: string, from: number, to: number, insert: string, caret: number) {
  return { text: text.slice(0, from) + insert + text.slice(to), caret };
}

/** The function call the caret is inside and which argument it is at (0-based), for the signature help; null outside any call. */
export function enclosingCall(text: string, caret: number): { name: string; argIndex: number } | null {
  const stack: { name: string | null; argIndex: number }[] = [];
  let previous: FormulaToken | undefined;
  for (const token of significant(formulaTokens(text))) {
    if (token.end > caret) break;
    if (token.text === '(') stack.push({ name: previous?.kind === 'function' ? previous.text : null, argIndex: 0 });
    else if (token.text === ')') stack.pop();
    else if (token.kind === 'comma' && stack.length > 0) stack.at(-1)!.argIndex++;
    previous = token;
  }
  const call = [...stack].reverse().find((entry) => entry.name !== null);
  return call?.name ? { name: call.name, argIndex: call.argIndex } : null;
}
