import type { FieldRef, FormulaAst, Span } from './ast.js';
import type { FormulaEnvironment, FormulaField } from './environment.js';
import type { FormulaError } from './formula.js';
import { arrayOf, describeFormulaType, numberType, booleanType, textType, type FormulaType } from './formula-type.js';
import { atPosition } from './formula-position.js';
import type { FormulaFunction, FormulaLiteral } from './functions/function-def.js';
import { findFormulaFunction } from './functions/registry.js';
import { listsOfTwoLinks } from './list-source.js';
import type { TypedNode } from './typed-node.js';

/** A formula's tree typed against its fields, or its first mistake at its place. */
export type TypedFormula = { ok: true; node: TypedNode } | { ok: false; error: FormulaError };

class FormulaMistake extends Error {
  constructor(readonly error: FormulaError) {
    super(error.message);
  }
}

/**
 * Types a parsed formula: resolves every field (by name as typed, or by id as stored), checks each
 * call's arguments, and gives the result type by the reference's rules. A call with a list where its
 * function takes one value (`upper(lookup('Items', 'Name'))`) applies to each linked row's value and
 * gives a list; lists from two different links cannot meet in one call.
 */
export function typeFormula(ast: FormulaAst, env: FormulaEnvironment, text: string): TypedFormula {
  try {
    return { ok: true, node: typeNode(ast, env, text) };
  } catch (error) {
    if (error instanceof FormulaMistake) return { ok: false, error: error.error };
    throw error;
  }
}

// `field(1)` parses as a call named field: say what its arguments should be instead of "unknown function".
const referenceWords = new Map([
  ['field', "a field name in quotes, like field('Price')"],
  ['field_by_id', 'a field id, like field_by_id(12)'],
  ['lookup', "a link field's name and a field name of the linked table, in quotes, like lookup('Invoices', 'Amount')"],
]);

function mistake(kind: FormulaError['kind'], message: string, text: string, at: Span): FormulaMistake {
  return new FormulaMistake({ kind, message: atPosition(message, text, at), at });
}

function typeNode(ast: FormulaAst, env: FormulaEnvironment, text: string): TypedNode {
  switch (ast.kind) {
    case 'number': {
      const places = ast.value.includes('.') ? ast.value.length - ast.value.indexOf('.') - 1 : 0;
      return { kind: 'literal', value: Number(ast.value), type: numberType(places), at: ast.at };
    }
    case 'text':
      return { kind: 'literal', value: ast.value, type: textType, at: ast.at };
    case 'boolean':
      return { kind: 'literal', value: ast.value, type: booleanType, at: ast.at };
    case 'field': {
      const field = resolveField(ast.ref, env, text);
      return { kind: 'field', fieldId: field.id, type: usableType(field, text, ast.at), at: ast.at };
    }
    case 'lookup': {
      const through = resolveField(ast.through, env, text);
      if (!through.linked) throw mistake('type', `The field '${through.name}' is not a link field, so nothing can be looked up through it`, text, ast.through.at);
      const target = resolveField(ast.target, through.linked(), text, through.name);
      const type = usableType(target, text, ast.target.at);
      if (type.type === 'array') throw mistake('type', `The field '${target.name}' is already a list, and lists of lists are not supported`, text, ast.target.at);
      return { kind: 'lookup', throughFieldId: through.id, targetFieldId: target.id, type: arrayOf(type as Exclude<FormulaType, { type: 'array' | 'invalid' }>), at: ast.at };
    }
    case 'call':
      return typeCall(ast, env, text);
  }
}

function resolveField(ref: FieldRef, env: FormulaEnvironment, text: string, linkName?: string): FormulaField {
  const field = ref.by === 'name' ? env.byName(ref.name) : env.byId(ref.id);
  const namesSelf = ref.by === 'name' ? ref.name === env.selfName : ref.id === env.selfId;
  if (!linkName && (namesSelf || (field !== undefined && field.id === env.selfId))) throw mistake('self_reference', 'A formula cannot reference its own field', text, ref.at);
  if (field) return field;
  const what = ref.by === 'name' ? `named '${ref.name}'` : `with id ${ref.id}`;
  const where = linkName ? ` in the table '${linkName}' links to` : '';
  throw mistake('unknown_field', `There is no field ${what}${where}`, text, ref.at);
}

function usableType(field: FormulaField, text: string, at: Span): FormulaType {
  if (field.type.type === 'invalid') throw mistake('type', `The field '${field.name}' has an error of its own`, text, at);
  return field.type;
}

