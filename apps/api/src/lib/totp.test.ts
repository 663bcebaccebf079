import { describe, expect, it } from 'vitest';
import { base32Decode, base32Encode, matchTotp, otpauthUri, totpCode } from './totp.ts';

// The RFC 6238 SHA-1 test key, "12345678901234567890".
const RFC_SECRET = base32Encode(Buffer.from('12345678901234567890'));

describe('totp', () => {
  it('makes the RFC 6238 codes (last six digits)', () => {
    expect(totpCode(RFC_SECRET, Math.floor(59 / 30))).toBe('287082');
    expect(totpCode(RFC_SECRET, Math.floor(1111111109 / 30))).toBe('081804');
    expect(totpCode(RFC_SECRET, Math.floor(2000000000 / 30))).toBe('279037');
  });

  it('round-trips base32', () => {
    expect(base32Decode(RFC_SECRET).toString()).toBe('12345678901234567890');
  });

  it('accepts one step either side and refuses a step already used', () => {
    const now = 1111111109 * 1000;
    const step = Math.floor(1111111109 / 30);
    expect(matchTotp(RFC_SECRET, totpCode(RFC_SECRET, step - 1), now, null)).toBe(step - 1);
    expect(matchTotp(RFC_SECRET, totpCode(RFC_SECRET, step + 1), now, null)).toBe(step + 1);
    expect(matchTotp(RFC_SECRET, totpCode(RFC_SECRET, step + 2), now, null)).toBeNull();
    expect(matchTotp(RFC_SECRET, totpCode(RFC_SECRET, step), now, step)).toBeNull();
  });

  it('names the issuer in the otpauth uri', () => {
    expect(otpauthUri('ABC', 'a@b.gh', 'Shop')).toMatch(
      /^otpauth:\/\/totp\/Shop%3Aa%40b\.gh\?secret=ABC&issuer=Shop/,
    );
  });
});
