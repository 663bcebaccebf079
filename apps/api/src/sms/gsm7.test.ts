import { describe, expect, it } from 'vitest';
import { charSeptets, isGsm7, septets } from './gsm7.ts';

describe('the GSM-7 alphabet', () => {
  it('counts the basic table one septet a character, accents and Greek capitals included', () => {
    const text = '@£$¥èéùìòÇØøÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ¤¡ÄÖÑÜ§¿äöñüà Akwaaba! 0244 #5 (50%)';
    expect(isGsm7(text)).toBe(true);
    expect(septets(text)).toBe([...text].length);
  });

  it('counts each character of the extension table as two septets', () => {
    for (const char of '^{}\\[~]|€') expect(charSeptets(char), char).toBe(2);
    expect(septets('GHS 5 [or €5]')).toBe(16);
    expect(septets('~'.repeat(80))).toBe(160);
  });

  it('has no room for the cedi sign, curly quotes, Akan letters or emoji', () => {
    for (const char of ['₵', '’', '“', 'ɛ', 'ɔ', 'ŋ', '😀', 'ç', 'á', '\t', '\u001b'])
      expect(charSeptets(char), char).toBeUndefined();
    expect(isGsm7('Kɔfi')).toBe(false);
    expect(() => septets('Pay ₵5')).toThrow(/"₵" is not in the GSM-7 alphabet/);
  });
});
