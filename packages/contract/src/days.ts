import { z } from 'zod';

// A day as the back office's filters take it: YYYY-MM-DD, a day in Accra, which keeps UTC all
// year, so a day is a UTC day.

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day written YYYY-MM-DD (2026-02-30 is refused, not rolled into March). */
export const daySchema = (name: string) =>
  z
    .string()
    .max(10, `${name} must be a date written YYYY-MM-DD`)
    .regex(DAY, `${name} must be a date written YYYY-MM-DD`)
    .refine(
      (value) => {
        const date = new Date(`${value}T00:00:00Z`);
        return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
      },
      { error: `${name} must be a real date` },
    );
