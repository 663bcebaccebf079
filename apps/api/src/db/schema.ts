import type { StaffRole } from '@adepa/contract/staff';
import type { TaxRates } from '@adepa/contract/tax';
import { relations, sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgSequence,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

// One schema for PGlite and PostgreSQL. Money columns hold integer pesewas; public ids are uuids
// shown as `_id`. Rows that the shop's books need (orders) are hidden with `deleted_at`, never removed.

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

const id = () => uuid('id').primaryKey().defaultRandom();
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: id(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** A staff member's role (owner, orders, catalogue); none for a customer. */
    role: text('role').$type<StaffRole>(),
    /** The spec's admin flag: every staff member, whatever the role. */
    isAdmin: boolean('is_admin').notNull().generatedAlwaysAs(sql`role is not null`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    check('users_role', sql`${t.role} in ('owner', 'orders', 'catalogue')`),
  ],
);

/** Every word of the catalogue's search vectors (kept by a trigger), to correct misspelt searches. */
export const searchWords = pgTable('search_words', { word: text('word').primaryKey() }, (t) => [
  index('search_words_trgm_idx').using('gin', t.word.op('gin_trgm_ops')),
]);

/**
 * The catalogue version is the sum of these slots' versions. A trigger raises one slot (its
 * connection's) in the transaction of every catalogue write, so that every api process can tell
 * whether what it cached is still current; slots let concurrent writes commit without queueing.
 * A change of stock alone (an order, a cancellation) raises the stock version instead: caches
 * keep what they hold and show the new stock within seconds, not at the next request.
 */
export const catalogueState = pgTable('catalogue_state', {
  id: smallint('id').primaryKey().default(1),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});

/** The stock version, in slots as the catalogue version is. */
export const stockState = pgTable('stock_state', {
  id: smallint('id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});

/** Refresh tokens: stored hashed; every rotation stays in its family so reuse can revoke it whole. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: uuid('family_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('refresh_tokens_hash_idx').on(t.tokenHash),
    index('refresh_tokens_user_idx').on(t.userId),
    index('refresh_tokens_family_idx').on(t.familyId),
  ],
);

/**
 * A staff member's second factor: the TOTP key sealed with the server's secret (a backup alone
 * does not reveal it). Turned on once the first code is confirmed; last_step is the newest step
 * a code was taken for, so a code is never accepted twice.
 */
export const staffTotp = pgTable('staff_totp', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  sealedSecret: text('sealed_secret').notNull(),
  enabledAt: timestamp('enabled_at', { withTimezone: true }),
  lastStep: bigint('last_step', { mode: 'number' }),
  createdAt: createdAt(),
});

/** One-time recovery codes for a lost phone: stored hashed as refresh tokens are, spent once. */
export const totpRecoveryCodes = pgTable(
  'totp_recovery_codes',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('totp_recovery_codes_hash_idx').on(t.codeHash),
    index('totp_recovery_codes_user_idx').on(t.userId),
  ],
);

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('password_reset_tokens_hash_idx').on(t.tokenHash),
    index('password_reset_tokens_user_idx').on(t.userId),
  ],
);

export const categories = pgTable(
  'categories',
  {
    id: id(),
    name: text('name').notNull(),
    imageUrl: text('image_url').notNull(),
    imageId: text('image_id').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('categories_name_lower_idx').on(sql`lower(${t.name})`)],
);

