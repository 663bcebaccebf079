import { describe, expect, it } from 'vitest';
import {
  composeSms,
  cutToFit,
  first,
  freeText,
  fromSetting,
  leadingWords,
  optional,
  shortestSms,
} from './fit-text.ts';
import { septets } from './gsm7.ts';

describe('cutToFit', () => {
  it('leaves a text that fits as it is', () => {
    expect(cutToFit('Bantama', 7)).toBe('Bantama');
  });

  it("cuts at a word's end and marks the cut with '.', or with nothing", () => {
    const area = 'Santasi Roundabout near the Shell filling station';
    expect(cutToFit(area, 30)).toBe('Santasi Roundabout near the.');
    expect(cutToFit(area, 30, '')).toBe('Santasi Roundabout near the');
    expect(septets(cutToFit(area, 30))).toBeLessThanOrEqual(30);
  });

  it('cuts inside a word rather than lose more than half the room', () => {
    expect(cutToFit('Ok Nhyiaeso-Ahodwo-Daban-junction', 20)).toBe('Ok Nhyiaeso-Ahodwo.');
    expect(cutToFit('Nhyiaeso-Ahodwo-Daban', 10, '')).toBe('Nhyiaeso');
  });

  it('drops the commas and spaces the cut stopped at', () => {
    expect(cutToFit('Adum, Kejetia, Bantama', 14)).toBe('Adum, Kejetia.');
    expect(cutToFit('Adum,   Kejetia', 6, '')).toBe('Adum');
  });

  it('never splits the two septets of an extension character', () => {
    expect(cutToFit('ab€cd', 3, '')).toBe('ab');
    expect(cutToFit('ab€cd', 4, '')).toBe('ab€');
    expect(cutToFit('[[[[', 5, '')).toBe('[[');
  });

  it('gives nothing when nothing but the mark would fit', () => {
    expect(cutToFit('Bantama', 1)).toBe('');
    expect(cutToFit('Bantama', 0, '')).toBe('');
    expect(cutToFit('Bantama', -3)).toBe('');
  });
});

describe('composeSms', () => {
  const fill = (septetCount: number) => 'x'.repeat(septetCount);

  it('gives every elastic part all of itself when there is room', () => {
    const parts = [leadingWords('Adepa', { after: ': ' }), optional('Thank you! '), 'Order in.'];
    expect(composeSms(parts)).toBe('Adepa: Thank you! Order in.');
  });

  it('shares the room the fixed parts leave in the order the elastic parts come', () => {
    const name = leadingWords('Adepa Fashion House', { after: ': ' });
    expect(composeSms([name, optional('Thank you! '), fill(135)])).toBe(
      `Adepa Fashion House: ${fill(135)}`,
    );
    expect(composeSms([name, optional('Thank you! '), fill(145)])).toBe(
      `Adepa Fashion: ${fill(145)}`,
    );
    expect(composeSms([name, optional('Thank you! '), fill(150)])).toBe(`Adepa: ${fill(150)}`);
    expect(composeSms([name, fill(155)])).toBe(fill(155));
  });

  it('gives a part marked first its room before the parts that come before it', () => {
    const name = leadingWords('Adepa Fashion House', { after: ': ' });
    const date = first(optional(' Arrives Tue 1 Dec.'));
    expect(composeSms([name, fill(120), date])).toBe(
      `Adepa Fashion House: ${fill(120)} Arrives Tue 1 Dec.`,
    );
    expect(composeSms([name, fill(130), date])).toBe(`Adepa: ${fill(130)} Arrives Tue 1 Dec.`);
    expect(composeSms([name, fill(145), date])).toBe(`Adepa Fashion: ${fill(145)}`);
  });

  it('shortens a name to whole words, without the comma it stopped at', () => {
    const name = leadingWords('Ɛnyɛ Adɛpa, Kumasi', { after: ': ' });
    expect(name.fit(40)).toBe('Enye Adepa, Kumasi: ');
    expect(name.fit(15)).toBe('Enye Adepa: ');
    expect(name.fit(5)).toBe('');
    expect(leadingWords('😀', { after: ': ' }).fit(40)).toBe('');
  });

  it('cuts free text to the room left and leaves out what goes with it when none is', () => {
    const area = freeText('Bantama 😀\nURGENT call 0244000000 now', { after: ', ', ending: '' });
    const parts = ['to ', area, 'Ashanti.'];
    expect(composeSms(parts)).toBe('to Bantama URGENT call 0244000000 now, Ashanti.');
    expect(composeSms([fill(130), ...parts])).toBe(`${fill(130)}to Bantama URGENT, Ashanti.`);
    expect(composeSms([fill(148), ...parts])).toBe(`${fill(148)}to Ashanti.`);
    expect(composeSms(['to ', freeText('🙏🙏', { after: ', ' }), 'Ashanti.'])).toBe('to Ashanti.');
  });

  it('cleans fixed parts too, and never leaves two spaces where a part went', () => {
    expect(composeSms(['Call\u00a0₵ ', optional(fill(200)), ' now'])).toBe('Call GHS now');
  });

  it('keeps every message within one part while the fixed parts allow', () => {
    const parts = [
      leadingWords('Adepa Fashion House', { after: ': ' }),
      fill(100),
      freeText('Santasi Roundabout '.repeat(10), { before: ' to ' }),
    ];
    const text = composeSms(parts);
    expect(septets(text)).toBeLessThanOrEqual(160);
    expect(text).toMatch(/^Adepa Fashion House: x{100} to Santasi[\w ]+\.$/);
  });

  it('sends a message whose fixed parts are too long as it is, in more than one part', () => {
    expect(composeSms([leadingWords('Adepa', { after: ': ' }), fill(170)])).toBe(fill(170));
  });

  it('tells the shortest a message can be: its fixed parts alone', () => {
    const link = fromSetting('https://a.gh/t', { variable: 'PUBLIC_URL', value: 'x', what: 'y' });
    const parts = [
      leadingWords('Adepa', { after: ': ' }),
      'Order 1.',
      optional(' Thanks!'),
      ' ',
      link,
    ];
    expect(shortestSms(parts)).toBe('Order 1. https://a.gh/t');
    expect(composeSms(parts)).toBe('Adepa: Order 1. Thanks! https://a.gh/t');
  });
});
