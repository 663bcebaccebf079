import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain script, without type declarations
import { ghanaPhoneMetadata } from '../scripts/ghana-phone-metadata.mjs';
import metadata from './ghana-phone-metadata.json' with { type: 'json' };
import { canReceiveSms, normalizeGhanaPhone } from './phone.ts';

describe('Ghana phone numbers', () => {
  it.each([
    '0244550123',
    '024 455 0123',
    '024-455-0123',
    '(024) 455 0123',
    '+233 24 455 0123',
    '+233244550123',
    '233244550123',
    '00233244550123',
    '+233 0244550123',
  ])('reads %s as +233244550123', (written) => {
    expect(normalizeGhanaPhone(written)).toBe('+233244550123');
  });

  it.each(['12345', '0211234567', '+1 202 555 0101', '0800123456', '02445501234', 'call me'])(
    'refuses %s',
    (written) => {
      expect(normalizeGhanaPhone(written)).toBeUndefined();
    },
  );

  it('tells a mobile number, which gets SMS, from a landline, which does not', () => {
    expect(canReceiveSms('+233244550123')).toBe(true);
    expect(canReceiveSms('0554550123')).toBe(true);
    expect(canReceiveSms('+233 20 123 4567')).toBe(true);
    expect(canReceiveSms('+233322024550')).toBe(false);
    expect(canReceiveSms('0302123456')).toBe(false);
  });

  it('uses the numbering plan of the installed phone library', () => {
    expect(metadata).toEqual(ghanaPhoneMetadata());
  });
});