export const products = pgTable(
  'products',
  {
    id: id(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    pricePesewas: integer('price_pesewas').notNull(),
    discountPesewas: integer('discount_pesewas').notNull(),
    /** Shared by all the variants, or (stockPerVariant) the sum of their own counts. */
    stock: integer('stock').notNull(),
    /** Stock counted per size and colour (product_variants.stock) rather than shared. */
    stockPerVariant: boolean('stock_per_variant').notNull().default(false),
    /** Outside VAT (an exempt supply): left out of an order's taxable value. */
    taxExempt: boolean('tax_exempt').notNull().default(false),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
    brand: text('brand'),
    sizes: text('sizes').array().notNull().default(sql`'{}'::text[]`),
    colors: text('colors').array().notNull().default(sql`'{}'::text[]`),
    features: text('features').array().notNull().default(sql`'{}'::text[]`),
    rating: numeric('rating', { precision: 3, scale: 2, mode: 'number' }).notNull().default(0),
    numReviews: integer('num_reviews').notNull().default(0),
    /** Kept by a trigger from name (A), brand (B), category (C) and description (D). */
    searchVector: tsvector('search_vector').notNull().default(sql`''::tsvector`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('products_search_idx').using('gin', t.searchVector),
    // The back office finds a product by any part of its name, in any case (see orders' name
    // index for why new entries skip the pending list).
    index('products_name_trgm_idx')
      .using('gin', t.name.op('gin_trgm_ops'))
      .with({ fastupdate: false }),
    // The best rated first (product page), newest first among equals, straight from the index.
    index('products_rating_created_idx').on(
      t.rating.desc().nullsFirst(),
      t.createdAt.desc().nullsFirst(),
    ),
    index('products_category_discount_idx').on(t.categoryId, t.discountPesewas),
    check('products_stock_not_negative', sql`${t.stock} >= 0`),
    check('products_price_positive', sql`${t.pricePesewas} > 0 and ${t.discountPesewas} > 0`),
    index('products_category_idx').on(t.categoryId),
    // A category's newest products (listing, related products) without sorting the category.
    index('products_category_created_idx').on(
      t.categoryId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    // Newest first as `order by created_at desc, id desc` asks (nulls first is Postgres's default
    // for desc, and an index only serves an order whose nulls go the same way).
    index('products_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('products_discount_idx').on(t.discountPesewas),
    // The low-stock filter and the dashboard's list (stock's lowStockCondition).
    index('products_stock_idx').on(t.stock),
  ],
);

/**
 * How many products each category holds, kept by triggers on products in the transaction that
 * adds, removes or moves one; their sum is the whole catalogue. Listings count from here rather
 * than reading every product. A change of stock or price alone never writes here, so orders do
 * not wait on these rows.
 */
export const catalogueCounts = pgTable('catalogue_counts', {
  categoryId: uuid('category_id')
    .primaryKey()
    .references(() => categories.id, { onDelete: 'cascade' }),
  products: integer('products').notNull().default(0),
});

export const productImages = pgTable(
  'product_images',
  {
    id: id(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    publicId: text('public_id').notNull(),
    position: smallint('position').notNull(),
  },
  (t) => [uniqueIndex('product_images_position_idx').on(t.productId, t.position)],
);

/**
 * A product's sizes x colours, one row each ('' for a dimension the product does not have). A
 * size or colour the owner removes is archived, never deleted: order lines point at it, and a
 * cancelled line gives its stock back to it. Its stock counts only when the product's
 * stock_per_variant is set; the product row is locked first and guards its variants.
 */
export const productVariants = pgTable(
  'product_variants',
  {
    id: id(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    size: text('size').notNull().default(''),
    color: text('color').notNull().default(''),
    sku: text('sku'),
    /** Null: the product's own. */
    pricePesewas: integer('price_pesewas'),
    discountPesewas: integer('discount_pesewas'),
    /** The position of the product picture that shows it. */
    imagePosition: smallint('image_position'),
    stock: integer('stock').notNull().default(0),
    position: smallint('position').notNull().default(0),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
  },
  (t) => [
    check('product_variants_stock_not_negative', sql`${t.stock} >= 0`),
    check(
      'product_variants_price_positive',
      sql`coalesce(${t.pricePesewas}, 1) > 0 and coalesce(${t.discountPesewas}, 1) > 0`,
    ),
    uniqueIndex('product_variants_option_idx')
      .on(t.productId, sql`lower(${t.size})`, sql`lower(${t.color})`)
      .where(sql`${t.archivedAt} is null`),
    index('product_variants_low_idx').on(t.stock).where(sql`${t.archivedAt} is null`),
    uniqueIndex('product_variants_sku_idx')
      .on(sql`lower(${t.sku})`)
      .where(sql`${t.sku} is not null and ${t.archivedAt} is null`),
  ],
);

/** Every stock figure the shop's staff changed by hand, with why, by whom, and by how much. */
export const stockChanges = pgTable(
  'stock_changes',
  {
    id: id(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    variantId: uuid('variant_id').references(() => productVariants.id, { onDelete: 'cascade' }),
    change: integer('change').notNull(),
    stockAfter: integer('stock_after').notNull(),
    reason: text('reason').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('stock_changes_product_idx').on(t.productId, t.createdAt)],
);

/**
 * The shop's record of who changed what: append-only (a trigger refuses updates and deletes),
 * written in the transaction of the change it records. The actor's name and role are copied, so the
 * record stays whole when the account changes or goes.
 */
export const activityLog = pgTable(
  'activity_log',
  {
    id: id(),
    // The clock's time, not the transaction's: entries of one change keep their order.
    at: timestamp('at', { withTimezone: true }).notNull().default(sql`clock_timestamp()`),
    actorId: uuid('actor_id'),
    actorName: text('actor_name').notNull(),
    actorRole: text('actor_role').$type<StaffRole>(),
    action: text('action').notNull(),
    subject: text('subject').notNull(),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    reason: text('reason'),
  },
  (t) => [
    index('activity_log_at_idx').on(t.at),
    index('activity_log_subject_idx').on(t.subject, t.at),
    index('activity_log_actor_idx').on(t.actorId, t.at),
  ],
);

export const reviews = pgTable(
  'reviews',
  {
    id: id(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    rating: smallint('rating').notNull(),
    comment: text('comment').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('reviews_rating_range', sql`${t.rating} between 1 and 5`),
    uniqueIndex('reviews_product_user_idx').on(t.productId, t.userId),
    index('reviews_product_created_idx').on(t.productId, t.createdAt.desc()),
  ],
);

/** Readable order numbers (GH-2026-000123) come from this sequence. */
export const orderNumberSeq = pgSequence('order_number_seq', { startWith: 1 });

export const orders = pgTable(
  'orders',
  {
    id: id(),
    orderNumber: text('order_number').notNull(),
    customerId: uuid('customer_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email'),
    phoneNumber: text('phone_number').notNull(),
    region: text('province').notNull(),
    area: text('area').notNull(),
    address: text('address'),
    /** The shopper's note for the rider: a landmark, when to call. */
    deliveryNote: text('delivery_note'),
    /** The days the parcel was promised between, at placement (null on older orders). */
    arrivesFrom: date('arrives_from', { mode: 'string' }),
    arrivesBy: date('arrives_by', { mode: 'string' }),
    itemsPesewas: integer('items_pesewas').notNull(),
    deliveryFeePesewas: integer('shipping_pesewas').notNull(),
    taxPesewas: integer('tax_pesewas').notNull(),
    totalPesewas: integer('total_pesewas').notNull(),
    /**
     * The tax the total includes, split as it was worked out at placement, with the shop's TIN and
     * the rates (basis points) of the day; all null when the shop was not VAT-registered.
     */
    taxIncludedPesewas: integer('tax_included_pesewas'),
    vatPesewas: integer('vat_pesewas'),
    nhilPesewas: integer('nhil_pesewas'),
    getfundPesewas: integer('getfund_pesewas'),
    taxTin: text('tax_tin'),
    taxRates: jsonb('tax_rates').$type<TaxRates>(),
    /** The number of the tax invoice the owner issued for it through GRA's E-VAT system. */
    evatInvoice: text('evat_invoice'),
    /** How the order is paid: on delivery (the rider collects), or by Mobile Money. */
    paymentMethod: text('payment_method').notNull().default('delivery'),
    /** Where its money stands (payments/payment-state.ts): unpaid, awaiting_payment, payment_failed, paid. */
    paymentStatus: text('payment_status').notNull().default('unpaid'),
    /** The charge that paid the order. */
    paidBy: text('paid_by'),
    /** Until when a Mobile Money order waiting for its payment holds its stock. */
    holdUntil: timestamp('hold_until', { withTimezone: true }),
    /** When its Mobile Money payment failed: an order left so is cancelled some hours later. */
    paymentFailedAt: timestamp('payment_failed_at', { withTimezone: true }),
    /** Why the money of a paid order is in doubt (payments/payment-state.ts): disputed, reversed. */
    paymentFlag: text('payment_flag'),
    paymentFlaggedAt: timestamp('payment_flagged_at', { withTimezone: true }),
    deliveryStatus: text('delivery_status').notNull().default('pending'),
    stockReturnedAt: timestamp('stock_returned_at', { withTimezone: true }),
    /** Placed while the shop's mobile had a new-order SMS in the last minute: told in the next digest. */
    shopNoticePending: boolean('shop_notice_pending').notNull().default(false),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('orders_number_idx').on(t.orderNumber),
    check(
      'orders_tax_parts_add_up',
      sql`${t.taxIncludedPesewas} is null or ${t.taxIncludedPesewas} = ${t.vatPesewas} + ${t.nhilPesewas} + ${t.getfundPesewas}`,
    ),
    index('orders_customer_idx').on(t.customerId, t.createdAt.desc()),
    index('orders_created_idx').on(t.createdAt.desc()),
    index('orders_shop_notice_idx').on(t.createdAt).where(sql`${t.shopNoticePending}`),
    // The back office's search: a buyer's phone (stored one way, so matched exactly), part of a
    // name in any case, and an order's counter without its year.
    index('orders_phone_idx').on(t.phoneNumber, t.createdAt.desc()),
    // Their new entries go straight into the index rather than a pending list that only a vacuum
    // sorts in: PGlite has no autovacuum, and the planner prices a long pending list above a scan.
    index('orders_name_trgm_idx')
      .using('gin', t.name.op('gin_trgm_ops'))
      .with({ fastupdate: false }),
    index('orders_number_trgm_idx')
      .using('gin', t.orderNumber.op('gin_trgm_ops'))
      .with({ fastupdate: false }),
    // Its filters: a page of one delivery or payment status in the list's order, and its count.
    index('orders_status_idx').on(t.deliveryStatus, t.createdAt.desc(), t.id.desc()),
    index('orders_payment_status_idx').on(t.paymentStatus, t.createdAt.desc(), t.id.desc()),
    // Guest orders still holding stock, counted per phone number before another is taken.
    index('orders_open_guest_phone_idx')
      .on(t.phoneNumber)
      .where(
        sql`${t.customerId} is null and ${t.deletedAt} is null and ${t.deliveryStatus} in ('pending', 'processing', 'warehouse')`,
      ),
    check('orders_payment_method', sql`${t.paymentMethod} in ('delivery', 'mobile_money')`),
    check(
      'orders_payment_status',
      sql`${t.paymentStatus} in ('unpaid', 'awaiting_payment', 'payment_failed', 'paid')`,
    ),
    // Mobile Money orders whose hold runs out, for the sweeper that gives their stock back.
    index('orders_hold_idx').on(t.holdUntil).where(sql`${t.paymentStatus} = 'awaiting_payment'`),
    // Failed Mobile Money orders left as they are, for the sweeper that cancels them.
    index('orders_payment_failed_idx')
      .on(t.paymentFailedAt)
      .where(sql`${t.paymentStatus} = 'payment_failed' and ${t.deliveryStatus} = 'pending'`),
    check('orders_payment_flag', sql`${t.paymentFlag} in ('disputed', 'reversed')`),
    // The few flagged orders, counted on every dashboard.
    index('orders_payment_flag_idx')
      .on(t.paymentFlaggedAt)
      .where(sql`${t.paymentFlag} is not null`),
    check(
      'orders_delivery_status',
      sql`${t.deliveryStatus} in ('pending', 'processing', 'delivered', 'warehouse', 'cancelled')`,
    ),
  ],
);

/**
 * An order placed with an Idempotency-Key: the same request sent again (a reply lost on a bad
 * connection, a second tap) answers this order instead of placing another. The hash is of the
 * request's body and its customer, so the key cannot be reused for a different order.
 */
export const orderPlacements = pgTable('order_placements', {
  key: text('key').primaryKey(),
  requestHash: text('request_hash').notNull(),
  orderId: uuid('order_id')
    .notNull()
    .references(() => orders.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
});

/** Lines copy what was bought, so an order stays readable after its product is gone. */
export const orderLines = pgTable(
  'order_lines',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    brand: text('brand'),
    qty: integer('qty').notNull(),
    pricePesewas: integer('price_pesewas').notNull(),
    imageUrl: text('image_url').notNull(),
    productSize: text('product_size'),
    productColor: text('product_color'),
    /** The size and colour bought (null for a product with neither), and its SKU then. */
    variantId: uuid('variant_id').references(() => productVariants.id, { onDelete: 'set null' }),
    sku: text('sku'),
    /** Left out of the order's taxable value (the product was exempt when bought). */
    taxExempt: boolean('tax_exempt').notNull().default(false),
    /** The line's place in the cart it came from. */
    position: smallint('position').notNull().default(0),
  },
  (t) => [
    check('order_lines_qty_positive', sql`${t.qty} > 0`),
    index('order_lines_order_idx').on(t.orderId),
    index('order_lines_product_idx').on(t.productId),
  ],
);

export const subscribers = pgTable(
  'subscribers',
  {
    id: id(),
    email: text('email').notNull(),
    status: text('status').notNull().default('pending'),
    tokenHash: text('token_hash').notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('subscribers_email_lower_idx').on(sql`lower(${t.email})`),
    check('subscribers_status', sql`${t.status} in ('pending', 'verified', 'unsubscribed')`),
  ],
);

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: id(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    contact: text('contact').notNull(),
    message: text('message').notNull(),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('contact_messages_created_idx').on(t.createdAt.desc())],
);

/** Mail is written here in the same transaction as its cause; a worker sends it with retries. */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: id(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('email_outbox_pending_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
    check('email_outbox_status', sql`${t.status} in ('pending', 'sent', 'failed')`),
  ],
);

/**
 * The delivery fee the owner set for a region. A region without a row costs the default fee
 * (DEFAULT_DELIVERY_FEE in the contract), so a new shop charges the same everywhere.
 */
export const deliveryFees = pgTable(
  'delivery_fees',
  {
    region: text('region').primaryKey(),
    feePesewas: integer('fee_pesewas').notNull(),
    /** Working days after the order's day it arrives between; null: the region's default. */
    leadMinDays: smallint('lead_min_days'),
    leadMaxDays: smallint('lead_max_days'),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('delivery_fees_not_negative', sql`${t.feePesewas} >= 0`),
    check(
      'delivery_fees_lead_time',
      sql`(${t.leadMinDays} is null) = (${t.leadMaxDays} is null) and ${t.leadMinDays} between 1 and ${t.leadMaxDays} and ${t.leadMaxDays} <= 30`,
    ),
  ],
);

/** The shop's VAT registration (one row; none: not registered). */
export const taxSettings = pgTable(
  'tax_settings',
  {
    id: smallint('id').primaryKey().default(1),
    registered: boolean('registered').notNull(),
    tin: text('tin'),
    fromDay: date('from_day', { mode: 'string' }),
    deliveryTaxable: boolean('delivery_taxable').notNull().default(true),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('tax_settings_one_row', sql`${t.id} = 1`),
    check(
      'tax_settings_registered_with_tin',
      sql`not ${t.registered} or (${t.tin} is not null and ${t.fromDay} is not null)`,
    ),
  ],
);

/**
 * The one row of delivery rules that are not per region: delivery is free when the items come to
 * more than free_above_pesewas (never, when it is null). Without the row the default applies.
 * On the holidays listed (and on Sundays) nothing is delivered.
 */
export const deliverySettings = pgTable(
  'delivery_settings',
  {
    id: smallint('id').primaryKey().default(1),
    freeAbovePesewas: integer('free_above_pesewas'),
    holidays: date('holidays', { mode: 'string' }).array().notNull().default(sql`'{}'`),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('delivery_settings_one_row', sql`${t.id} = 1`),
    check('delivery_settings_not_negative', sql`${t.freeAbovePesewas} >= 0`),
  ],
);

/**
 * SMS are written here in the same transaction as their cause, as mail is; a worker sends them
 * through the gateway. `skipped` rows record a message that could not be sent (a landline) and why.
 */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: id(),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    /** What caused it: the order's new status ('placed', 'processing' ...) or 'shop' for the notice. */
    reason: text('reason').notNull(),
    to: text('to').notNull(),
    text: text('text').notNull(),
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** The gateway's id for the message, and what its delivery reports last said. */
    gatewayId: text('gateway_id'),
    deliveryReport: text('delivery_report'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    /** When the gateway was last asked for this message's delivery status (no report came). */
    statusCheckedAt: timestamp('status_checked_at', { withTimezone: true }),
    /** What the gateway charged for it, in cedi (Hubtel's `rate`). */
    price: numeric('price', { precision: 12, scale: 4, mode: 'number' }),
    /** The setting that held it back when it was skipped for a limit (SMS_PER_NUMBER_PER_DAY, SMS_PER_HOUR). */
    skippedBy: text('skipped_by'),
    createdAt: createdAt(),
  },
  (t) => [
    // The SMS that count against the limits (those skipped do not), per number and for the shop.
    index('sms_outbox_to_idx').on(t.to, t.createdAt).where(sql`${t.status} <> 'skipped'`),
    index('sms_outbox_created_idx').on(t.createdAt).where(sql`${t.status} <> 'skipped'`),
    index('sms_outbox_held_back_idx').on(t.createdAt).where(sql`${t.skippedBy} is not null`),
    index('sms_outbox_pending_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
    index('sms_outbox_order_idx').on(t.orderId, t.createdAt),
    index('sms_outbox_gateway_idx').on(t.gatewayId),
    check('sms_outbox_status', sql`${t.status} in ('pending', 'sent', 'failed', 'skipped')`),
  ],
);

/**
 * What a payment gateway said by webhook, kept as it came once its signature was checked: one row
 * per event and reference, so a webhook sent twice is kept once. The webhook is answered as soon
 * as its row is written; applying it to its order (after asking the gateway itself) is a worker's
 * job, so nothing the gateway says is lost if the api stops halfway.
 */
/** The outbox columns every queue of work shares (outbox/repository.ts claims and marks them). */
const outboxColumns = () => ({
  status: text('status').notNull().default('pending'),
  attempts: integer('attempts').notNull().default(0),
  nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
  lastError: text('last_error'),
  sentAt: timestamp('sent_at', { withTimezone: true }),
});

/**
 * What a payment gateway told the shop about a transaction (its webhooks, and the answers of its
 * charge calls), each kept once and then checked and applied to its order by the payment worker,
 * as an outbox: `sent` once applied. The body keeps only what the books need (payments/
 * event-body.ts: no payer's e-mail, phone, address or card), and a row dealt with is purged after
 * PAYMENT_EVENTS_KEEP_DAYS.
 */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: id(),
    gateway: text('gateway').notNull(),
    event: text('event').notNull(),
    reference: text('reference').notNull(),
    body: jsonb('body').notNull(),
    createdAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    ...outboxColumns(),
  },
  (t) => [
    uniqueIndex('payment_events_once_idx').on(t.gateway, t.event, t.reference),
    index('payment_events_pending_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
    // Events dealt with, oldest first, for the sweeper that purges them after the retention.
    index('payment_events_done_idx').on(t.createdAt).where(sql`${t.status} <> 'pending'`),
    check('payment_events_status', sql`${t.status} in ('pending', 'sent', 'failed')`),
  ],
);

/**
 * One attempt to take an order's money by Mobile Money: written with the order (or the retry), and
 * sent to the gateway by the payment worker, as an outbox. Its reference is the gateway's
 * transaction reference, new for each attempt, so a charge sent twice is refused the second time.
 */
export const paymentCharges = pgTable(
  'payment_charges',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    reference: text('reference').notNull(),
    /** Which of the order's charges it is, 1 for the first: the latest has the highest. */
    attempt: integer('attempt').notNull(),
    network: text('network').notNull(),
    wallet: text('wallet').notNull(),
    amountPesewas: integer('amount_pesewas').notNull(),
    email: text('email').notNull(),
    /** sending (not yet at the gateway), approve, voucher (waiting for the shopper), paid, failed. */
    step: text('step').notNull().default('sending'),
    /** The gateway's words to the shopper (how to approve, how to get a voucher). */
    instructions: text('instructions'),
    /** The gateway's own word on a failure. */
    gatewayMessage: text('gateway_message'),
    /** The gateway's status word at the last check (success, failed, abandoned, reversed ...). */
    gatewayStatus: text('gateway_status'),
    /** When the shop last asked the gateway for this charge's verdict. */
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    /**
     * Who asked for the prompt: the client's address and the signed-in customer, so that prompts
     * are counted per wallet, per address and per customer (payments/prompt-limits.ts). The
     * address is forgotten once it no longer counts.
     */
    clientAddress: text('client_address'),
    customerId: uuid('customer_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    ...outboxColumns(),
  },
  (t) => [
    uniqueIndex('payment_charges_reference_idx').on(t.reference),
    uniqueIndex('payment_charges_order_attempt_idx').on(t.orderId, t.attempt),
    index('payment_charges_wallet_idx').on(t.wallet, t.createdAt),
    index('payment_charges_address_idx')
      .on(t.clientAddress, t.createdAt)
      .where(sql`${t.clientAddress} is not null`),
    index('payment_charges_customer_idx')
      .on(t.customerId, t.createdAt)
      .where(sql`${t.customerId} is not null`),
    index('payment_charges_pending_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
    check('payment_charges_status', sql`${t.status} in ('pending', 'sent', 'failed')`),
    check(
      'payment_charges_step',
      sql`${t.step} in ('sending', 'approve', 'voucher', 'paid', 'failed')`,
    ),
  ],
);

/**
 * A code texted to a Mobile Money wallet, so that a guest paying from a number other than the
 * order's phone shows it is theirs (payments/wallet-codes.ts). Only its HMAC is kept; it works for
 * a few minutes, for a few wrong tries, and once. Rows stay after use: they count the codes a
 * wallet was sent lately.
 */
export const walletCodes = pgTable(
  'wallet_codes',
  {
    id: id(),
    /** +233…. */
    wallet: text('wallet').notNull(),
    codeHash: text('code_hash').notNull(),
    wrongTries: smallint('wrong_tries').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('wallet_codes_wallet_idx').on(t.wallet, t.createdAt)],
);

/**
 * Money that came in for an order and must go back to the shopper, until it is back. Its state
 * (payments/refund-state.ts): requested (owed), processing (claimed by one request, then at the
 * gateway), refunded, failed (may be tried again), needs_attention (the gateway asks the owner).
 */
export const paymentRefunds = pgTable(
  'payment_refunds',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** The charge whose money goes back: each charge is refunded once at most. */
    reference: text('reference').notNull(),
    amountPesewas: integer('amount_pesewas').notNull(),
    reason: text('reason').notNull(),
    state: text('state').notNull().default('requested'),
    /** The gateway's id of the refund, once it made one (or one was found there and adopted). */
    gatewayRefundId: text('gateway_refund_id'),
    /** The gateway's own word on it (pending, processing, processed, failed, needs-attention). */
    gatewayStatus: text('gateway_status'),
    /** Why the gateway refused or failed it, in its words. */
    gatewayMessage: text('gateway_message'),
    /**
     * Until when the request that claimed it may still be calling the gateway: a refund still in
     * processing with no gateway id after this is resolved by the sweeper (asked, then made once).
     */
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    /** When the shop last asked the gateway about it. */
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    /** gateway (the shop called the gateway's refund), dashboard (the owner, by hand). */
    refundedHow: text('refunded_how'),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('payment_refunds_reference_idx').on(t.reference),
    index('payment_refunds_order_idx').on(t.orderId),
    index('payment_refunds_open_idx').on(t.createdAt).where(sql`${t.state} <> 'refunded'`),
    check('payment_refunds_how', sql`${t.refundedHow} in ('gateway', 'dashboard')`),
    check(
      'payment_refunds_state',
      sql`${t.state} in ('requested', 'processing', 'refunded', 'failed', 'needs_attention')`,
    ),
  ],
);

export const categoriesRelations = relations(categories, ({ many }) => ({
  products: many(products),
}));

export const productsRelations = relations(products, ({ one, many }) => ({
  category: one(categories, { fields: [products.categoryId], references: [categories.id] }),
  images: many(productImages),
  variants: many(productVariants),
}));

export const productVariantsRelations = relations(productVariants, ({ one }) => ({
  product: one(products, { fields: [productVariants.productId], references: [products.id] }),
}));

export const productImagesRelations = relations(productImages, ({ one }) => ({
  product: one(products, { fields: [productImages.productId], references: [products.id] }),
}));

export const ordersRelations = relations(orders, ({ many }) => ({ lines: many(orderLines) }));

export const orderLinesRelations = relations(orderLines, ({ one }) => ({
  order: one(orders, { fields: [orderLines.orderId], references: [orders.id] }),
}));
