import { defineFieldType } from '../field-type.js';
import { noOptions, parseStringCell } from '../text-like.js';
import { nullableTextDoc } from '../text-like-doc.js';

/** Multi-line text; Enter makes a new line in its editor instead of saving. */
export const longTextField = defineFieldType<Record<string, never>, string | null>({
  type: 'long_text',
  label: 'Long text',
  canBePrimary: true,
  canSort: true,
  optionsSchema: noOptions as never,
  parseApiValue: (input) => parseStringCell(input),
  defaultValue: () => null,
  toText: (value) => value ?? '',
  fromPaste: (text) => text,
  validateTyped: () => null,
  fromTyped: (text) => text,
  apiDoc: nullableTextDoc(() => 'Several lines\nof text'),
});
