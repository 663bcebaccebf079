import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

// A secret the server must read back (a TOTP key) is kept sealed with AES-256-GCM under a key
// derived from the server's own secret, so a database backup alone does not reveal it.

function keyFrom(serverSecret: string): Buffer {
  return createHash('sha256').update(`secret-box:${serverSecret}`).digest();
}

export function seal(plain: string, serverSecret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyFrom(serverSecret), iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), body].map((part) => part.toString('base64url')).join('.');
}

export function unseal(sealed: string, serverSecret: string): string {
  const [iv, tag, body] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
  if (!iv || !tag || !body) throw new Error('not a sealed secret');
  const decipher = createDecipheriv('aes-256-gcm', keyFrom(serverSecret), iv);
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
}
