import { z } from 'zod';
import { defineFieldType } from '../field-type.js';
import { parseStringCell } from '../text-like.js';
import { nullableTextDoc } from '../text-like-doc.js';

/** Options of a single line text field: the value new rows start with. */
export const textOptions = z.object({ text_default: z.string().max(255).optional().default('') });
export type TextOptions = z.output<typeof textOptions>;

/** Single line text. An empty default means new rows start empty (null). */
export const textField = defineFieldType<TextOptions, string | null>({
  type: 'text',
  label: 'Single line text',
  canBePrimary: true,
  canSort: true,
  optionsSchema: textOptions,
  parseApiValue: (input) => parseStringCell(input),
  defaultValue: (options) => (options.text_default === '' ? null : options.text_default),
  toText: (value) => value ?? '',
  fromPaste: (text) => text,
  validateTyped: () => null,
  fromTyped: (text) => text,
  apiDoc: nullableTextDoc((options) => options.text_default || 'Some text'),
});
