import type { FastifyRequest } from 'fastify';
import ipaddr from 'ipaddr.js';

// Who a request comes from, for the limits that count per client. The address is the socket's,
// or the one the trusted proxy names (TRUST_PROXY, applied by Fastify to `request.ip`); whatever
// else a client writes in X-Forwarded-For is never a key. Every key is a valid address: an IPv4
// address, or an IPv6 /64 network, since one subscriber is handed a whole /64 and could otherwise
// take a fresh budget for each of its 2^64 addresses.

/**
 * The setting TRUST_PROXY as Fastify takes it: no proxy, the proxies' addresses, or a number of
 * hops (trusted whatever their address: only for a shop that cannot be reached but through them).
 */
export type TrustProxy = false | string[] | ((address: string, hop: number) => boolean);

const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * Reads TRUST_PROXY: unset, `false` or `off` (the socket's address), a number of hops, or a
 * comma-separated list of `loopback`, `linklocal`, `uniquelocal`, addresses and CIDR ranges.
 * Throws with what is wrong; trusting everyone (`true`) is refused, as it lets any client choose
 * its own address.
 */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = value?.trim().toLowerCase() ?? '';
  if (text === '' || text === 'false' || text === 'off') return false;
  if (text === 'true')
    throw new Error(
      'true would let any client choose its own address: name the proxy (loopback, its address or range) or give a number of hops',
    );
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops < 1 || hops > 10) throw new Error('a number of hops must be 1 to 10');
    // Hop 0 is the socket's peer: with one proxy, it is trusted to name the client.
    return (_address, hop) => hop < hops;
  }
  const entries = text.split(',').map((entry) => entry.trim());
  for (const entry of entries) {
    if (!NAMED_RANGES.has(entry) && !ipaddr.isValid(entry) && !ipaddr.isValidCIDR(entry))
      throw new Error(
        `${entry || '(empty)'} is not loopback, linklocal, uniquelocal, an address or a CIDR range`,
      );
  }
  return entries;
}

/** The key a client's limits are counted under: its IPv4 address or its IPv6 /64 network. */
export function clientKey(request: FastifyRequest): string {
  return addressKey(request.ip) ?? addressKey(request.socket?.remoteAddress) ?? 'unknown-client';
}

/** `address` as a limit key, or undefined when it is not an address at all. */
export function addressKey(address: string | undefined): string | undefined {
  if (!address || !ipaddr.isValid(address)) return undefined;
  const parsed = ipaddr.process(address); // IPv4-mapped IPv6 becomes plain IPv4
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const network = (parsed as ipaddr.IPv6).parts.slice(0, 4);
  return `${ipaddr.fromByteArray(networkBytes(network)).toString()}/64`;
}

function networkBytes(parts: number[]): number[] {
  const bytes = parts.flatMap((part) => [part >> 8, part & 0xff]);
  return [...bytes, ...new Array(16 - bytes.length).fill(0)];
}
