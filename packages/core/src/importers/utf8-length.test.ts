import { describe, expect, it } from 'vitest';
import { utf8Length } from './utf8-length.js';

describe('the UTF-8 length of text', () => {
  it('counts one byte up to U+007F, two up to U+07FF, three up to U+FFFF and four past it', () => {
    expect(utf8Length('')).toBe(0);
    expect(utf8Length('a\u007f')).toBe(2);
    expect(utf8Length('\u0080é\u07ff')).toBe(6);
    expect(utf8Length('\u0800€\uffff')).toBe(9);
    expect(utf8Length('\u{1F600}a\u{10FFFF}')).toBe(9);
  });

  it('counts a surrogate outside a pair as the three bytes of its replacement', () => {
    expect(utf8Length('\ud83da')).toBe(4);
    expect(utf8Length('a\ude00')).toBe(4);
    expect(utf8Length('\ude00\ud83d')).toBe(6);
    expect(utf8Length('\ud83d')).toBe(3);
  });

});
