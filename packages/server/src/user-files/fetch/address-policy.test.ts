import { describe, expect, it } from 'vitest';
import { isPublicAddress } from './address-policy.js';

// The host an upload URL names, as the fetcher sees it: the WHATWG parser's canonical form.
const hostOf = (url: string) => new URL(url).hostname.replace(/^\[|\]$/g, '');

describe('which addresses an upload by URL may reach', () => {
  it('refuses private, loopback, link-local, shared, multicast, reserved and unspecified IPv4', () => {
    for (const address of ['127.0.0.1', '127.255.255.254', '10.0.0.1', '172.16.5.4', '192.168.1.1', '169.254.169.254', '100.64.0.1', '0.0.0.0', '0.1.2.3', '224.0.0.1', '239.255.255.250', '240.0.0.1', '255.255.255.255', '192.0.2.1', '198.51.100.7', '203.0.113.9', '198.18.0.1']) {
      expect(isPublicAddress(address), address).toBe(false);
    }
  });

  it('refuses the same in IPv6, and IPv6 forms that carry an IPv4 address', () => {
    for (const address of ['::1', '::', 'fe80::1', 'fc00::1', 'fd12:3456::1', 'ff02::1', '::ffff:127.0.0.1', '::ffff:7f00:1', '::ffff:10.0.0.1', '::ffff:169.254.169.254', '2002:7f00:1::', '64:ff9b::7f00:1', '2001::1', '2001:db8::1', '::127.0.0.1']) {
      expect(isPublicAddress(address), address).toBe(false);
    }
  });

  // Issue 30: `http://[::127.0.0.1]/` is `[::7f00:1]` to the URL parser, which ipaddr.js called unicast.
  it('refuses IPv4-compatible IPv6 (::/96) however it is written, public IPv4 inside or not', () => {
    for (const address of ['::7f00:1', '::127.0.0.1', '::a9fe:a9fe', '::169.254.169.254', '::a00:1', '::808:808', '::8.8.8.8', '0:0:0:0:0:0:7f00:1']) {
      expect(isPublicAddress(address), address).toBe(false);
    }
    for (const url of ['http://[::127.0.0.1]/', 'http://[::7f00:1]:8000/', 'http://[0::127.0.0.1]/', 'http://[::0:169.254.169.254]/']) expect(isPublicAddress(hostOf(url)), url).toBe(false);
    // Its neighbours are judged as before.
    expect(isPublicAddress('::ffff:8.8.8.8')).toBe(true);
  });

  it('allows public addresses, IPv4-mapped ones included, and refuses what is not an address', () => {
    for (const address of ['8.8.8.8', '1.1.1.1', '93.184.216.34', '2606:4700:4700::1111', '::ffff:8.8.8.8']) expect(isPublicAddress(address), address).toBe(true);
    for (const text of ['', 'localhost', 'example.com', '999.1.1.1', '1.2.3.4.5']) expect(isPublicAddress(text), text).toBe(false);
  });

  it('sees through decimal, octal, hexadecimal and short spellings of loopback', () => {
    const spellings = ['http://2130706433/', 'http://0x7f.1/', 'http://017700000001/', 'http://0177.0.0.1/', 'http://0x7f000001/', 'http://127.1/', 'http://127.0.1/', 'http://[::ffff:127.0.0.1]/', 'http://[0:0:0:0:0:ffff:7f00:1]/', 'http://[::1]/'];
    for (const url of spellings) expect(isPublicAddress(hostOf(url)), url).toBe(false);
  });

  it('sees through every spelling of every address in the loopback and private ranges (generated)', () => {
    // A deterministic sweep instead of a property library: random addresses in forbidden ranges,
    // each written as dotted decimal, one 32-bit number, hexadecimal and octal.
    let seed = 42;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31);
    const ranges: [number, number][] = [[0x7f000000, 8], [0x0a000000, 8], [0xac100000, 12], [0xc0a80000, 16], [0xa9fe0000, 16], [0x00000000, 8]];
    for (let i = 0; i < 300; i += 1) {
      const [base, prefix] = ranges[i % ranges.length] as [number, number];
      const value = (base + (next() % 2 ** (32 - prefix))) >>> 0;
      const octets = [value >>> 24, (value >>> 16) & 255, (value >>> 8) & 255, value & 255];
      for (const host of [octets.join('.'), String(value), `0x${value.toString(16)}`, `0${value.toString(8)}`, octets.map((o) => `0x${o.toString(16)}`).join('.')]) {
        expect(isPublicAddress(hostOf(`http://${host}/`)), host).toBe(false);
      }
    }
  });
});
