import path from 'node:path';
import type { ShopSettings } from '@adepa/contract/shop';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import type { ImageStore } from '../images/image-store.ts';
import type { MailService } from '../mail/index.ts';
import type { SmsService } from '../sms/index.ts';

// What a domain service may use, passed one way everywhere: services take this object (or the
// part they need), never the Fastify instance; routes build it from the app once.

export interface ServiceDeps {
  db: Db;
  mail: MailService;
  sms: SmsService;
  shop: ShopSettings;
  /** PUBLIC_URL, for links in messages and to tell this shop's picture urls. */
  publicUrl: string;
  images: ImageStore;
  /** Where uploaded pictures are stored (DATA_DIR/uploads). */
  uploadsDir: string;
  /** The shop's secret (JWT_SECRET), for HMACs of what must not be stored as it is (wallet codes). */
  secret: string;
  /** The limits that keep strangers from spending the shop's money or holding its stock. */
  limits: Config['limits'];
}

export function serviceDeps(app: FastifyInstance): ServiceDeps {
  return {
    db: app.db,
    mail: app.mail,
    sms: app.sms,
    shop: app.shop,
    publicUrl: app.config.publicUrl,
    images: app.images,
    uploadsDir: path.join(app.config.dataDir, 'uploads'),
    secret: app.config.jwtSecret,
    limits: app.config.limits,
  };
}
