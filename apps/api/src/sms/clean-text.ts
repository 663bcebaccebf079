import { charSeptets } from './gsm7.ts';

// Any text into GSM-7, so that one stray character (a curly apostrophe, an Akan ɛ, an emoji) never
// turns a whole SMS into 70-character parts. A character of the alphabet stays; a control
// character or any kind of space becomes one space (so a typed newline cannot fake a second
// message); others are transliterated, first by the table below, then by Unicode's compatibility
// decomposition without its accents (ő -> o, ﬁ -> fi, … -> ...); whatever is left (emoji) is dropped.

/** What decomposition misses: Ghanaian letters, typographic punctuation, the cedi. */
const TRANSLITERATION: Record<string, string> = {
  // Akan (Twi, Fante), Ga, Ewe, Dagbani and other languages of Ghana
  ɛ: 'e',
  Ɛ: 'E',
  ɔ: 'o',
  Ɔ: 'O',
  ŋ: 'ng',
  Ŋ: 'Ng',
  ɖ: 'd',
  Ɖ: 'D',
  ƒ: 'f',
  Ƒ: 'F',
  ɣ: 'g',
  Ɣ: 'G',
  ʋ: 'v',
  Ʋ: 'V',
  ʒ: 'z',
  Ʒ: 'Z',
  ɩ: 'i',
  Ɩ: 'I',
  ʊ: 'u',
  Ʊ: 'U',
  // Latin letters that do not decompose
  œ: 'oe',
  Œ: 'OE',
  ł: 'l',
  Ł: 'L',
  đ: 'd',
  Đ: 'D',
  ð: 'd',
  Ð: 'D',
  þ: 'th',
  Þ: 'Th',
  ı: 'i',
  // Quotes, apostrophes and primes: phones and word processors type the curly ones
  '‘': "'",
  '’': "'",
  '‚': "'",
  '‛': "'",
  '‹': "'",
  '›': "'",
  '′': "'",
  '`': "'",
  '´': "'",
  '“': '"',
  '”': '"',
  '„': '"',
  '‟': '"',
  '«': '"',
  '»': '"',
  '″': '"',
  // Hyphens, dashes and the minus sign
  '‐': '-',
  '‑': '-',
  '‒': '-',
  '–': '-',
  '—': '-',
  '―': '-',
  '−': '-',
  // Money: the cedi as its code; ¢ is how many still type it ("GH¢ 50")
  '₵': 'GHS',
  '¢': 'c',
  // Other signs people type
  '•': '*',
  '×': 'x',
  '÷': '/',
  '⁄': '/',
  '©': '(c)',
  '®': '(R)',
};

const SPACE_LIKE = /[\p{Cc}\p{Z}]/u;

function gsmFor(char: string): string {
  if (SPACE_LIKE.test(char)) return ' ';
  if (charSeptets(char)) return char;
  const known = TRANSLITERATION[char];
  if (known !== undefined) return known;
  let out = '';
  for (const part of char.normalize('NFKD')) {
    if (SPACE_LIKE.test(part)) out += ' ';
    else if (charSeptets(part)) out += part;
    else out += TRANSLITERATION[part] ?? '';
  }
  return out;
}

/**
 * `text` in GSM-7, spaces collapsed, not trimmed: for a piece of a message whose own spaces around
 * it matter (" Track: "). The result holds only characters of the alphabet.
 */
export function toGsm7(text: string): string {
  let out = '';
  // NFC first: an "e" typed with a separate accent becomes é, which the alphabet has.
  for (const char of text.normalize('NFC')) out += gsmFor(char);
  return out.replace(/ {2,}/g, ' ');
}

/** Free text (a shop name, a buyer's area) in GSM-7 on one line, trimmed. */
export function cleanSmsText(text: string): string {
  return toGsm7(text).trim();
}
