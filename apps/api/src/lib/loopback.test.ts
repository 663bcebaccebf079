import { describe, expect, it } from 'vitest';
import { isFromThisMachine, isLoopback } from './loopback.ts';

describe('a connection from this machine', () => {
  it('is one through loopback, IPv4 or IPv6', () => {
    for (const address of ['127.0.0.1', '127.4.5.6', '::1', '::ffff:127.0.0.1']) {
      expect(isLoopback(address), address).toBe(true);
      expect(isFromThisMachine(address, '192.0.2.2'), address).toBe(true);
    }
  });

  it('is one to the shop’s own LAN address from that same address', () => {
    expect(isFromThisMachine('192.168.1.10', '192.168.1.10')).toBe(true);
    expect(isFromThisMachine('::ffff:192.168.1.10', '192.168.1.10')).toBe(true);
    expect(isFromThisMachine('fd00::2', 'FD00::2')).toBe(true);
  });

  it('is not one from another address, nor one whose addresses are unknown', () => {
    expect(isFromThisMachine('192.168.1.11', '192.168.1.10')).toBe(false);
    expect(isFromThisMachine('203.0.113.7', '127.0.0.1')).toBe(false);
    expect(isFromThisMachine(undefined, '192.168.1.10')).toBe(false);
    expect(isFromThisMachine(undefined, undefined)).toBe(false);
    expect(isFromThisMachine('', '')).toBe(false);
  });
});
