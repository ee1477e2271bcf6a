import { validationMessages as m } from '../../validation/messages.js';
import { defineFieldType } from '../field-type.js';
import { isValidUrl } from '../patterns.js';
import { noOptions, parsePatternCell } from '../text-like.js';
import { patternTextDoc } from '../text-like-doc.js';

// Dot-separated labels ending in a top-level domain of letters, then an optional port and path:
// what people type for a web address. Without a dot ('localhost') or with spaces it is not one.
const bareDomain = /^(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?\.)+\p{L}{2,63}(?::\d{1,5})?(?:[/?#]\S*)?$/u;

/**
 * Typed or pasted text as the URL it stands for: trimmed, and a bare domain (`example.com/a`)
 * gets `https://` in front, as a browser's address bar reads it. Other text is only trimmed,
 * for the URL pattern to judge. The grid's editor, the row modal and paste all go through this.
 */
export function completeUrl(text: string): string {
  const trimmed = text.trim();
  return bareDomain.test(trimmed) ? `https://${trimmed}` : trimmed;
}

/** A link; empty is "" and invalid pasted text becomes "". A bare domain typed or pasted gets https://. */
export const urlField = defineFieldType<Record<string, never>, string>({
  type: 'url',
  label: 'URL',
  canBePrimary: true,
  canSort: true,
  optionsSchema: noOptions as never,
  // The API takes only complete URLs, as the reference does (contract §9.4).
  parseApiValue: (input) => parsePatternCell(input, isValidUrl, m.invalidUrl),
  defaultValue: () => '',
  toText: (value) => value ?? '',
  fromPaste: (text) => {
    const url = completeUrl(text);
    return isValidUrl(url) ? url : '';
  },
  validateTyped: (text) => (text.trim() === '' || isValidUrl(completeUrl(text)) ? null : 'Invalid URL'),
  fromTyped: (text) => completeUrl(text),
  apiDoc: patternTextDoc('A URL starting with http://, https://, ftp:// or ftps://', 'https://example.com'),
});
