import { isIPv4 } from 'node:net';

// Whether a connection comes from this machine. Only the socket's own addresses count, the ones
// the kernel reports (`request.socket.remoteAddress`, `localAddress`): headers such as
// X-Forwarded-For, and `request.ip` which a trusted proxy's headers may set, say whatever the
// client wrote.

/** 127.0.0.0/8, ::1, or an IPv4 loopback address as an IPv6 socket reports it (::ffff:127.x). */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  if (address === '::1') return true;
  const v4 = address.toLowerCase().startsWith('::ffff:')
    ? address.slice('::ffff:'.length)
    : address;
  return isIPv4(v4) && v4.startsWith('127.');
}

/**
 * A connection from this machine: through loopback, or to one of this machine's own addresses
 * from that same address (a shop listening on its LAN address only, HOST=192.168.1.10, is asked
 * by its owner's tools there). A peer elsewhere cannot finish a TCP handshake while claiming the
 * server's own address: the answer would go to the server itself.
 */
export function isFromThisMachine(
  remoteAddress: string | undefined,
  localAddress: string | undefined,
): boolean {
  if (isLoopback(remoteAddress)) return true;
  if (!remoteAddress || !localAddress) return false;
  return unmapped(remoteAddress) === unmapped(localAddress);
}

/** An IPv4 address as an IPv6 socket reports it (::ffff:192.0.2.2) is that IPv4 address. */
function unmapped(address: string): string {
  const lower = address.toLowerCase();
  return lower.startsWith('::ffff:') && isIPv4(lower.slice(7)) ? lower.slice(7) : lower;
}
