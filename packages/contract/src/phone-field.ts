import { z } from 'zod';
import { normalizeGhanaPhone } from './phone.ts';

// A form's Ghana phone number field: required, read in any usual spelling, kept in one.

export const REQUIRED = 'This field is required';
export const PHONE_INVALID = 'Enter a valid Ghana phone number, such as 024 455 0123';

export const phoneNumberField = z
  .string({ error: REQUIRED })
  .trim()
  .min(1, REQUIRED)
  .max(30, PHONE_INVALID)
  .transform((value, ctx) => {
    const phone = normalizeGhanaPhone(value);
    if (!phone) ctx.addIssue({ code: 'custom', message: PHONE_INVALID });
    return phone ?? value;
  });
