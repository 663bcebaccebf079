import { describe, expect, it } from 'vitest';
import { ConfigError } from '../config.ts';
import { fromSetting, leadingWords, type SmsPart } from './fit-text.ts';
import { assertOnePart, onePartProblems } from './one-part-check.ts';

const link = (publicUrl: string) =>
  fromSetting(`${publicUrl}/track-order?orderId=GH-2026-1000000`, {
    variable: 'PUBLIC_URL',
    value: publicUrl,
    what: 'the tracking link',
  });
const mobile = (number: string) =>
  fromSetting(number, { variable: 'SHOP_WHATSAPP', value: number, what: "the shop's mobile" });
const text = (publicUrl: string, number = '+233 24 455 0123'): SmsPart[] => [
  leadingWords('Adepa Fashion House', { after: ': ' }),
  `Order GH-2026-1000000 is cancelled. Call `,
  mobile(number),
  '. Track: ',
  link(publicUrl),
];

describe('the one-part check', () => {
  it('passes texts whose fixed parts fit, however long their elastic parts', () => {
    expect(onePartProblems([{ name: 'the cancelled SMS', parts: text('https://a.gh') }])).toEqual(
      [],
    );
  });

  it('names the setting to shorten, by how much and to what length', () => {
    const url = `https://shop.${'adepa-'.repeat(8)}example.com.gh`;
    const shortest = `Order GH-2026-1000000 is cancelled. Call +233 24 455 0123. Track: ${url}/track-order?orderId=GH-2026-1000000`;
    const over = shortest.length - 160;
    expect(over).toBeGreaterThan(0);
    expect(onePartProblems([{ name: 'the cancelled SMS', parts: text(url) }])).toEqual([
      `PUBLIC_URL: ${url} is ${over} characters too long for the tracking link ` +
        `to fit in one SMS (at most ${url.length - over} characters)`,
    ]);
  });

  it('asks once for each setting, as much as its most demanding text needs', () => {
    const url = `https://${'x'.repeat(90)}.gh`;
    const problems = onePartProblems([
      { name: 'the processing SMS', parts: ['Order GH-2026-1000000. Track: ', link(url)] },
      { name: 'the cancelled SMS', parts: text(url) },
    ]);
    // Both are too long: the processing SMS by 7, the cancelled one, with more around the link, by 43.
    expect(problems).toEqual([
      expect.stringMatching(
        /^PUBLIC_URL: https:\/\/x+\.gh is 43 characters too long .*\(at most 58 /,
      ),
    ]);
  });

  it('names the longest setting in the text that is too long', () => {
    const number = '+233 24 455 0123 ext 555';
    const problems = onePartProblems([
      { name: 'the cancelled SMS', parts: text('https://a.gh', number).concat('x'.repeat(80)) },
    ]);
    expect(problems).toEqual([
      expect.stringMatching(
        /^SHOP_WHATSAPP: \+233 24 455 0123 ext 555 is \d+ characters too long for the shop's mobile/,
      ),
    ]);
  });

  it('says so when a text is too long whatever the settings', () => {
    expect(onePartProblems([{ name: 'the digest SMS', parts: ['x'.repeat(165)] }])).toEqual([
      'the digest SMS is 5 characters over one SMS whatever the settings',
    ]);
  });

  it('stops the start with a ConfigError that reads like any other bad setting', () => {
    const attempt = () =>
      assertOnePart([{ name: 'the cancelled SMS', parts: text(`https://${'x'.repeat(90)}.gh`) }]);
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(/^Invalid environment:\n {2}PUBLIC_URL: https:\/\/x+\.gh is \d+ /);
  });
});
