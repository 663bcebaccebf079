import { describe, expect, it } from 'vitest';
import { accraDate, formatDate, formatDateTime } from './dates';

describe('formatDate', () => {
  it('writes day, short month and year', () => {
    expect(formatDate('2026-11-12T15:30:00Z')).toBe('12 Nov 2026');
    expect(formatDate(new Date(Date.UTC(2026, 8, 1, 9)))).toBe('1 Sep 2026');
  });

  it('writes the date in Ghana whatever the time zone it runs in', () => {
    // 23:30 in Accra on the 31st is already the 1st in Lagos and still the 31st in New York.
    expect(formatDate('2026-12-31T23:30:00Z')).toBe('31 Dec 2026');
    expect(formatDate('2027-01-01T00:30:00+01:00')).toBe('31 Dec 2026');
  });

  it('gives nothing for a date it cannot read', () => {
    expect(formatDate('not a date')).toBe('');
  });
});

describe('formatDateTime', () => {
  it('adds the time of day in Ghana, on a 24-hour clock', () => {
    expect(formatDateTime('2026-11-12T03:05:00Z')).toBe('12 Nov 2026, 03:05');
    expect(formatDateTime('2027-01-01T00:30:00+01:00')).toBe('31 Dec 2026, 23:30');
  });
});

describe('accraDate', () => {
  it("agrees with the time zone database's Africa/Accra", () => {
    const inAccra = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Africa/Accra',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      hourCycle: 'h23',
    });
    // Every 13 hours and 7 minutes from 2000 to 2040: every month, hour and year end.
    for (let at = Date.UTC(2000, 0, 1); at < Date.UTC(2040, 0, 1); at += 47_220_000) {
      const date = new Date(at);
      const parts = Object.fromEntries(
        inAccra.formatToParts(date).map((part) => [part.type, Number(part.value)]),
      );
      const { day, month, year, hour, minute } = parts;
      expect(accraDate(date), date.toISOString()).toEqual({ day, month, year, hour, minute });
    }
  });
});
