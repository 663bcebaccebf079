import { z } from 'zod';

export const CONTACT_REQUIRED = 'This field is required';
export const CONTACT_PHONE = 'Incorrect phone number';
export { CONTACT_FAILED, CONTACT_SENT } from './messages.ts';
export const CONTACT_PAGE_SIZE = 20;

const required = (max: number) =>
  z
    .string({ error: CONTACT_REQUIRED })
    .trim()
    .min(1, CONTACT_REQUIRED)
    .max(max, `Please keep this under ${max} characters`);

export const contactSchema = z.object({
  name: required(100),
  email: required(254).pipe(z.email('Invalid email address')),
  /** A phone number with 10 digits (spaces and dashes allowed), or +233 and 9 digits. */
  contact: required(30).refine((v) => {
    const digits = v.replace(/\D/g, '');
    return digits.length === 10 || (digits.length === 12 && digits.startsWith('233'));
  }, CONTACT_PHONE),
  message: required(5000),
});
export type ContactInput = z.input<typeof contactSchema>;

export const contactMessageSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  contact: z.string(),
  message: z.string(),
  date: z.string(),
  handled: z.boolean(),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;

export const contactPageSchema = z.object({
  messages: z.array(contactMessageSchema),
  currentPage: z.number().int(),
  numberOfPages: z.number().int(),
});
