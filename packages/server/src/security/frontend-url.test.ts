import { describe, expect, it } from 'vitest';
import { frontendLink, isAllowedFrontendUrl } from './frontend-url.js';

describe('links in mails', () => {
  it.each([
    ['https://cellar.example.com/reset', true],
    ['https://CELLAR.example.com:443/reset', true],
    ['http://cellar.example.com/reset', false],
    ['https://cellar.example.com:8443/reset', false],
    ['javascript://cellar.example.com/%0Aalert(1)//', false],
    ['https://user:pass@cellar.example.com/reset', false],
    ['https://cellar.example.com.evil.net/reset', false],
    ['not a url', false],
  ])('%s is on PUBLIC_URL https://cellar.example.com: %s', (candidate, allowed) => {
    expect(isAllowedFrontendUrl(candidate, 'https://cellar.example.com')).toBe(allowed);
  });

  it('treats loopback names as one host, with the same scheme and port', () => {
    expect(isAllowedFrontendUrl('http://127.0.0.1:8000/x', 'http://localhost:8000')).toBe(true);
    expect(isAllowedFrontendUrl('http://[::1]:8000/x', 'http://localhost:8000')).toBe(true);
    expect(isAllowedFrontendUrl('http://127.0.0.1:3000/x', 'http://localhost:8000')).toBe(false);
  });

  it('appends the token after exactly one slash, keeping the query', () => {
    const publicUrl = 'https://cellar.example.com';
    expect(frontendLink('https://cellar.example.com/reset-password', publicUrl)('abc.def')).toBe('https://cellar.example.com/reset-password/abc.def');
    expect(frontendLink(`https://cellar.example.com/reset${'/'.repeat(500)}`, publicUrl)('t')).toBe('https://cellar.example.com/reset/t');
    expect(frontendLink('https://cellar.example.com', publicUrl)('t')).toBe('https://cellar.example.com/t');
    expect(frontendLink('https://cellar.example.com/a?b=c', publicUrl)('t')).toBe('https://cellar.example.com/a/t?b=c');
    expect(() => frontendLink('https://evil.example/reset', publicUrl)).toThrow(expect.objectContaining({ code: 'ERROR_HOSTNAME_IS_NOT_ALLOWED' }));
  });
});
