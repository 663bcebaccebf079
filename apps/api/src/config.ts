import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { MAX_LINE_QTY } from '@adepa/contract/orders';
import { type ShopSettings, shopSettingsSchema } from '@adepa/contract/shop';
import { z } from 'zod';
import { parseTrustProxy, type TrustProxy } from './lib/client-address.ts';
import { loadShopSettings } from './shop.ts';

// The environment is read and validated once, at start. A bad value stops the process with the
// variable's name. Token secrets are required in production; elsewhere they are generated once
// and kept in DATA_DIR so that sessions survive a restart.

const optionalUrl = (protocols: string[]) =>
  z
    .string()
    .trim()
    .url()
    .refine((v) => protocols.some((p) => v.startsWith(`${p}://`)), {
      message: `must start with ${protocols.map((p) => `${p}://`).join(' or ')}`,
    })
    .optional();

/**
 * A gateway's base address: the client adds each endpoint's path (`/v1/messages/send`), so a
 * path, query or fragment given here would make every call miss. The error shows what to write,
 * and where the credentials go instead.
 */
const baseAddressOnly =
  (credentials: string) => (value: string | undefined, ctx: z.RefinementCtx) => {
    if (!value || !URL.canParse(value)) return; // .url() has said so already
    const url = new URL(value);
    if (url.username || url.password) {
      ctx.addIssue({
        code: 'custom',
        message: `give the base address only, ${url.origin}: the credentials go in ${credentials}`,
      });
    } else if (url.pathname !== '/' || url.search || url.hash) {
      ctx.addIssue({
        code: 'custom',
        message: `give the base address only: ${url.origin} (not ${value})`,
      });
    }
  };

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: optionalUrl(['postgres', 'postgresql']),
    // Links to it go into SMS as they are: a non-Latin host name is written in its xn-- form.
    PUBLIC_URL: z
      .string()
      .url()
      .regex(
        /^[\x21-\x7e]+$/,
        'must be plain ASCII: a host name in its xn-- form (adɛpa.com.gh is xn--adpa-66b.com.gh)',
      )
      .optional(),
    JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    SMTP_URL: optionalUrl(['smtp', 'smtps']),
    MAIL_FROM: z.string().optional(),
    SMS_URL: optionalUrl(['http', 'https']).superRefine(
      baseAddressOnly('SMS_CLIENT_ID and SMS_CLIENT_SECRET'),
    ),
    // Mobile Money at checkout: offered only when the shop has a Paystack secret key.
    PAYSTACK_SECRET_KEY: z.string().trim().min(1).optional(),
    PAYSTACK_URL: optionalUrl(['http', 'https'])
      .superRefine(baseAddressOnly('PAYSTACK_SECRET_KEY'))
      .default('https://api.paystack.co'),
    // What the gateway told the shop is kept this long once dealt with, for the books; 0 keeps it.
    PAYMENT_EVENTS_KEEP_DAYS: z.coerce.number().int().min(0).max(3650).default(90),
    SMS_CLIENT_ID: z.string().trim().optional(),
    SMS_CLIENT_SECRET: z.string().optional(),
    SMS_SENDER: z
      .string()
      .regex(/^[A-Za-z0-9]{1,11}$/, 'must be 1 to 11 letters or digits')
      .optional(),
    // It is a path segment of the callback url: long and url-safe, so request logs cut it short.
    SMS_REPORT_KEY: z
      .string()
      .regex(/^[A-Za-z0-9_-]{32,200}$/, 'must be 32 or more letters, digits, - or _')
      .optional(),
    ADMIN_EMAIL: z.string().email().optional(),
    ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').optional(),
    REDIS_URL: optionalUrl(['redis', 'rediss']),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    SEED_DEMO: z.enum(['true', 'false']).default('true'),
    REDIS_PREFIX: z.string().default('adepa:'),
    LOGIN_FAILURES_PER_ACCOUNT: z.coerce.number().int().min(1).default(10),
    LOGIN_FAILURES_PER_ADDRESS: z.coerce.number().int().min(1).default(100),
    LOGIN_WINDOW_MINUTES: z.coerce.number().int().min(1).default(15),
    ANONYMOUS_WRITES_PER_MINUTE: z.coerce.number().int().min(1).default(60),
    TRUST_PROXY: z.string().optional(),
    // Limits that protect the shop's money and stock; 0 turns one off.
    SMS_PER_NUMBER_PER_DAY: z.coerce.number().int().min(0).default(10),
    SMS_PER_HOUR: z.coerce.number().int().min(0).default(300),
    GUEST_ORDERS_PER_PHONE: z.coerce.number().int().min(0).default(3),
    // Each Mobile Money charge sends a PIN prompt, with the shop's name, to a phone.
    PROMPTS_PER_WALLET_PER_HOUR: z.coerce.number().int().min(0).default(3),
    PROMPTS_PER_WALLET_PER_DAY: z.coerce.number().int().min(0).default(6),
    PROMPTS_PER_ADDRESS_PER_HOUR: z.coerce.number().int().min(0).default(10),
    PROMPTS_PER_CUSTOMER_PER_HOUR: z.coerce.number().int().min(0).default(6),
    UNPAID_ORDERS_PER_PAYER: z.coerce.number().int().min(0).default(2),
    // A guest paying from a number other than the order's phone is texted a code to it first.
    WALLET_CODES_PER_HOUR: z.coerce.number().int().min(0).default(3),
    UNITS_PER_LINE: z.coerce.number().int().min(1).max(MAX_LINE_QTY).default(20),
    FAILED_PAYMENT_CANCEL_HOURS: z.coerce.number().int().min(0).default(6),
    ORDER_DELETIONS_PER_HOUR: z.coerce.number().int().min(1).default(10),
    REVIEWS_PER_HOUR: z.coerce.number().int().min(1).default(20),
    LOW_STOCK_THRESHOLD: z.coerce.number().int().min(0).default(5),
    CATALOGUE_CACHE: z.enum(['on', 'off']).default('on'),
    STOCK_SHOWN_WITHIN_SECONDS: z.coerce.number().int().min(0).max(60).default(5),
    BACKUP_DIR: z.string().min(1).optional(),
    BACKUP_EVERY_HOURS: z.coerce
      .number()
      .min(0)
      .max(24 * 30)
      .default(24),
    BACKUP_KEEP: z.coerce.number().int().min(1).max(1000).default(7),
    // Checked here so a bad one is named; shop.ts puts them into the shop's settings.
    SHOP_NAME: shopSettingsSchema.shape.name.optional(),
    SHOP_EMAIL: shopSettingsSchema.shape.email.optional(),
    SHOP_PHONE: shopSettingsSchema.shape.phone.optional(),
    SHOP_WHATSAPP: shopSettingsSchema.shape.whatsapp.optional(),
    SHOP_ADDRESS: shopSettingsSchema.shape.address.optional(),
    // `npm run faults` only: the api waits this long between claiming a refund and calling the
    // gateway, so the scenario can kill it there. Refused in production.
    FAULTS_REFUND_PAUSE_MS: z.coerce.number().int().min(0).max(600_000).default(0),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV !== 'production') return;
    for (const key of ['JWT_SECRET', 'PUBLIC_URL'] as const) {
      if (!env[key])
        ctx.addIssue({ code: 'custom', path: [key], message: 'is required in production' });
    }
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === 'production' && env.FAULTS_REFUND_PAUSE_MS > 0)
      ctx.addIssue({
        code: 'custom',
        path: ['FAULTS_REFUND_PAUSE_MS'],
        message: 'is for fault tests only: leave it unset in production',
      });
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV !== 'production') return;
    // Only the loopback stand-ins of the tests and local trials speak plain http.
    for (const key of ['SMS_URL', 'PAYSTACK_URL'] as const) {
      const value = env[key];
      if (!value?.startsWith('http://') || !URL.canParse(value)) continue;
      ctx.addIssue({
        code: 'custom',
        path: [key],
        message: `must start with https:// in production: https://${new URL(value).host} (not ${value})`,
      });
    }
  })
  .superRefine((env, ctx) => {
    // A test key takes no real money: Paystack's test wallets "pay" any order, and goods would go
    // out for nothing.
    if (env.NODE_ENV !== 'production' || !env.PAYSTACK_SECRET_KEY?.startsWith('sk_test_')) return;
    ctx.addIssue({
      code: 'custom',
      path: ['PAYSTACK_SECRET_KEY'],
      message:
        "is a test key (sk_test_...), which takes no real money, and NODE_ENV is production: set the live secret key (sk_live_...) from Paystack's dashboard (Settings, API Keys & Webhooks), or unset it to take payment on delivery only",
    });
  })
  .superRefine((env, ctx) => {
    if (!env.SMS_URL || !URL.canParse(env.SMS_URL)) return;
    for (const key of ['SMS_CLIENT_ID', 'SMS_CLIENT_SECRET'] as const) {
      if (!env[key])
        ctx.addIssue({ code: 'custom', path: [key], message: 'is required when SMS_URL is set' });
    }
  })
  .superRefine((env, ctx) => {
    try {
      parseTrustProxy(env.TRUST_PROXY);
    } catch (error) {
      ctx.addIssue({ code: 'custom', path: ['TRUST_PROXY'], message: (error as Error).message });
    }
  })
  .refine((env) => Boolean(env.ADMIN_EMAIL) === Boolean(env.ADMIN_PASSWORD), {
    path: ['ADMIN_PASSWORD'],
    message: 'ADMIN_EMAIL and ADMIN_PASSWORD must be set together',
  });

