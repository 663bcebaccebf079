// The SMS alphabet. A text made only of GSM 03.38 characters travels 7 bits a character, 160 to a
// part; a single character outside it sends the whole text as UCS-2, 70 to a part. Each character
// of the extension table goes as an escape plus itself, so it counts two of those 160 septets.

/** The basic table, less ESC (0x1B), which only introduces the extension table. */
const BASIC = new Set(
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?' +
    '¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà',
);
/** The extension table (less the form feed, a control character that no text of ours holds). */
const EXTENSION = new Set('^{}\\[~]|€');

/** Septets in one part of a single-part SMS. */
export const SMS_PART_SEPTETS = 160;

/** The septets `char` takes: 1, 2 for the extension table, undefined outside GSM-7. */
export function charSeptets(char: string): 1 | 2 | undefined {
  if (BASIC.has(char)) return 1;
  if (EXTENSION.has(char)) return 2;
  return undefined;
}

export function isGsm7(text: string): boolean {
  for (const char of text) if (charSeptets(char) === undefined) return false;
  return true;
}

/** The length of `text` in septets. Throws on a character outside GSM-7: clean the text first. */
export function septets(text: string): number {
  let length = 0;
  for (const char of text) {
    const size = charSeptets(char);
    if (size === undefined)
      throw new RangeError(`${JSON.stringify(char)} is not in the GSM-7 alphabet`);
    length += size;
  }
  return length;
}
