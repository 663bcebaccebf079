import { existsSync, mkdtempSync, readFileSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

const tmp = () => mkdtempSync(path.join(os.tmpdir(), 'adepa-config-'));

describe('loadConfig', () => {
  it('uses the defaults and keeps a generated token secret in DATA_DIR', () => {
    const dir = tmp();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config).toMatchObject({
      port: 3000,
      databaseUrl: undefined,
      publicUrl: 'http://localhost:3000',
    });
    expect(config.jwtSecret.length).toBeGreaterThanOrEqual(32);
    const file = path.join(dir, 'secrets.json');
    expect(existsSync(file)).toBe(true);
    expect(statSync(file).mode & 0o077).toBe(0);
    expect(loadConfig({ DATA_DIR: dir }).jwtSecret).toBe(config.jwtSecret);
    expect(JSON.parse(readFileSync(file, 'utf8')).jwt).toBe(config.jwtSecret);
  });

  it('names every bad variable', () => {
    const attempt = () =>
      loadConfig({ DATA_DIR: tmp(), PORT: 'eighty', DATABASE_URL: 'mysql://x', SMTP_URL: 'nope' });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(/PORT/);
    expect(attempt).toThrow(/DATABASE_URL: must start with postgres:\/\//);
    expect(attempt).toThrow(/SMTP_URL/);
  });

  it('wants ADMIN_EMAIL and ADMIN_PASSWORD together, and treats empty variables as unset', () => {
    expect(() => loadConfig({ DATA_DIR: tmp(), ADMIN_EMAIL: 'a@b.co' })).toThrow(
      /ADMIN_PASSWORD: ADMIN_EMAIL and ADMIN_PASSWORD must be set together/,
    );
    expect(loadConfig({ DATA_DIR: tmp(), DATABASE_URL: '', PORT: '' })).toMatchObject({
      databaseUrl: undefined,
      port: 3000,
    });
  });

  it('requires the token secret and public URL in production', () => {
    expect(() => loadConfig({ DATA_DIR: tmp(), NODE_ENV: 'production' })).toThrow(
      /JWT_SECRET: is required in production[\s\S]*PUBLIC_URL: is required in production/,
    );
  });

  it('takes the shop identity from SHOP_* variables', () => {
    const config = loadConfig({
      DATA_DIR: tmp(),
      SHOP_NAME: 'Nkabom Stores',
      SHOP_PHONE: '+233 20 000 0000',
    });
    expect(config.shop).toMatchObject({
      name: 'Nkabom Stores',
      phone: '+233 20 000 0000',
      email: 'hello@adepa.example',
    });
  });

  it('names a shop setting longer than the pages and SMS can carry', () => {
    const attempt = () =>
      loadConfig({
        DATA_DIR: tmp(),
        SHOP_NAME: 'Adepa Fashion House and Electricals, Adum Kumasi',
        SHOP_WHATSAPP: '+233 24 455 0123 / +233 20 000 0000',
      });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(
      /SHOP_NAME: must be at most 40 characters[\s\S]*SHOP_WHATSAPP: must be at most 20 characters/,
    );
    expect(loadConfig({ DATA_DIR: tmp(), SHOP_NAME: ' Adɛpa ' }).shop.name).toBe('Adɛpa');
  });

  it('wants PUBLIC_URL in plain ASCII, as links in SMS carry it', () => {
    expect(() => loadConfig({ DATA_DIR: tmp(), PUBLIC_URL: 'https://adɛpa.com.gh' })).toThrow(
      /PUBLIC_URL: must be plain ASCII: a host name in its xn-- form/,
    );
    expect(
      loadConfig({ DATA_DIR: tmp(), PUBLIC_URL: 'https://xn--adpa-66b.com.gh/' }).publicUrl,
    ).toBe('https://xn--adpa-66b.com.gh');
  });

  it('wants the SMS gateway credentials with SMS_URL and makes a sender id of the shop name', () => {
    expect(() =>
      loadConfig({ DATA_DIR: tmp(), SMS_URL: 'https://smsc.hubtel.com', SMS_CLIENT_ID: 'id' }),
    ).toThrow(/SMS_CLIENT_SECRET: is required when SMS_URL is set/);
    expect(() => loadConfig({ DATA_DIR: tmp(), SMS_URL: 'https://smsc.hubtel.com' })).toThrow(
      /SMS_CLIENT_ID: is required when SMS_URL is set[\s\S]*SMS_CLIENT_SECRET/,
    );
    expect(() => loadConfig({ DATA_DIR: tmp(), SMS_URL: 'ftp://smsc.hubtel.com' })).toThrow(
      /SMS_URL: must start with http:\/\/ or https:\/\//,
    );
    expect(() => loadConfig({ DATA_DIR: tmp(), SMS_SENDER: 'Adepa Kumasi' })).toThrow(
      /SMS_SENDER: must be 1 to 11 letters or digits/,
    );

    const dir = tmp();
    const files = loadConfig({ DATA_DIR: dir, SHOP_NAME: 'Nkabom & Sons Stores' });
    expect(files.sms).toMatchObject({ gateway: undefined, sender: 'NkabomSonsS' });
    expect(files.sms.reportKey).toMatch(/^[\w-]{32,}$/);
    expect(loadConfig({ DATA_DIR: dir }).sms.reportKey).toBe(files.sms.reportKey);

    const hubtel = loadConfig({
      DATA_DIR: tmp(),
      SMS_URL: 'https://smsc.hubtel.com/',
      SMS_CLIENT_ID: 'client-id',
      SMS_CLIENT_SECRET: 'client-secret',
      SMS_SENDER: 'Adepa',
    });
    expect(hubtel.sms).toMatchObject({
      gateway: {
        url: 'https://smsc.hubtel.com',
        clientId: 'client-id',
        clientSecret: 'client-secret',
      },
      sender: 'Adepa',
    });
  });

  it("offers Mobile Money only with a Paystack secret key, on Paystack's API unless told", () => {
    expect(loadConfig({ DATA_DIR: tmp() }).paystack).toBeUndefined();
    expect(loadConfig({ DATA_DIR: tmp(), PAYSTACK_URL: 'http://127.0.0.1:9' }).paystack).toBe(
      undefined,
    );
    expect(loadConfig({ DATA_DIR: tmp(), PAYSTACK_SECRET_KEY: 'sk_test_1' }).paystack).toEqual({
      url: 'https://api.paystack.co',
      secretKey: 'sk_test_1',
    });
    const local = { DATA_DIR: tmp(), PAYSTACK_SECRET_KEY: 'sk_test_1' };
    expect(loadConfig({ ...local, PAYSTACK_URL: 'http://127.0.0.1:8081/' }).paystack?.url).toBe(
      'http://127.0.0.1:8081',
    );
    expect(() => loadConfig({ ...local, PAYSTACK_URL: 'https://api.paystack.co/charge' })).toThrow(
      'PAYSTACK_URL: give the base address only: https://api.paystack.co (not https://api.paystack.co/charge)',
    );
    expect(() =>
      loadConfig({
        ...local,
        NODE_ENV: 'production',
        JWT_SECRET: 'a-production-secret-that-is-long-enough',
        PUBLIC_URL: 'https://shop.adepa.example',
        PAYSTACK_URL: 'http://api.paystack.co',
      }),
    ).toThrow(
      'PAYSTACK_URL: must start with https:// in production: https://api.paystack.co (not http://api.paystack.co)',
    );
  });

  it("takes the fault tests' refund pause outside production only", () => {
    expect(loadConfig({ DATA_DIR: tmp(), FAULTS_REFUND_PAUSE_MS: '5000' }).faults).toEqual({
      refundPauseMs: 5000,
    });
    expect(loadConfig({ DATA_DIR: tmp() }).faults.refundPauseMs).toBe(0);
    expect(() =>
      loadConfig({
        DATA_DIR: tmp(),
        NODE_ENV: 'production',
        JWT_SECRET: 'a-production-secret-that-is-long-enough',
        PUBLIC_URL: 'https://shop.adepa.example',
        FAULTS_REFUND_PAUSE_MS: '5000',
      }),
    ).toThrow('FAULTS_REFUND_PAUSE_MS: is for fault tests only: leave it unset in production');
  });

  it('takes SMS_URL as a base address only, and over https in production', () => {
    const withUrl =
      (SMS_URL: string, NODE_ENV = 'development') =>
      () =>
        loadConfig({
          DATA_DIR: tmp(),
          NODE_ENV,
          JWT_SECRET: 'a-production-secret-that-is-long-enough',
          PUBLIC_URL: 'https://shop.adepa.example',
          SMS_URL,
          SMS_CLIENT_ID: 'client-id',
          SMS_CLIENT_SECRET: 'client-secret',
        });
    for (const [given, shown] of [
      ['https://smsc.hubtel.com/v1/messages/send', 'https://smsc.hubtel.com'],
      ['https://smsc.hubtel.com/v1', 'https://smsc.hubtel.com'],
      ['https://smsc.hubtel.com?clientid=x', 'https://smsc.hubtel.com'],
      ['https://smsc.hubtel.com/#send', 'https://smsc.hubtel.com'],
      ['http://127.0.0.1:8080/api/', 'http://127.0.0.1:8080'],
    ]) {
      const message = `SMS_URL: give the base address only: ${shown} (not ${given})`;
      expect(withUrl(given!), given).toThrow(message);
    }
    expect(withUrl('https://id:secret@smsc.hubtel.com')).toThrow(
      'SMS_URL: give the base address only, https://smsc.hubtel.com: the credentials go in SMS_CLIENT_ID and SMS_CLIENT_SECRET',
    );
    expect(withUrl('https://id:secret@smsc.hubtel.com')).not.toThrow(/secret@/);

    expect(withUrl('http://smsc.hubtel.com', 'production')).toThrow(
      'SMS_URL: must start with https:// in production: https://smsc.hubtel.com (not http://smsc.hubtel.com)',
    );
    expect(withUrl('https://smsc.hubtel.com', 'production')().sms.gateway?.url).toBe(
      'https://smsc.hubtel.com',
    );
    // The loopback stand-in for Hubtel speaks http wherever the shop is not in production.
    expect(withUrl('http://127.0.0.1:8080/')().sms.gateway?.url).toBe('http://127.0.0.1:8080');
    expect(withUrl('http://127.0.0.1:8080', 'test')().sms.gateway?.url).toBe(
      'http://127.0.0.1:8080',
    );
  });

  it('refuses a Paystack test key in production, naming the variable and what to set', () => {
    const production = {
      DATA_DIR: tmp(),
      NODE_ENV: 'production',
      JWT_SECRET: 'a-production-secret-that-is-long-enough',
      PUBLIC_URL: 'https://shop.adepa.example',
    };
    const attempt = () => loadConfig({ ...production, PAYSTACK_SECRET_KEY: 'sk_test_abc123' });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(
      /PAYSTACK_SECRET_KEY: is a test key \(sk_test_\.\.\.\), which takes no real money, and NODE_ENV is production: set the live secret key \(sk_live_\.\.\.\)/,
    );
    expect(attempt).not.toThrow(/abc123/);
    expect(loadConfig({ ...production, PAYSTACK_SECRET_KEY: 'sk_live_abc123' }).paystack).toEqual({
      url: 'https://api.paystack.co',
      secretKey: 'sk_live_abc123',
    });
    // Anywhere else a test key is what trials and tests use.
    expect(
      loadConfig({ DATA_DIR: tmp(), PAYSTACK_SECRET_KEY: 'sk_test_abc123' }).paystack?.secretKey,
    ).toBe('sk_test_abc123');
  });

  it('keeps payment events 90 days by default; 0 keeps them for ever', () => {
    expect(loadConfig({ DATA_DIR: tmp() }).paymentEventsKeepDays).toBe(90);
    expect(
      loadConfig({ DATA_DIR: tmp(), PAYMENT_EVENTS_KEEP_DAYS: '0' }).paymentEventsKeepDays,
    ).toBe(0);
    expect(() => loadConfig({ DATA_DIR: tmp(), PAYMENT_EVENTS_KEEP_DAYS: '-1' })).toThrow(
      /PAYMENT_EVENTS_KEEP_DAYS/,
    );
  });
});
