import { describe, expect, it } from 'vitest';
import { preferredEncoding } from './content-encoding.ts';

describe('preferredEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0, gzip;q=0', 'identity'],
    ['gzip;q=0.5, br;q=0.9', 'br'],
    ['gzip;q=1, br;q=0.2', 'gzip'],
    ['*', 'br'],
    ['*;q=0, gzip', 'gzip'],
    ['', 'identity'],
    [undefined, 'identity'],
    ['identity', 'identity'],
    ['BR', 'br'],
  ] as const)('%s chooses %s', (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected);
  });
});
