import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

/** One address a host name resolved to. */
export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

/**
 * Which outbound connections an upload by URL may make, and how host names are resolved. The
 * server uses `publicInternetOnly`; tests inject a policy that also admits their own file host
 * (which is on loopback) or a resolver that answers what they need.
 */
export interface OutboundPolicy {
  /** Whether a connection to this address and port may be made. */
  allows(address: string, port: number): boolean;
  /** The addresses a host name resolves to. */
  resolve(hostname: string): Promise<ResolvedAddress[]>;
}

// IPv4-compatible IPv6 (`::a.b.c.d`, deprecated by RFC 4291): ipaddr.js gives it no range of its
// own, so `::7f00:1`, loopback written the old way, would pass as `unicast`. No public host has one.
const ipv4Compatible = ipaddr.parseCIDR('::/96');

// An IPv6 address as a socket takes it, in the WHATWG parser's canonical form: ipaddr.js reads the
// dotted `::127.0.0.1` as if it were the IPv4-mapped `::ffff:127.0.0.1`, which it is not.
function canonicalAddress(address: string): string {
  if (!address.includes(':')) return address;
  try {
    return new URL(`http://[${address}]/`).hostname.slice(1, -1);
  } catch {
    return address;
  }
}

/**
 * Whether an address is on the public internet: ipaddr.js calls every special-purpose range
 * something other than `unicast` — private, loopback, link-local (cloud metadata), carrier-grade
 * NAT, unique-local, multicast, broadcast, reserved, documentation, unspecified, and the IPv6
 * prefixes that embed an IPv4 address (6to4, NAT64, Teredo); IPv4-compatible IPv6 is refused
 * here. IPv4-mapped IPv6 is judged as the IPv4 address it carries. Anything that does not parse
 * is refused.
 */
export function isPublicAddress(address: string): boolean {
  const canonical = canonicalAddress(address);
  if (!ipaddr.isValid(canonical)) return false;
  const parsed = ipaddr.parse(canonical);
  if (parsed.kind() === 'ipv6' && parsed.match(ipv4Compatible)) return false;
  return ipaddr.process(canonical).range() === 'unicast';
}

/** Resolves with the system resolver, every address, in the order it gives them. */
export async function systemResolve(hostname: string): Promise<ResolvedAddress[]> {
  const answers = await lookup(hostname, { all: true, verbatim: true });
  return answers.map(({ address, family }) => ({ address, family: family === 6 ? 6 : 4 }));
}

/** The server's policy: public addresses only, on any port (contract §16.10), resolved by the system. */
export const publicInternetOnly: OutboundPolicy = {
  allows: (address) => isPublicAddress(address),
  resolve: systemResolve,
};

/**
 * Public addresses, and also the private ones an operator named (addresses or CIDR ranges, e.g.
 * WEBHOOKS_ALLOWED_ADDRESSES' `127.0.0.1/32`): the same policy with a list of exceptions, so an
 * n8n beside Cellar can be reached without opening every internal address. An entry that does not
 * parse allows nothing.
 */
export function publicInternetAnd(allowed: readonly string[], resolve = systemResolve): OutboundPolicy {
  const ranges = allowed.flatMap((entry) => {
    const text = entry.trim();
    try {
      if (text.includes('/')) return [ipaddr.parseCIDR(text)];
      const parsed = ipaddr.parse(canonicalAddress(text));
      return [[parsed, parsed.kind() === 'ipv4' ? 32 : 128] as [ipaddr.IPv4 | ipaddr.IPv6, number]];
    } catch {
      return [];
    }
  });
  if (ranges.length === 0) return { ...publicInternetOnly, resolve };
  const listed = (address: string) => {
    const canonical = canonicalAddress(address);
    if (!ipaddr.isValid(canonical)) return false;
    const parsed = ipaddr.parse(canonical);
    // An IPv4-mapped IPv6 address matches an IPv4 range as the IPv4 address it carries.
    const forms = parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress() ? [parsed, (parsed as ipaddr.IPv6).toIPv4Address()] : [parsed];
    return ranges.some(([base, bits]) => forms.some((form) => form.kind() === base.kind() && form.match(base, bits)));
  };
  return { allows: (address) => isPublicAddress(address) || listed(address), resolve };
}

// URL's host for an IPv6 literal keeps its brackets; the address itself has none.
function bareHost(url: URL): string {
  return url.hostname.startsWith('[') ? url.hostname.slice(1, -1) : url.hostname;
}

function portOf(url: URL): number {
  if (url.port !== '') return Number(url.port);
  return url.protocol === 'https:' ? 443 : 80;
}

/**
 * The address to connect to for a URL, or null when the policy refuses it: every address its
 * host resolves to must be allowed (one forbidden answer refuses the host, so round-robin DNS
 * cannot slip one in), and the first is pinned. The WHATWG parser has already turned
 * `2130706433`, `0x7f.1` and `017700000001` into `127.0.0.1`, so IP spellings are checked as the
 * address they mean. Called right before each connection (every attempt, every redirect).
 */
export async function allowedAddressFor(url: URL, policy: OutboundPolicy): Promise<ResolvedAddress | null> {
  const host = bareHost(url);
  const port = portOf(url);
  const literal = isIP(host);
  const addresses: ResolvedAddress[] = literal !== 0 ? [{ address: host, family: literal as 4 | 6 }] : await policy.resolve(host).catch(() => []);
  const first = addresses[0];
  if (!first || !addresses.every(({ address }) => policy.allows(address, port))) return null;
  return first;
}
