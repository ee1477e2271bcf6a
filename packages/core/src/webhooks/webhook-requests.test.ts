import { describe, expect, it } from 'vitest';
import { createWebhookRequest, webhookLimits } from './webhook-requests.js';

const valid = { name: 'Orders to n8n', url: 'https://hooks.example.com/orders' };
const accepts = (body: Record<string, unknown>) => createWebhookRequest.safeParse({ ...valid, ...body }).success;

describe('a webhook request', () => {
  it('takes http(s) URLs with a host, up to the bound, and nothing else', () => {
    expect(accepts({ url: 'http://127.0.0.1:8080/hook' })).toBe(true);
    expect(accepts({ url: 'HTTPS://Example.com' })).toBe(true);
    for (const url of ['http:///hook', 'https://', 'ftp://example.com/x', 'javascript:alert(1)', 'example.com/hook', `https://e.com/${'a'.repeat(webhookLimits.urlLength)}`]) {
      expect(accepts({ url }), url).toBe(false);
    }
  });

  it('refuses headers that could split a request, and more of them than the bound', () => {
    expect(accepts({ headers: { 'X-Token': 'abc 123', Accept: 'application/json' } })).toBe(true);
    expect(accepts({ headers: { 'X-Token': 'a\r\nHost: evil' } })).toBe(false);
    expect(accepts({ headers: { 'X Token': 'a' } })).toBe(false);
    expect(accepts({ headers: { 'X-Token\n': 'a' } })).toBe(false);
    const many = Object.fromEntries(Array.from({ length: webhookLimits.headerCount + 1 }, (_, i) => [`X-H${i}`, 'v']));
    expect(accepts({ headers: many })).toBe(false);
  });

  it('fills the reference’s defaults: every event, POST, user field names', () => {
    expect(createWebhookRequest.parse(valid)).toMatchObject({ include_all_events: true, events: [], request_method: 'POST', headers: {}, use_user_field_names: true });
  });
});
