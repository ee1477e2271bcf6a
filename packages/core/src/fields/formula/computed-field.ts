import type { z } from 'zod';
import type { FieldFileRules } from '../../database-file/file-rules.js';
import { resultFieldOf, standInTypeOf } from '../../formulas/result-field.js';
import { defineFieldType, type FieldTypeDefinition } from '../field-type.js';
import { readOnlyEditing, readOnlyValue } from '../read-only.js';
import type { ComputedDisplayOptions } from './computed-options.js';
import { computedDisplay, computedExample, computedResponseSchema, computedText } from './result-display.js';

/** What sets one computed type apart: its name, label, settings and what its value is, in words. */
export interface ComputedTypeSpec<Options extends ComputedDisplayOptions> {
  type: 'formula' | 'lookup' | 'rollup' | 'count';
  label: string;
  /** Its settings; what the server works out (`formula_type`, `error`…) is overwritten by the server. */
  optionsSchema: z.ZodType<Options>;
  /** Completes "Nothing: …", for the API docs. */
  what: string;
  /** What its settings name in a database file (its `*-file.ts`): read to order an import and refuse cycles. */
  databaseFile?: FieldFileRules;
}

/**
 * A computed type (formula, lookup, rollup, count): read only (a body naming one is refused with
 * `read_only`, as created_on), its values stored by the server, shown and filtered as the stored
 * type of its result (formulas/result-field.ts).
 */
export function computedFieldType<Options extends ComputedDisplayOptions>(spec: ComputedTypeSpec<Options>): FieldTypeDefinition<Options, unknown> {
  return defineFieldType<Options, unknown>({
    type: spec.type,
    label: spec.label,
    canBePrimary: true,
    canSort: true,
    readOnly: true,
    optionsSchema: spec.optionsSchema,
    parseApiValue: () => readOnlyValue(spec.type),
    defaultValue: () => null,
    toText: computedText,
    toDisplay: computedDisplay,
    ...readOnlyEditing,
    ...(spec.databaseFile ? { databaseFile: spec.databaseFile } : {}),
    apiDoc: {
      accepts: () => `Nothing: ${spec.what}; a body naming this field is refused (read_only).`,
      responseSchema: computedResponseSchema,
      requestSchema: () => ({ not: {} }),
      example: computedExample,
    },
    behavesAs(options) {
      const result = resultFieldOf(options);
      const type = standInTypeOf(result);
      return type ? { type, options: 'options' in result ? result.options : {} } : { type: spec.type, options };
    },
  });
}