function typeCall(ast: Extract<FormulaAst, { kind: 'call' }>, env: FormulaEnvironment, text: string): TypedNode {
  const written = text.slice(ast.nameAt.start, ast.nameAt.end);
  if (referenceWords.has(ast.name)) throw mistake('syntax', `\`${written}\` takes ${referenceWords.get(ast.name)}`, text, ast.at);
  const found = findFormulaFunction(ast.name);
  if (!found) throw mistake('unknown_function', `Unknown function '${written}'`, text, ast.nameAt);
  const { min, max } = found.arity;
  const count = ast.args.length;
  if (count < min || (max !== undefined && count > max)) {
    throw mistake('type', `\`${found.name}\` takes ${describeArity(min, max)}, got ${count}`, text, ast.at);
  }
  let args = ast.args.map((arg) => typeNode(arg, env, text));
  let fn: FormulaFunction = found;
  const renamed = fn.renameFor?.(args.map((arg) => arg.type));
  if (renamed) fn = findFormulaFunction(renamed)!;
  const wraps = fn.wrapArgs?.(args.map((arg) => arg.type));
  if (wraps) args = args.map((arg, index) => wrap(arg, wraps[index] ?? null));
  return fn.aggregate ? typeAggregate(fn, args, ast, text) : typeEach(fn, args, ast, text);
}

// An operator's function is named in its errors as it was written: `&&`, not `and`.
function asWritten(message: string, fn: FormulaFunction, ast: Extract<FormulaAst, { kind: 'call' }>, text: string): string {
  const written = text.slice(ast.nameAt.start, ast.nameAt.end);
  return /^[a-z_]/i.test(written) ? message : message.replace(`\`${fn.name}\``, `\`${written}\``);
}

function describeArity(min: number, max: number | undefined): string {
  const plural = (n: number) => `${n} argument${n === 1 ? '' : 's'}`;
  if (max === undefined) return `at least ${plural(min)}`;
  if (min === max) return plural(min);
  return `${min} to ${plural(max)}`;
}

// Wraps an argument in a one-argument conversion, typed as that function says (totext of a number).
function wrap(arg: TypedNode, name: string | null): TypedNode {
  if (!name) return arg;
  const fn = findFormulaFunction(name)!;
  const typing = fn.typeOf([itemOf(arg.type)]);
  const type = typing.ok ? typing.type : textType;
  return { kind: 'call', name: fn.name, args: [arg], type: arg.type.type === 'array' ? listOf(type) : type, at: arg.at };
}

function typeAggregate(fn: FormulaFunction, args: TypedNode[], ast: Extract<FormulaAst, { kind: 'call' }>, text: string): TypedNode {
  const typing = fn.typeOf(args.map((arg) => arg.type), literalsOf(args));
  if (!typing.ok) throw mistake('type', asWritten(typing.error, fn, ast, text), text, args[typing.argIndex ?? -1]?.at ?? ast.at);
  overOneLink(args, text);
  return { kind: 'call', name: fn.name, args, type: typing.type, at: ast.at };
}

// A scalar function: typed on its arguments' item types; over a list it applies to each item.
function typeEach(fn: FormulaFunction, args: TypedNode[], ast: Extract<FormulaAst, { kind: 'call' }>, text: string): TypedNode {
  const typing = fn.typeOf(args.map((arg) => itemOf(arg.type)), literalsOf(args));
  if (!typing.ok) throw mistake('type', asWritten(typing.error, fn, ast, text), text, args[typing.argIndex ?? -1]?.at ?? ast.at);
  const overList = overOneLink(args, text);
  const type = overList ? listOf(typing.type) : typing.type;
  return { kind: 'call', name: fn.name, args, type, at: ast.at };
}

function literalsOf(args: TypedNode[]): FormulaLiteral[] {
  return args.map((arg) => (arg.kind === 'literal' ? arg.value : undefined));
}

function itemOf(type: FormulaType): FormulaType {
  return type.type === 'array' ? type.of : type;
}

function listOf(type: FormulaType): FormulaType {
  return type.type === 'array' || type.type === 'invalid' ? type : arrayOf(type);
}

/** Whether any argument is a list; refuses lists that come through different links (their rows do not pair up). */
function overOneLink(args: TypedNode[], text: string): boolean {
  const mixed = listsOfTwoLinks(args);
  if (mixed) throw mistake('type', `Lists from different links cannot be combined, got ${describeFormulaType(mixed.type)} from another link`, text, mixed.at);
  return args.some((arg) => arg.type.type === 'array');
}
