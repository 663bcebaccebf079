import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

// Access tokens are JWTs signed with HS256 and nothing else: the header must name HS256 exactly
// (so `alg: none` and algorithm swaps fail), the signature is compared in constant time, and an
// expired token is refused. They live 15 minutes; the refresh cookie renews them. Each carries a
// random `jti`, so no two are alike even within one second: tabs tell sessions apart by token.

export const ACCESS_TOKEN_TTL_MS = 15 * 60 * 1000;

export interface AccessClaims {
  sub: string;
  iat: number;
  exp: number;
  jti: string;
}

const HEADER = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));

function base64url(input: string | Buffer): string {
  return Buffer.from(input).toString('base64url');
}

function sign(data: string, secret: string): Buffer {
  return createHmac('sha256', secret).update(data).digest();
}

export function signAccessToken(userId: string, secret: string, now = Date.now()) {
  const claims: AccessClaims = {
    sub: userId,
    iat: Math.floor(now / 1000),
    exp: Math.floor((now + ACCESS_TOKEN_TTL_MS) / 1000),
    jti: randomBytes(9).toString('base64url'),
  };
  const body = `${HEADER}.${base64url(JSON.stringify(claims))}`;
  return {
    token: `${body}.${sign(body, secret).toString('base64url')}`,
    expiresAt: new Date(claims.exp * 1000),
  };
}

/** The claims of a valid, unexpired token signed with `secret`; undefined for anything else. */
export function verifyAccessToken(
  token: string,
  secret: string,
  now = Date.now(),
): AccessClaims | undefined {
  const parts = token.split('.');
  if (parts.length !== 3) return undefined;
  const [header, payload, signature] = parts as [string, string, string];
  if (header !== HEADER) return undefined;
  const expected = sign(`${header}.${payload}`, secret);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  try {
    const claims = JSON.parse(
      Buffer.from(payload, 'base64url').toString('utf8'),
    ) as Partial<AccessClaims>;
    if (typeof claims.sub !== 'string' || typeof claims.exp !== 'number') return undefined;
    if (claims.exp * 1000 <= now) return undefined;
    return claims as AccessClaims;
  } catch {
    return undefined;
  }
}
