import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_TTL_MS, signAccessToken, verifyAccessToken } from './access-token.ts';

const secret = 'a-secret-of-at-least-thirty-two-characters!';
const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('access tokens', () => {
  it('round-trips and expires after 15 minutes', () => {
    const now = Date.parse('2026-11-22T10:00:00Z');
    const { token, expiresAt } = signAccessToken('user-1', secret, now);
    expect(expiresAt.getTime()).toBe(now + ACCESS_TOKEN_TTL_MS);
    expect(verifyAccessToken(token, secret, now + 60_000)?.sub).toBe('user-1');
    expect(verifyAccessToken(token, secret, now + ACCESS_TOKEN_TTL_MS)).toBeUndefined();
  });

  it('never signs the same token twice, even in the same millisecond', () => {
    // A tab that holds an expired session adopts another tab's refreshed one only if it differs.
    const now = Date.now();
    const first = signAccessToken('user-1', secret, now);
    const second = signAccessToken('user-1', secret, now);
    expect(second.expiresAt).toEqual(first.expiresAt);
    expect(second.token).not.toBe(first.token);
  });

  it('refuses another secret, a tampered payload, alg none and garbage', () => {
    const { token } = signAccessToken('user-1', secret);
    const [header, payload, signature] = token.split('.');
    expect(verifyAccessToken(token, `${secret}x`)).toBeUndefined();
    const tampered = b64({
      ...JSON.parse(Buffer.from(payload!, 'base64url').toString()),
      sub: 'admin',
    });
    expect(verifyAccessToken(`${header}.${tampered}.${signature}`, secret)).toBeUndefined();
    expect(
      verifyAccessToken(`${b64({ alg: 'none', typ: 'JWT' })}.${payload}.`, secret),
    ).toBeUndefined();
    const hs512Header = b64({ alg: 'HS512', typ: 'JWT' });
    const hs512 = createHmac('sha512', secret)
      .update(`${hs512Header}.${payload}`)
      .digest('base64url');
    expect(verifyAccessToken(`${hs512Header}.${payload}.${hs512}`, secret)).toBeUndefined();
    for (const junk of ['', 'a.b', 'a.b.c', `${header}.${payload}`, `${header}.!!!.${signature}`]) {
      expect(verifyAccessToken(junk, secret)).toBeUndefined();
    }
  });
});
