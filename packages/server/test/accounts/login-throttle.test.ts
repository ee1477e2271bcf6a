import { accountEndpoints as endpoints } from '@cellar/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trustedProxies } from '../../src/config/config.js';
import { startTestServer, type TestServer } from '../helpers/test-server.js';

// Issue 14, point 5: throttling that slows a guesser down without letting anyone lock someone
// else out, and client IPs that a client cannot choose. The server trusts one proxy hop, so
// `X-Forwarded-For` stands for the client's address, as behind a real proxy.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ trustProxy: 1, rateLimits: { loginAttempts: 3, windowSeconds: 900 } });
});
afterAll(() => server.close());

function login(email: string, password: string, ip: string) {
  return server.api.raw('POST', '/api/user/token-auth/', { json: { username: email, password }, headers: { 'x-forwarded-for': ip } });
}

describe('failed logins', () => {
  it('slow down the address and IP that fail, while the owner logs in from elsewhere', async () => {
    const { email, password } = await server.signUp();
    for (let i = 0; i < 3; i += 1) expect((await login(email, 'wrong password', '203.0.113.7')).status).toBe(400);
    // The guesser now waits, even with the right password…
    expect((await login(email, password, '203.0.113.7')).status).toBe(429);
    // …while the owner, at another address, is not touched.
    expect((await login(email, password, '198.51.100.20')).status).toBe(200);
  });

  it('make the guesser wait longer each time, then let the right password in after the wait', async () => {
    const { email, password } = await server.signUp();
    const ip = '203.0.113.8';
    for (let i = 0; i < 3; i += 1) await login(email, 'wrong password', ip);
    expect((await login(email, 'wrong password', ip)).status).toBe(429);
    server.clock.advance(1);
    expect((await login(email, 'wrong password', ip)).status).toBe(400);
    // Four failures: the next attempt waits two seconds, not one.
    server.clock.advance(1);
    expect((await login(email, password, ip)).status).toBe(429);
    server.clock.advance(1);
    expect((await login(email, password, ip)).status).toBe(200);
  });

  it('from many IPs slow the address down by at most a minute, never lock it', async () => {
    const { email, password } = await server.signUp();
    // Five times the limit from as many addresses: the address as a whole starts to wait.
    for (let i = 0; i < 15; i += 1) expect((await login(email, 'wrong password', `192.0.2.${i + 1}`)).status).toBe(400);
    for (let i = 0; i < 10; i += 1) {
      server.clock.advance(60);
      await login(email, 'wrong password', `192.0.2.${100 + i}`);
    }
    expect((await login(email, password, '198.51.100.30')).status).toBe(429);
    server.clock.advance(60);
    expect((await login(email, password, '198.51.100.30')).status).toBe(200);
  });

  it('from one IP across many addresses meet a ceiling well above an office', async () => {
    const ip = '203.0.113.99';
    const statuses: number[] = [];
    for (let i = 0; i < 301; i += 1) statuses.push((await login(`nobody${i}@example.com`, 'wrong password', ip)).status);
    expect(statuses.slice(0, 300).every((status) => status === 400)).toBe(true);
    expect(statuses[300]).toBe(429);
  }, 120_000);
});

describe('TRUST_PROXY', () => {
  it('never trusts every X-Forwarded-For entry: true is one hop, numbers are hops, other values name proxies', () => {
    expect(trustedProxies(undefined)).toBe(false);
    expect(trustedProxies('false')).toBe(false);
    expect(trustedProxies('true')).toBe(1);
    expect(trustedProxies('2')).toBe(2);
    expect(trustedProxies('0')).toBe(false);
    expect(trustedProxies('10.0.0.1, 10.1.0.0/16')).toEqual(['10.0.0.1', '10.1.0.0/16']);
  });

  it('takes the client address the trusted proxy saw, not one the client wrote on the left', async () => {
    const { email } = await server.signUp();
    // A client writes a fake address first; the proxy appends the real one on the right.
    for (let i = 0; i < 3; i += 1) {
      await server.api.raw('POST', '/api/user/token-auth/', { json: { username: email, password: 'wrong password' }, headers: { 'x-forwarded-for': `10.9.9.${i}, 203.0.113.50` } });
    }
    const answer = await server.api.raw('POST', '/api/user/token-auth/', { json: { username: email, password: 'wrong password' }, headers: { 'x-forwarded-for': '10.9.9.200, 203.0.113.50' } });
    expect(answer.status).toBe(429);
  });
});

describe('endpoints', () => {
  it('still answer a login with the refusal the contract words', async () => {
    const answer = await server.api.call(endpoints.login, { body: { username: 'no-such-person@example.com', password: 'whatever it is' } });
    expect(answer).toMatchObject({ status: 400, body: { non_field_errors: ['Unable to log in with provided credentials.'] } });
  });
});
