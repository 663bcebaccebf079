import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { paths } from '@adepa/contract/paths';
import type { ShopSettings } from '@adepa/contract/shop';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyReply, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { activityRoutes } from './activity/index.ts';
import {
  adminBackupRoutes,
  type BackupsPluginOptions,
  backupRoutes,
  backupsPlugin,
} from './backups/index.ts';
import type { Config } from './config.ts';
import type { Database, Db } from './db/client.ts';
import { redactingLogOptions } from './lib/redact.ts';
import { RequestLog } from './lib/request-log.ts';
import { type MailPluginOptions, type MailService, mailPlugin } from './mail/index.ts';
import { catalogueRoutes } from './modules/catalogue/index.ts';
import { adminCategoryRoutes, categoryRoutes } from './modules/categories/index.ts';
import { adminContactRoutes, contactRoutes } from './modules/contact/index.ts';
import { adminDeliveryRoutes, deliveryRoutes } from './modules/delivery/index.ts';
import { healthRoutes } from './modules/health/index.ts';
import { adminNewsletterRoutes, newsletterRoutes } from './modules/newsletter/index.ts';
import {
  adminOrderRoutes,
  createPayableOrders,
  orderRoutes,
  orderSmsTemplates,
  receiptRoutes,
} from './modules/orders/index.ts';
import { adminProductRoutes, catalogueVersions, productRoutes } from './modules/products/index.ts';
import { reviewRoutes } from './modules/reviews/index.ts';
import { seoRoutes } from './modules/seo/index.ts';
import { stockShown } from './modules/stock/index.ts';
import { adminTaxRoutes, taxRoutes } from './modules/tax/index.ts';
import { twoStepRoutes } from './modules/two-step/index.ts';
import { adminUploadRoutes, removeAbandonedUploads } from './modules/uploads/index.ts';
import {
  accountRoutes,
  adminUserRoutes,
  findViewer,
  passwordRoutes,
} from './modules/users/index.ts';
import {
  type PaymentWorkOptions,
  paymentRoutes,
  paymentWorkPlugin,
  shopperPaymentRoutes,
  walletCodeRoutes,
  walletCodeSmsTemplates,
} from './payments/index.ts';
import { authPlugin } from './plugins/auth.ts';
import { catalogueCachePlugin } from './plugins/catalogue-cache.ts';
import { compressionPlugin } from './plugins/compression.ts';
import { errorsPlugin } from './plugins/errors.ts';
import { imagesPlugin } from './plugins/images.ts';
import { openApiPlugin } from './plugins/openapi.ts';
import { rateLimitPlugin } from './plugins/rate-limit.ts';
import { securityHeaders, securityHeadersPlugin } from './plugins/security-headers.ts';
import { serviceDeps } from './plugins/service-deps.ts';
import { uploadsPlugin, webAppPlugin } from './plugins/web-app.ts';
import {
  assertOnePart,
  type SmsPluginOptions,
  type SmsService,
  smsPlugin,
  smsRoutes,
} from './sms/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    db: Db;
    shop: ShopSettings;
    mail: MailService;
    sms: SmsService;
    /** Every route as `METHOD /url`, for the access-matrix test and the docs. */
    routeList: string[];
  }
}

export const defaultWebDist = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../web/dist',
);

export interface AppOptions {
  config: Config;
  database: Database;
  webDist?: string;
  /** Logger options (level, transport); urls are redacted and secrets censored whatever they are. */
  logger?: Exclude<FastifyServerOptions['logger'], boolean>;
  mail?: MailPluginOptions;
  sms?: SmsPluginOptions;
  payments?: Omit<PaymentWorkOptions, 'orders'>;
  backups?: BackupsPluginOptions;
  /** The secret of the data folder's lock that lets `npm run backup` ask for a backup. */
  controlToken?: string;
}

