import { validationMessages as m } from '../../validation/messages.js';
import { defineFieldType } from '../field-type.js';
import { emailMaxLength, isValidEmail } from '../patterns.js';
import { noOptions, parsePatternCell } from '../text-like.js';
import { patternTextDoc } from '../text-like-doc.js';

/** An e-mail address; empty is "" and invalid pasted text becomes "". */
export const emailField = defineFieldType<Record<string, never>, string>({
  type: 'email',
  label: 'Email',
  canBePrimary: true,
  canSort: true,
  optionsSchema: noOptions as never,
  parseApiValue: (input) => parsePatternCell(input, isValidEmail, m.invalidEmail),
  defaultValue: () => '',
  toText: (value) => value ?? '',
  fromPaste: (text) => (isValidEmail(text) ? text.trim() : ''),
  validateTyped: (text) => (text.trim() === '' || isValidEmail(text) ? null : 'Invalid email'),
  fromTyped: (text) => text.trim(),
  apiDoc: patternTextDoc('An e-mail address', 'name@example.com', { maxLength: emailMaxLength }),
});
