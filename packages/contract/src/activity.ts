import { z } from 'zod';
import { daySchema } from './days.ts';
import { pageQuerySchema } from './paging.ts';
import { STAFF_ROLES } from './staff.ts';

// The shop's activity log: who changed what, when, the fields before and after, and why where a
// reason is asked. Read with GET /api/activity.

/** Every kind of change the log records, with how the owner's page names it. */
export const ACTIVITY_ACTIONS = {
  'order.status': 'Changed an order’s status',
  'order.delete': 'Deleted an order',
  'order.note': 'Wrote a note',
  'order.evat': 'Wrote the E-VAT invoice number',
  'refund.record': 'Recorded a refund',
  'product.create': 'Added a product',
  'product.update': 'Changed a product',
  'product.delete': 'Deleted a product',
  'stock.grid': 'Changed stock',
  'category.create': 'Added a category',
  'category.update': 'Changed a category',
  'category.delete': 'Deleted a category',
  'user.update': 'Changed an account',
  'user.delete': 'Deleted an account',
  'twoStep.on': 'Turned on two-step sign-in',
  'twoStep.newKey': 'Moved two-step sign-in to a new key',
  'twoStep.codes': 'Made new recovery codes',
  'twoStep.off': 'Turned off two-step sign-in',
  'delivery.fees': 'Changed the delivery fees',
  'tax.settings': 'Changed the VAT registration',
  'newsletter.send': 'Sent a newsletter',
  'backup.made': 'Made a backup',
  'backup.restore': 'Restored a backup',
} as const;
export type ActivityAction = keyof typeof ACTIVITY_ACTIONS;
const actions = Object.keys(ACTIVITY_ACTIONS) as [ActivityAction, ...ActivityAction[]];

/** What an entry is about: `order:<id>`, `product:<id>`, `category:<id>`, `user:<id>`, or the shop's. */
export const activitySubject = (kind: 'order' | 'product' | 'category' | 'user', id: string) =>
  `${kind}:${id}`;

/** The owner's log page's filters, in the order its address writes them (the page number last). */
export const ACTIVITY_FILTERS = ['actor', 'action', 'from', 'to'] as const;

/** GET /api/activity's filters: all optional, newest first, 50 a page. */
export const activityQuerySchema = pageQuerySchema.extend({
  subject: z
    .string()
    .max(80, 'subject is too long')
    .regex(/^[a-z]+(:[\w-]+)?$/, 'subject is like order:<id> or product:<id>')
    .optional(),
  actor: z
    .string()
    .max(36, 'actor must be an account id')
    .uuid('actor must be an account id')
    .optional(),
  action: z.enum(actions, 'action is not one of the log’s kinds').optional(),
  from: daySchema('from').optional(),
  to: daySchema('to').optional(),
});
export type ActivityQuery = z.input<typeof activityQuerySchema>;

export const ACTIVITY_PAGE_SIZE = 50;

export const ORDER_NOTE_MAX = 1000;

/** A private staff note on an order (the buyer never sees it): kept in the log, never changed. */
export const orderNoteSchema = z.object({
  note: z
    .string({ error: 'Write a note' })
    .trim()
    .min(1, 'Write a note')
    .max(ORDER_NOTE_MAX, `A note is at most ${ORDER_NOTE_MAX} characters`),
});

const actorSchema = z.object({
  _id: z.string().nullable(),
  name: z.string(),
  role: z.enum(STAFF_ROLES).nullable(),
});

export const activityEntrySchema = z.object({
  _id: z.string(),
  at: z.string(),
  actor: actorSchema,
  action: z.string(),
  subject: z.string(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  reason: z.string().nullable(),
});
export type ActivityEntry = z.infer<typeof activityEntrySchema>;

export const activityPageSchema = z.object({
  entries: z.array(activityEntrySchema),
  /** Everyone who has an entry in the log (as last named), for the owner's person filter. */
  actors: z.array(actorSchema),
  count: z.number().int(),
  currentPage: z.number().int(),
  numberOfPages: z.number().int(),
});
export type ActivityPage = z.infer<typeof activityPageSchema>;
