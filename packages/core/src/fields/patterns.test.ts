import { describe, expect, it } from 'vitest';
import { truthyWords } from './boolean/boolean-field.js';
import { isValidEmail, isValidPhoneNumber, isValidUrl, whitespaceClass } from './patterns.js';

describe('patterns shared with the server SQL', () => {
  it('spell out exactly what JS calls whitespace', () => {
    const spelled = new RegExp(`^[${whitespaceClass}]$`);
    const differing: string[] = [];
    for (let code = 0; code <= 0xffff; code++) {
      const char = String.fromCharCode(code);
      if (/^\s$/.test(char) !== spelled.test(char)) differing.push(code.toString(16));
    }
    expect(differing).toEqual([]);
  });

  it.each([
    ['https://cellar.dev/a?b=c', true],
    ['\u00a0FTP://files.example.com\t', true],
    ['see https://cellar.dev', false],
    ['https://cellar.dev more', false],
    ['https://', false],
    ['http://.cellar.dev', false],
    ['javascript:alert(1)//http://x', false],
    ['javascript://cellar.dev/%0Aalert(1)', false],
    ['mailto:ada@example.com', false],
    ['ftps://files.example.com', true],
  ])('url %j → %s, as checked on the trimmed text', (text, valid) => {
    expect(isValidUrl(text)).toBe(valid);
  });

  it.each([
    [' ADA@EXAMPLE.COM\n', true],
    ['mail ada@example.com', false],
    ['ada@example.c', false],
    ['ada@@example.com', false],
    ['ada@mail.example.co.uk', true],
    ['ada@example..com', false],
    ['ada@.example.com', false],
    ['ada@example.com.', false],
    ['ada@example.c.d', false],
    [`${'a'.repeat(242)}@example.com`, true],
    [`${'a'.repeat(243)}@example.com`, false],
    [`  ${'a'.repeat(242)}@example.com\t`, true],
  ])('email %j → %s, as checked on the trimmed text', (text, valid) => {
    expect(isValidEmail(text)).toBe(valid);
  });

  it.each([
    [' 123 x45 ', true],
    ['\t123', false],
    ['1'.repeat(100), true],
    ['1'.repeat(101), false],
  ])('phone %j → %s, checked as it is', (text, valid) => {
    expect(isValidPhoneNumber(text)).toBe(valid);
  });

  it('list the truthy words as the SQL compares them: lower-case and trimmed', () => {
    expect(truthyWords.filter((word) => word !== word.trim().toLowerCase())).toEqual([]);
  });
});