export type Env = z.infer<typeof envSchema>;

export interface Config {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  /** The proxies whose X-Forwarded-For names the client (false: the socket's address). */
  trustProxy: TrustProxy;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string;
  jwtSecret: string;
  smtpUrl: string | undefined;
  mailFrom: string | undefined;
  sms: {
    /** Hubtel's SMS API when SMS_URL is set; without it each SMS is written to DATA_DIR/sms. */
    gateway: { url: string; clientId: string; clientSecret: string } | undefined;
    /** The sender id the phone shows (1 to 11 letters or digits). */
    sender: string;
    /** The secret path segment of the url the gateway posts delivery reports to. */
    reportKey: string;
  };
  /** Paystack's API for Mobile Money, when PAYSTACK_SECRET_KEY is set; without it only payment on delivery. */
  paystack: { url: string; secretKey: string } | undefined;
  /** Pauses that let `npm run faults` kill the api at a chosen step (0: none; never in production). */
  faults: { refundPauseMs: number };
  /** Days the gateway's events are kept once dealt with (0: for ever). */
  paymentEventsKeepDays: number;
  admin: { email: string; password: string } | undefined;
  redisUrl: string | undefined;
  redisPrefix: string;
  lowStockThreshold: number;
  /** Catalogue reads answered from the in-process cache (off only to measure without it). */
  catalogueCache: boolean;
  /** How late the stock on cached pages and catalogue answers may be, after an order. */
  stockShownWithinMs: number;
  /** The embedded shop's own backups: where, how often (0: never) and how many are kept. */
  backups: { dir: string; everyHours: number; keep: number };
  limits: {
    loginFailuresPerAccount: number;
    loginFailuresPerAddress: number;
    loginWindowMs: number;
    anonymousWritesPerMinute: number;
    /** Order SMS one number may get in 24 hours (0: no cap; the shop's own mobile is not capped). */
    smsPerNumberPerDay: number;
    /** SMS the shop sends in an hour at most (0: no budget). */
    smsPerHour: number;
    /**
     * Undelivered guest orders one phone number may hold (0: no limit); a Mobile Money order
     * waiting for its payment, or whose payment failed, is not counted (`payments` caps those).
     */
    guestOrdersPerPhone: number;
    /** Who may send how many Mobile Money prompts, and hold how much stock unpaid (0: no cap). */
    payments: PaymentLimits;
    orderDeletionsPerHour: number;
    reviewsPerHour: number;
  };
  logLevel: Env['LOG_LEVEL'];
  seedDemo: boolean;
  shop: ShopSettings;
}

