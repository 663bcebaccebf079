import { describe, expect, it } from 'vitest';
import {
  arrivalText,
  arrivalWindow,
  dayText,
  defaultLeadTime,
  workingDayAfter,
} from './arrival.ts';

// 2026-11-28 is a Saturday; 2026-11-29 a Sunday.

describe('arrival dates', () => {
  it('count working days, Monday to Saturday, from the day after the order', () => {
    expect(workingDayAfter('2026-11-26', 1, [])).toBe('2026-11-27'); // Thu -> Fri
    expect(workingDayAfter('2026-11-27', 1, [])).toBe('2026-11-28'); // Fri -> Sat
    expect(workingDayAfter('2026-11-28', 1, [])).toBe('2026-11-30'); // Sat -> Mon, past Sunday
    expect(workingDayAfter('2026-11-29', 1, [])).toBe('2026-11-30'); // ordered on Sunday
    expect(workingDayAfter('2026-11-28', 6, [])).toBe('2026-12-05');
  });

  it('skip the shop’s holidays', () => {
    const christmas = ['2026-12-25', '2026-12-26'];
    // Thu 24 Dec: Fri and Sat are holidays, Sunday is off: Monday 28th.
    expect(workingDayAfter('2026-12-24', 1, christmas)).toBe('2026-12-28');
    expect(arrivalWindow('2026-12-23', { min: 1, max: 2 }, christmas)).toEqual({
      from: '2026-12-24',
      to: '2026-12-28',
    });
  });

  it('give Ashanti 1–2 working days and the other regions 2–5 by default', () => {
    expect(defaultLeadTime('Ashanti')).toEqual({ min: 1, max: 2 });
    expect(defaultLeadTime('Upper East')).toEqual({ min: 2, max: 5 });
    expect(arrivalWindow('2026-11-28', defaultLeadTime('Volta'), [])).toEqual({
      from: '2026-12-01',
      to: '2026-12-04',
    });
  });

  it('are written as the shopper reads them', () => {
    expect(arrivalText({ from: '2026-12-01', to: '2026-12-03' })).toBe('Arrives Tue 1 – Thu 3 Dec');
    expect(arrivalText({ from: '2026-11-30', to: '2026-12-02' })).toBe(
      'Arrives Mon 30 Nov – Wed 2 Dec',
    );
    expect(arrivalText({ from: '2026-12-31', to: '2027-01-02' }, '-')).toBe(
      'Arrives Thu 31 Dec - Sat 2 Jan',
    );
    expect(arrivalText({ from: '2026-12-01', to: '2026-12-01' })).toBe('Arrives Tue 1 Dec');
    expect(dayText('2026-12-25', { year: true })).toBe('Fri 25 Dec 2026');
  });
});
