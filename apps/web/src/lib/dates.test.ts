import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './dates';

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
