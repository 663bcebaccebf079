import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import { hashPassword } from '../lib/passwords.ts';
import type { Db } from './client.ts';
import { users } from './schema.ts';

// The admin account: ADMIN_EMAIL/ADMIN_PASSWORD are applied at every start (the user is created,
// or promoted and given that password). Without them, the embedded mode creates a demo admin once
// and keeps its credentials in DATA_DIR so that every start can print them.

const DEMO_ADMIN_FILE = 'demo-admin.json';
const DEMO_ADMIN_EMAIL = 'admin@adepa.example';

export async function ensureAdmin(db: Db, config: Config, log: FastifyBaseLogger): Promise<void> {
  if (config.admin) {
    await upsertAdmin(db, config.admin.email, config.admin.password);
    log.info({ email: config.admin.email }, 'Admin account from ADMIN_EMAIL is ready');
    return;
  }
  if (config.databaseUrl) {
    log.warn('No ADMIN_EMAIL/ADMIN_PASSWORD set: no admin account was created or changed');
    return;
  }
  const file = path.join(config.dataDir, DEMO_ADMIN_FILE);
  let demo = readDemoAdmin(file);
  if (!demo) {
    const [existing] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.isAdmin, true))
      .limit(1);
    if (existing) return;
    demo = { email: DEMO_ADMIN_EMAIL, password: demoPassword() };
    await upsertAdmin(db, demo.email, demo.password);
    writeFileSync(file, JSON.stringify(demo, null, 2), { mode: 0o600 });
  }
  log.info(`Demo admin: e-mail ${demo.email}; its password is in ${file}`);
}

async function upsertAdmin(db: Db, email: string, password: string): Promise<void> {
  const passwordHash = await hashPassword(password);
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
  if (existing) {
    await db
      .update(users)
      .set({ role: 'owner', passwordHash, updatedAt: new Date() })
      .where(eq(users.id, existing.id));
  } else {
    await db
      .insert(users)
      .values({ username: 'Shop Admin', email: email.toLowerCase(), passwordHash, role: 'owner' });
  }
}

function readDemoAdmin(file: string): { email: string; password: string } | undefined {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

/** Meets the password rule: upper, lower, digit and one of @$!%*#?&. */
function demoPassword(): string {
  return `Adepa-${randomBytes(6).toString('base64url')}#7a`;
}
