import { z } from 'zod';

export { SUBSCRIBE_SENT } from './messages.ts';

export const subscribeSchema = z.object({
  email: z
    .string({ error: 'Invalid email address' })
    .trim()
    .max(254, 'Invalid email address')
    .pipe(z.email('Invalid email address'))
    .transform((v) => v.toLowerCase()),
});

export const newsletterSchema = z.object({
  subject: z
    .string({ error: 'Please write a subject' })
    .trim()
    .min(1, 'Please write a subject')
    .max(200, 'Please keep the subject under 200 characters'),
  body: z
    .string({ error: 'Please write the message' })
    .trim()
    .min(1, 'Please write the message')
    .max(20_000, 'Please keep the message under 20,000 characters'),
});

export const newsletterSentSchema = z.object({
  isSuccess: z.literal(true),
  message: z.string(),
  recipients: z.number().int(),
});
export const subscriberCountSchema = z.object({
  verified: z.number().int(),
  pending: z.number().int(),
});
