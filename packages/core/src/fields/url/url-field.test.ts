import { describe, expect, it } from 'vitest';
import { completeUrl, urlField } from './url-field.js';

describe('a bare domain in a URL cell', () => {
  it.each([
    ['example.com', 'https://example.com'],
    [' www.example.co.uk/path?q=1#top ', 'https://www.example.co.uk/path?q=1#top'],
    ['example.com:8080/a', 'https://example.com:8080/a'],
    ['bücher.de', 'https://bücher.de'],
    ['http://example.com', 'http://example.com'],
    ['ftp://files.example.com', 'ftp://files.example.com'],
  ])('%j is typed, pasted and saved as %j', (text, url) => {
    expect(completeUrl(text)).toBe(url);
    expect(urlField.validateTyped(text, {})).toBeNull();
    expect(urlField.fromTyped(text, {})).toBe(url);
    expect(urlField.fromPaste(text, {})).toBe(url);
  });

  it.each(['localhost', 'example', 'example.c0m', 'two words.com', 'junk!', 'mailto:ada@example.com', '-example.com', '192.168.0.1'])('%j gets no https:// and stays invalid', (text) => {
    expect(completeUrl(text)).toBe(text.trim());
    expect(urlField.validateTyped(text, {})).toBe('Invalid URL');
    expect(urlField.fromPaste(text, {})).toBe('');
  });

  it('is still refused by the API, which takes complete URLs only', () => {
    expect(urlField.parseApiValue('example.com', {}).ok).toBe(false);
  });
});
