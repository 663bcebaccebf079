import { describe, expect, it } from 'vitest';
import { formatDate } from './dates';

describe('formatDate', () => {
  it('writes day, short month and year', () => {
    expect(formatDate(new Date(2026, 10, 12, 15, 30))).toBe('12 Nov 2026');
    expect(formatDate(new Date(2026, 8, 1))).toBe('1 Sep 2026');
  });

  it('gives nothing for a date it cannot read', () => {
    expect(formatDate('not a date')).toBe('');
  });
});
