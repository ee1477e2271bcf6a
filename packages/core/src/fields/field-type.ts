import type { z } from 'zod';
import type { JsonSchema } from '../api-docs/json-schema.js';
import type { FieldFileRules } from '../database-file/file-rules.js';
import type { FieldError, ValidationDetail } from '../errors/error-codes.js';

/** The field types Cellar implements, in registration order (contract §9.2). */
export const fieldTypeNames = ['text', 'long_text', 'url', 'email', 'number', 'boolean', 'date', 'link_row', 'file', 'single_select', 'phone_number', 'created_on', 'last_modified', 'created_by', 'last_modified_by', 'autonumber', 'multiple_select', 'rating', 'duration', 'formula', 'lookup', 'rollup', 'count'] as const;

/** The name of an implemented field type. */
export type FieldTypeName = (typeof fieldTypeNames)[number];

/**
 * The outcome of reading a cell value sent over the API: the value to store, or why not. A list
 * value may report per item (`detail`, contract §1.3: `{"0": [...]}` or `[{}, {"name": [...]}]`),
 * which then stands for the key's errors instead of `[error]`.
 */
export type CellParseResult<V> = { ok: true; value: V } | { ok: false; error: FieldError; detail?: ValidationDetail | ValidationDetail[] };

/** An example cell: as a row answer holds it, and as a body sends it to write that value. */
export interface CellExample {
  response: unknown;
  request: unknown;
}

/**
 * How the rows API documentation (the API docs page and the OpenAPI documents) describes a
 * type's cells (contract §9.4), for one field's options.
 */
export interface CellApiDoc<Options> {
  /** What a body may send for the cell, in a sentence for people. */
  accepts(options: Options): string;
  /** JSON Schema of the cell in a row answer. */
  responseSchema(options: Options): JsonSchema;
  /** JSON Schema of what a body may send for the cell. */
  requestSchema(options: Options): JsonSchema;
  /** A plausible value of the cell, in both directions. */
  example(options: Options): CellExample;
}

/**
 * What a field type is, independent of where it runs: its settings, how the API's cell
 * values are checked, how values read as text, and how pasted or typed text becomes a value.
 * The server and the web app both call these, so a rule exists once.
 */
export interface FieldTypeDefinition<Options extends object = object, Value = unknown> {
  type: FieldTypeName;
  /** The name people see in the type dropdown. */
  label: string;
  canBePrimary: boolean;
  canSort: boolean;
  /** Set for types whose cells the server fills (created_on, autonumber…): a body naming one is refused, and nobody edits it. */
  readOnly?: boolean;
  /** The type's own keys of the field object, with their defaults (contract §9.2). */
  optionsSchema: z.ZodType<Options>;
  /** Checks a cell value from a rows API body (contract §9.4). */
  parseApiValue(input: unknown, options: Options): CellParseResult<Value>;
  /** The value a new row gets when its body leaves the cell out. */
  defaultValue(options: Options): Value;
  /** The value a cell shows as, copies as and is searched by. */
  toText(value: Value, options: Options): string;
  /** The text a cell shows (and an editor starts from), when it is not `toText`: a number's prefix, separators and percent. */
  toDisplay?(value: Value, options: Options): string;
  /**
   * The text a copied cell puts on the clipboard, when it is not `toText`: what `fromPaste` of
   * the same type reads back in full (a link's table id and rows, spec §5).
   */
  toClipboard?(value: Value, options: Options): string;
  /** The text an exported file (CSV, XLSX) holds for a cell, when it is not `toText`: a file cell's visible names. */
  toExportText?(value: Value, options: Options): string;
  /** A value from pasted text (spec §5 paste rules); never fails. */
  fromPaste(text: string, options: Options): Value;
  /** Checks text typed into the cell editor; an error message for people, or null. */
  validateTyped(text: string, options: Options): string | null;
  /** The value typed text is saved as, once valid. */
  fromTyped(text: string, options: Options): Value;
  /** How the API documentation describes the type's cells. */
  apiDoc: CellApiDoc<Options>;
  /** How its settings and cells name other things of a database file, for the types that do (database-file/). */
  databaseFile?: FieldFileRules;
  /**
   * Set on the computed types (formula, lookup, rollup, count): the stored type and options their
   * values behave like for these options (a number formula is a number), which filters consult.
   */
  behavesAs?(options: Options): { type: FieldTypeName; options: Record<string, unknown> };
}

/** A field definition with its options erased, as registries hold them. */
export type AnyFieldType = FieldTypeDefinition<any, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** Declares a field type with checked options and value types. */
export function defineFieldType<Options extends object, Value>(definition: FieldTypeDefinition<Options, Value>): FieldTypeDefinition<Options, Value> {
  return definition;
}

/** A cell error with the reference's wording. */
export function cellError(error: string, code = 'invalid'): { ok: false; error: FieldError } {
  return { ok: false, error: { error, code } };
}
