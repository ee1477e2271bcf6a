import { defineFieldType } from '../field-type.js';
import { isValidPhoneNumber } from '../patterns.js';
import { noOptions, parsePatternCell } from '../text-like.js';
import { patternTextDoc } from '../text-like-doc.js';

/** A phone number: up to 100 digits, spaces and Nx,._+*()#=;/- characters. */
export const phoneNumberField = defineFieldType<Record<string, never>, string>({
  type: 'phone_number',
  label: 'Phone number',
  canBePrimary: true,
  canSort: true,
  optionsSchema: noOptions as never,
  parseApiValue: (input) => parsePatternCell(input, isValidPhoneNumber, 'Enter a valid phone number.'),
  defaultValue: () => '',
  toText: (value) => value ?? '',
  fromPaste: (text) => (isValidPhoneNumber(text.trim()) ? text.trim() : ''),
  validateTyped: (text) => (text.trim() === '' || isValidPhoneNumber(text.trim()) ? null : 'Invalid Phone Number'),
  fromTyped: (text) => text.trim(),
  apiDoc: patternTextDoc('Up to 100 digits, spaces and the characters Nx,._+*()#=;/-', '+1 202-555-0143', { pattern: '^[0-9NnXx,+._*()#=;/ -]{0,100}$' }),
});
