import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { addressKey, clientKey, parseTrustProxy } from './client-address.ts';

describe('TRUST_PROXY', () => {
  it('is off unless a proxy is named', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('off')).toBe(false);
    expect(parseTrustProxy('false')).toBe(false);
  });

  it('takes named ranges, addresses and CIDR ranges, or a number of hops', () => {
    expect(parseTrustProxy('loopback')).toEqual(['loopback']);
    expect(parseTrustProxy('10.0.0.0/8, 192.168.1.4,::1')).toEqual([
      '10.0.0.0/8',
      '192.168.1.4',
      '::1',
    ]);
    const twoHops = parseTrustProxy('2') as (address: string, hop: number) => boolean;
    expect([0, 1, 2].map((hop) => twoHops('10.0.0.1', hop))).toEqual([true, true, false]);
  });

  it('refuses to trust everyone, and says what is wrong with the rest', () => {
    expect(() => parseTrustProxy('true')).toThrow(/any client choose its own address/);
    expect(() => parseTrustProxy('10.0.0.0/8,proxy.internal')).toThrow(/proxy\.internal is not/);
    expect(() => parseTrustProxy('0')).toThrow(/1 to 10/);
  });
});

describe('client keys', () => {
  it('are the IPv4 address, also when it comes IPv4-mapped', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('group an IPv6 subscriber by its /64 network', () => {
    const one = addressKey('2001:db8:1:2:aaaa::1');
    expect(one).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8:1:2:ffff:ffff:ffff:ffff')).toBe(one);
    expect(addressKey('2001:db8:1:3::1')).not.toBe(one);
  });

  it('are never whatever a header said: junk falls back to the socket address', () => {
    const request = (ip: string) =>
      ({ ip, socket: { remoteAddress: '198.51.100.9' } }) as unknown as FastifyRequest;
    expect(clientKey(request('x'.repeat(16_000)))).toBe('198.51.100.9');
    expect(clientKey(request('1.2.3.4, 5.6.7.8'))).toBe('198.51.100.9');
    expect(clientKey(request('192.0.2.1'))).toBe('192.0.2.1');
  });
});