/** Caps on Mobile Money that keep a stranger from turning it against a phone or the shelf (0: off). */
export interface PaymentLimits {
  /** PIN prompts one wallet may get in an hour, and in 24 hours. */
  promptsPerWalletPerHour: number;
  promptsPerWalletPerDay: number;
  /** Prompts one client address, and one signed-in customer, may ask for in an hour. */
  promptsPerAddressPerHour: number;
  promptsPerCustomerPerHour: number;
  /** Orders waiting for their payment one address, customer or wallet may have at once. */
  unpaidOrdersPerPayer: number;
  /** Hours after which an order whose payment failed, and was left so, is cancelled. */
  failedPaymentCancelHours: number;
  /** Codes one wallet may be texted in an hour, to prove a guest holds it (wallet-codes.ts). */
  walletCodesPerHour: number;
}

export class ConfigError extends Error {}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable counts as unset, as shells and .env files often leave them.
  const present = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid environment:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  const dataDir = path.resolve(env.DATA_DIR);
  const shop = loadShopSettings(source);
  mkdirSync(dataDir, { recursive: true });
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    dataDir,
    databaseUrl: env.DATABASE_URL,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ''),
    jwtSecret: env.JWT_SECRET ?? storedSecret(dataDir, 'jwt'),
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    sms: {
      gateway:
        env.SMS_URL && env.SMS_CLIENT_ID && env.SMS_CLIENT_SECRET
          ? {
              url: new URL(env.SMS_URL).origin,
              clientId: env.SMS_CLIENT_ID,
              clientSecret: env.SMS_CLIENT_SECRET,
            }
          : undefined,
      sender: env.SMS_SENDER ?? defaultSender(shop.name),
      reportKey: env.SMS_REPORT_KEY ?? storedSecret(dataDir, 'smsReportKey'),
    },
    paystack: env.PAYSTACK_SECRET_KEY
      ? { url: new URL(env.PAYSTACK_URL).origin, secretKey: env.PAYSTACK_SECRET_KEY }
      : undefined,
    faults: { refundPauseMs: env.FAULTS_REFUND_PAUSE_MS },
    paymentEventsKeepDays: env.PAYMENT_EVENTS_KEEP_DAYS,
    admin:
      env.ADMIN_EMAIL && env.ADMIN_PASSWORD
        ? { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD }
        : undefined,
    redisUrl: env.REDIS_URL,
    redisPrefix: env.REDIS_PREFIX,
    lowStockThreshold: env.LOW_STOCK_THRESHOLD,
    catalogueCache: env.CATALOGUE_CACHE === 'on',
    stockShownWithinMs: env.STOCK_SHOWN_WITHIN_SECONDS * 1000,
    backups: {
      dir: path.resolve(env.BACKUP_DIR ?? path.join(dataDir, 'backups')),
      everyHours: env.BACKUP_EVERY_HOURS,
      keep: env.BACKUP_KEEP,
    },
    limits: {
      loginFailuresPerAccount: env.LOGIN_FAILURES_PER_ACCOUNT,
      loginFailuresPerAddress: env.LOGIN_FAILURES_PER_ADDRESS,
      loginWindowMs: env.LOGIN_WINDOW_MINUTES * 60_000,
      anonymousWritesPerMinute: env.ANONYMOUS_WRITES_PER_MINUTE,
      smsPerNumberPerDay: env.SMS_PER_NUMBER_PER_DAY,
      smsPerHour: env.SMS_PER_HOUR,
      guestOrdersPerPhone: env.GUEST_ORDERS_PER_PHONE,
      payments: {
        promptsPerWalletPerHour: env.PROMPTS_PER_WALLET_PER_HOUR,
        promptsPerWalletPerDay: env.PROMPTS_PER_WALLET_PER_DAY,
        promptsPerAddressPerHour: env.PROMPTS_PER_ADDRESS_PER_HOUR,
        promptsPerCustomerPerHour: env.PROMPTS_PER_CUSTOMER_PER_HOUR,
        unpaidOrdersPerPayer: env.UNPAID_ORDERS_PER_PAYER,
        failedPaymentCancelHours: env.FAILED_PAYMENT_CANCEL_HOURS,
        walletCodesPerHour: env.WALLET_CODES_PER_HOUR,
      },
      orderDeletionsPerHour: env.ORDER_DELETIONS_PER_HOUR,
      reviewsPerHour: env.REVIEWS_PER_HOUR,
    },
    logLevel: env.LOG_LEVEL,
    seedDemo: env.SEED_DEMO === 'true',
    // Checkout offers Mobile Money only when the shop has the gateway's key.
    shop: {
      ...shop,
      mobileMoney: Boolean(env.PAYSTACK_SECRET_KEY),
      unitsPerLine: env.UNITS_PER_LINE,
    },
  };
}

/** The shop's name as a sender id: its letters and digits, at most 11 of them. */
function defaultSender(shopName: string): string {
  return shopName.replace(/[^A-Za-z0-9]/g, '').slice(0, 11) || 'Shop';
}

/** A secret generated on first use and kept in DATA_DIR/secrets.json (readable by the owner only). */
function storedSecret(dataDir: string, name: string): string {
  const file = path.join(dataDir, 'secrets.json');
  let secrets: Record<string, string> = {};
  try {
    secrets = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    // first start: no secrets yet
  }
  const existing = secrets[name];
  if (existing) return existing;
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, JSON.stringify({ ...secrets, [name]: secret }, null, 2), { mode: 0o600 });
  return secret;
}
