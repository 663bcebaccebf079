import { describe, expect, it } from 'vitest';
import { cleanSmsText, toGsm7 } from './clean-text.ts';
import { isGsm7 } from './gsm7.ts';

describe('cleanSmsText', () => {
  it.each([
    ['ɛ Ɛ ɔ Ɔ ŋ Ŋ', 'e E o O ng Ng'],
    ['Kɔfi Dɛdɛ, Ɔdɔ Nkwanta', 'Kofi Dede, Odo Nkwanta'],
    ['Aƒlao, Ŋlɔ, Ɖzodze, ɣe, ʋu', 'Aflao, Nglo, Dzodze, ge, vu'],
    ['‘Auntie’s’ “kiosk”', "'Auntie's' \"kiosk\""],
    ['«here» ‚there‛ 5′ 6″ `x´', "\"here\" 'there' 5' 6\" 'x'"],
    ['Adum – Kejetia — Bantama ‐ ‑ ‒ ― −1', 'Adum - Kejetia - Bantama - - - - -1'],
    ['wait…', 'wait...'],
    ['₵20 or GH¢20', 'GHS20 or GHc20'],
    ['ő ą ç ñ ø', 'o a c ñ ø'],
    ['ﬁnest ½ ² ™ Ｋumasi', 'finest 1/2 2 TM Kumasi'],
    ['œuvre Łódź Đ ð þ ı', 'oeuvre Lodz D d th i'],
    ['• 2×3 ÷ © ®', '* 2x3 / (c) (R)'],
  ])('transliterates %s', (input, expected) => {
    expect(cleanSmsText(input)).toBe(expected);
  });

  it('keeps what the alphabet has, accents and the extension table included', () => {
    const text = 'Café Müller, Sefwi Wiawso [near €5 shop] {a|b} ~ ^ \\ @ £ ¥ § ¿¡ ÉÅÆß';
    expect(cleanSmsText(text)).toBe(text);
  });

  it('composes a separately typed accent first, so é stays é', () => {
    expect(cleanSmsText('Cafe\u0301 Kwa\u0300me')).toBe('Café Kwàme');
    expect(cleanSmsText('ɛ\u0303 ɔ\u0303')).toBe('e o');
  });

  it('makes newlines, tabs and control characters single spaces, on one line', () => {
    expect(cleanSmsText('  Bantama\r\n\r\nURGENT\tcall\u0007 0244\u2028now\u0085!  ')).toBe(
      'Bantama URGENT call 0244 now !',
    );
  });

  it('turns every kind of space into a plain one and drops invisible characters', () => {
    expect(cleanSmsText('Santasi\u00a0Roundabout\u2009by\u3000Shell\u200b\u00ad\ufeff')).toBe(
      'Santasi Roundabout by Shell',
    );
  });

  it('drops emoji, flags, skin tones and joiners', () => {
    expect(cleanSmsText('Asokwa 😀🇬🇭 👍🏿 👨‍👩‍👧 ❤️ near the mall ✨')).toBe('Asokwa near the mall');
    expect(cleanSmsText('🙏🙏🙏')).toBe('');
  });

  it('drops scripts it cannot spell in Latin letters', () => {
    expect(cleanSmsText('Accra 北京 Москва')).toBe('Accra');
  });

  it('always gives GSM-7, whatever it is given', () => {
    let every = '';
    for (let code = 0; code < 0x3000; code++) every += String.fromCodePoint(code);
    expect(isGsm7(cleanSmsText(every))).toBe(true);
  });

  it('leaves the spaces at the ends of a piece of a message for toGsm7', () => {
    expect(toGsm7(' Track:  ')).toBe(' Track: ');
  });
});
