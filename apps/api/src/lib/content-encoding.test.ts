import { describe, expect, it } from 'vitest';
import { preferredCompression } from './content-encoding.ts';

describe('preferredCompression', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0, gzip;q=0', undefined],
    ['br;q=0, *', 'gzip'],
    ['gzip;q=0.5, br;q=0.9', 'br'],
    ['gzip;q=1, br;q=0.2', 'gzip'],
    ['gzip;q=0.8, identity', undefined],
    ['*', 'gzip'],
    ['*;q=0, br', 'br'],
    ['x-gzip', 'gzip'],
    ['', undefined],
    [undefined, undefined],
    ['identity', undefined],
    ['BR', 'br'],
  ] as const)('%s chooses %s', (header, expected) => {
    expect(preferredCompression(header)).toBe(expected);
  });
});
