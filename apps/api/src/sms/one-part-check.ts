import { ConfigError } from '../config.ts';
import { type FixedPart, type SmsPart, shortestSms } from './fit-text.ts';
import { SMS_PART_SEPTETS, septets } from './gsm7.ts';

// Checked at start: every text the shop sends, built for the worst case its callers can give (the
// longest order id, the largest amount ...) with its elastic parts at their smallest, fits one SMS.
// When one does not, a setting in its fixed parts is too long for it: the shop refuses to start
// and names that setting and how much shorter it must be, rather than sending SMS in two parts.

/** A message as its worst case makes it, and what to call it. */
export interface SmsTemplate {
  name: string;
  parts: SmsPart[];
}

const settingPart = (part: SmsPart): part is FixedPart =>
  typeof part === 'object' && 'setting' in part;

/** One line per setting to shorten, by as much as the most demanding text needs. */
export function onePartProblems(templates: SmsTemplate[]): string[] {
  const worst = new Map<string, { part: FixedPart; over: number }>();
  const problems: string[] = [];
  for (const { name, parts } of templates) {
    const over = septets(shortestSms(parts)) - SMS_PART_SEPTETS;
    if (over <= 0) continue;
    // The longest setting in it has the most to give.
    const part = parts
      .filter(settingPart)
      .sort((a, b) => b.setting.value.length - a.setting.value.length)[0];
    if (!part) {
      problems.push(`${name} is ${over} characters over one SMS whatever the settings`);
      continue;
    }
    const seen = worst.get(part.setting.variable);
    if (!seen || seen.over < over) worst.set(part.setting.variable, { part, over });
  }
  for (const [variable, { part, over }] of worst) {
    const { value, what } = part.setting;
    problems.push(
      `${variable}: ${value} is ${over} characters too long for ${what} to fit in one SMS ` +
        `(at most ${Math.max(value.length - over, 0)} characters)`,
    );
  }
  return problems;
}

/** Throws a ConfigError naming every setting that keeps a text from fitting one SMS. */
export function assertOnePart(templates: SmsTemplate[]): void {
  const problems = onePartProblems(templates);
  if (problems.length > 0)
    throw new ConfigError(`Invalid environment:\n${problems.map((p) => `  ${p}`).join('\n')}`);
}
