import { z } from 'zod';

// The shop's SMS as the admin dashboard shows them: those held back by a failure, with its cause,
// and what this month's SMS cost. One object, so that each further fact about SMS is one more field.

export const smsDashboardSchema = z.object({
  /** SMS waiting to be tried again after a failed attempt; null when none is. */
  held: z
    .object({
      count: z.number().int(),
      /** When the oldest of them was written. */
      since: z.string(),
      /** The cause of the most recent failure, saying what to do. */
      cause: z.string(),
    })
    .nullable(),
  /** SMS skipped in the last 24 hours because the shop's hourly budget was spent; null when none. */
  budget: z
    .object({
      /** The budget (SMS_PER_HOUR). */
      perHour: z.number().int(),
      skipped: z.number().int(),
      /** When the last of them was skipped. */
      last: z.string(),
    })
    .nullable(),
  /** SMS sent since the first of this month (Ghana's time, which is UTC) and their price in cedi. */
  month: z.object({ sent: z.number().int(), spend: z.number() }),
});
export type SmsDashboard = z.infer<typeof smsDashboardSchema>;
