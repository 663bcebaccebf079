import { isIPv4 } from 'node:net';

// Whether a connection comes from this machine. Only the socket's own peer address counts, the
// one the kernel reports (`request.socket.remoteAddress`): headers such as X-Forwarded-For, and
// `request.ip` which a trusted proxy's headers may set, say whatever the client wrote.

/** 127.0.0.0/8, ::1, or an IPv4 loopback address as an IPv6 socket reports it (::ffff:127.x). */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  if (address === '::1') return true;
  const v4 = address.toLowerCase().startsWith('::ffff:')
    ? address.slice('::ffff:'.length)
    : address;
  return isIPv4(v4) && v4.startsWith('127.');
}
