import { validationMessages as m } from '../../validation/messages.js';
import { defineFieldType } from '../field-type.js';
import { isValidUrl } from '../patterns.js';
import { noOptions, parsePatternCell } from '../text-like.js';
import { patternTextDoc } from '../text-like-doc.js';

/** A link; empty is "" and invalid pasted text becomes "". */
export const urlField = defineFieldType<Record<string, never>, string>({
  type: 'url',
  label: 'URL',
  canBePrimary: true,
  canSort: true,
  optionsSchema: noOptions as never,
  parseApiValue: (input) => parsePatternCell(input, isValidUrl, m.invalidUrl),
  defaultValue: () => '',
  toText: (value) => value ?? '',
  fromPaste: (text) => (isValidUrl(text) ? text.trim() : ''),
  validateTyped: (text) => (text.trim() === '' || isValidUrl(text) ? null : 'Invalid URL'),
  fromTyped: (text) => text.trim(),
  apiDoc: patternTextDoc('A URL starting with http://, https://, ftp:// or ftps://', 'https://example.com'),
});
