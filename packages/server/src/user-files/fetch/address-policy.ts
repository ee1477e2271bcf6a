import { lookup } from 'node:dns/promises';
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

/**
 * Whether an address is on the public internet: ipaddr.js calls every special-purpose range
 * something other than `unicast` — private, loopback, link-local (cloud metadata), carrier-grade
 * NAT, unique-local, multicast, broadcast, reserved, documentation, unspecified, and the IPv6
 * prefixes that embed an IPv4 address (6to4, NAT64, Teredo). IPv4-mapped IPv6 is judged as the
 * IPv4 address it carries. Anything that does not parse is refused.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  return ipaddr.process(address).range() === 'unicast';
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
