import { cleanSmsText, toGsm7 } from './clean-text.ts';
import { charSeptets, SMS_PART_SEPTETS, septets } from './gsm7.ts';

// One SMS, one part. A message is a list of parts. Fixed parts (an order id, an amount, a link, a
// phone number) always go whole. Elastic parts (a shop-name prefix, a courtesy phrase, a buyer's
// free text) share the room the fixed parts leave, in the order they appear (those marked `first`
// before the rest), each taking as much of itself as fits, down to nothing. So the fixed parts
// alone decide whether a message can fit, which the start-up check (one-part-check.ts) proves for
// the worst case of every text.

/** A value from the environment inside a fixed part, named when the part cannot fit. */
export interface Setting {
  variable: string;
  value: string;
  /** What the part is, for the message that asks to shorten it: "the tracking link". */
  what: string;
}

export type FixedPart = { text: string; setting: Setting };
export type ElasticPart = { fit: (room: number) => string; first?: boolean };
export type SmsPart = string | FixedPart | ElasticPart;

/** A fixed part made (in whole or in part) of a setting. */
export const fromSetting = (text: string, setting: Setting): FixedPart => ({ text, setting });

const isElastic = (part: SmsPart): part is ElasticPart => typeof part === 'object' && 'fit' in part;
const fixedText = (part: string | FixedPart) => toGsm7(typeof part === 'string' ? part : part.text);

/** Without the spaces and punctuation a cut leaves at the end. */
const trimEnd = (text: string) => text.replace(/[ ,;:.-]+$/, '');

/**
 * The first `room` septets or fewer of GSM-7 `text`: at a word's end when one is near, with
 * `ending` after it. Never splits an extension character's two septets; '' when nothing fits.
 */
export function cutToFit(text: string, room: number, ending: '.' | '' = '.'): string {
  if (septets(text) <= room) return text;
  const budget = room - septets(ending);
  let kept = '';
  let used = 0;
  for (const char of text) {
    const size = charSeptets(char) ?? 0;
    if (used + size > budget) break;
    kept += char;
    used += size;
  }
  // Inside a word: back to the space or hyphen before it, unless that throws away more than half.
  const atBoundary = /^[ -]/.test(text.slice(kept.length));
  const lastBoundary = Math.max(kept.lastIndexOf(' '), kept.lastIndexOf('-'));
  if (!atBoundary && lastBoundary > kept.length / 2) kept = kept.slice(0, lastBoundary);
  kept = trimEnd(kept);
  return kept ? kept + ending : '';
}

/** Free text someone typed, cleaned, and cut to the room left; `before`/`after` go with it. */
export function freeText(
  text: string,
  {
    before = '',
    after = '',
    ending = '.',
  }: { before?: string; after?: string; ending?: '.' | '' } = {},
): ElasticPart {
  const clean = cleanSmsText(text);
  const around = septets(toGsm7(before + after));
  return {
    fit: (room) => {
      const cut = cutToFit(clean, room - around, ending);
      return cut ? toGsm7(before) + cut + toGsm7(after) : '';
    },
  };
}

/** Whole words from the start of `text` (a shop's name) that fit with `after`, or nothing. */
export function leadingWords(text: string, { after = '' }: { after?: string } = {}): ElasticPart {
  const clean = cleanSmsText(text);
  const words = clean.split(' ');
  const tail = toGsm7(after);
  return {
    fit: (room) => {
      for (let count = words.length; count > 0; count--) {
        // A name cut short loses the comma or dash it stopped at: "Adepa Fashion House," -> "Adepa".
        const kept = count === words.length ? clean : trimEnd(words.slice(0, count).join(' '));
        if (kept && septets(kept + tail) <= room) return kept + tail;
      }
      return '';
    },
  };
}

/** `part`, given its room before the other elastic parts (an arrival date before a greeting). */
export const first = (part: ElasticPart): ElasticPart => ({ ...part, first: true });

/** A phrase that goes whole or not at all ("Thank you! "). */
export function optional(text: string): ElasticPart {
  const clean = toGsm7(text);
  return { fit: (room) => (septets(clean) <= room ? clean : '') };
}

function render(parts: SmsPart[], elastic: (part: ElasticPart, room: number) => string): string {
  const texts = parts.map((part) => (isElastic(part) ? '' : fixedText(part)));
  let room = SMS_PART_SEPTETS - texts.reduce((sum, text) => sum + septets(text), 0);
  const elastics = parts.flatMap((part, i) => (isElastic(part) ? [{ part, i }] : []));
  const inTurn = [
    ...elastics.filter((e) => e.part.first),
    ...elastics.filter((e) => !e.part.first),
  ];
  for (const { part, i } of inTurn) {
    texts[i] = elastic(part, Math.max(room, 0));
    room -= septets(texts[i]!);
  }
  return texts.join('').replace(/ {2,}/g, ' ').trim();
}

/**
 * The message in GSM-7, in one part whenever its fixed parts allow. When they do not, it is sent
 * longer (in several parts) rather than not at all; the start-up check keeps that from happening.
 */
export function composeSms(parts: SmsPart[]): string {
  return render(parts, (part, room) => part.fit(room));
}

/** The message with every elastic part at its smallest (nothing): its fixed parts alone. */
export function shortestSms(parts: SmsPart[]): string {
  return render(parts, () => '');
}