/** Builds the whole api (used by server.ts and, without a port, by the tests). */
export async function buildApp(options: AppOptions) {
  const { config, database } = options;
  const { shop } = config;
  // Every start and every test app comes through here: a setting too long for the SMS texts to
  // fit one part stops it before it serves anyone.
  assertOnePart([...orderSmsTemplates(shop, config.publicUrl), ...walletCodeSmsTemplates(shop)]);
  const everyReplyHeaders = securityHeaders(config.publicUrl);
  const app = Fastify({
    logger: options.logger ? { ...redactingLogOptions, ...options.logger } : false,
    logController: new RequestLog(),
    trustProxy: config.trustProxy,
    bodyLimit: 1_048_576,
    routerOptions: { ignoreTrailingSlash: true },
    // An address that cannot be decoded (`/%E0%A4%A`) or a parameter over the router's length is
    // answered before any hook runs: with the shop's own headers and words all the same.
    frameworkErrors: (error, _request, reply) =>
      (reply as unknown as FastifyReply)
        .code(error.statusCode ?? 400)
        .headers(everyReplyHeaders)
        .send({ error: 'This address cannot be read. Check it for stray % signs.' }),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);
  app.decorate('shop', shop);
  app.decorate('routeList', [] as string[]);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat())
      if (method !== 'HEAD') app.routeList.push(`${method} ${route.url}`);
  });

  await app.register(errorsPlugin);
  await app.register(securityHeadersPlugin, { headers: everyReplyHeaders });
  await app.register(compressionPlugin);
  await app.register(openApiPlugin, {
    shopName: shop.name,
    shopEmail: shop.email,
    termsUrl: `${config.publicUrl}${paths.terms()}`,
  });
  await app.register(cookie);
  await app.register(rateLimitPlugin);
  // The plugins that need a module's read are handed it here, so that plugins import no module.
  await app.register(authPlugin, { findViewer: (id) => findViewer(app.db, id) });
  await app.register(catalogueCachePlugin, {
    readVersions: () => catalogueVersions(app.db),
    readStock: (ids) => stockShown(app.db, ids),
  });
  await app.register(imagesPlugin, { removeAbandonedUploads });
  await app.register(mailPlugin, options.mail ?? {});
  await app.register(smsPlugin, options.sms ?? {});
  // Payments import no module: the orders module hands them the orders as payments see them.
  await app.register(paymentWorkPlugin, {
    ...options.payments,
    orders: createPayableOrders(serviceDeps(app)),
  });
  await app.register(backupsPlugin, options.backups ?? {});

  // Each module's store, customer and visitor routes, then its admin routes (admin-routes.ts, all
  // behind requireStaff, whose roles plugins/staff-routes.ts names) under the same prefix.
  await app.register(healthRoutes, { prefix: '/api' });
  await app.register(categoryRoutes, { prefix: '/api/category' });
  await app.register(adminCategoryRoutes, { prefix: '/api/category' });
  await app.register(productRoutes, { prefix: '/api/products' });
  await app.register(adminProductRoutes, { prefix: '/api/products' });
  await app.register(reviewRoutes, { prefix: '/api/products/customer' });
  await app.register(catalogueRoutes, { prefix: '/api/home' });
  await app.register(adminUploadRoutes, { prefix: '/api/uploads' });
  await app.register(newsletterRoutes, { prefix: '/api/email/subscription' });
  await app.register(adminNewsletterRoutes, { prefix: '/api/email/subscription' });
  await app.register(contactRoutes, { prefix: '/api/contact' });
  await app.register(adminContactRoutes, { prefix: '/api/contact' });
  await app.register(smsRoutes, { prefix: '/api/sms' });
  await app.register(paymentRoutes, {
    prefix: '/api/payments',
    wakeChecks: () => app.payments?.events.wake(),
  });
  await app.register(walletCodeRoutes, { prefix: '/api/payments' });
  await app.register(deliveryRoutes, { prefix: '/api/delivery-fees' });
  await app.register(adminDeliveryRoutes, { prefix: '/api/delivery-fees' });
  await app.register(taxRoutes, { prefix: '/api/tax-settings' });
  await app.register(adminTaxRoutes, { prefix: '/api/tax-settings' });
  await app.register(orderRoutes, { prefix: '/api/orders' });
  await app.register(shopperPaymentRoutes, { prefix: '/api/orders' });
  await app.register(adminOrderRoutes, { prefix: '/api/orders' });
  await app.register(receiptRoutes, { prefix: '/api/orders' });
  await app.register(accountRoutes, { prefix: '/api/users' });
  await app.register(passwordRoutes, { prefix: '/api/users' });
  await app.register(adminUserRoutes, { prefix: '/api/users' });
  await app.register(backupRoutes, { prefix: '/api/backups', controlToken: options.controlToken });
  await app.register(adminBackupRoutes, { prefix: '/api/backups' });
  await app.register(activityRoutes, { prefix: '/api/activity' });
  await app.register(twoStepRoutes, { prefix: '/api/two-step' });

  await app.register(uploadsPlugin, { dir: path.join(config.dataDir, 'uploads') });
  await app.register(seoRoutes);
  await app.register(webAppPlugin, { distDir: options.webDist ?? defaultWebDist, shop });
  return app;
}
