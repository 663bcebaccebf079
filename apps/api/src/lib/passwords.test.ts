import { hash } from '@node-rs/argon2';
import { describe, expect, it } from 'vitest';
import { hashingFor, PRODUCT_HASHING, verifyPassword } from './passwords.ts';

describe('password hashing', () => {
  it('is argon2id at 19 MiB and 2 passes wherever the shop runs', async () => {
    for (const env of ['production', 'development', undefined])
      expect(hashingFor(env)).toEqual(PRODUCT_HASHING);
    expect(await hash('Akwaaba#2026', PRODUCT_HASHING)).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,/);
  });

  it('is cheaper only under the test runner, and checks hashes made either way', async () => {
    expect(hashingFor('test').memoryCost).toBeLessThan(PRODUCT_HASHING.memoryCost);
    const strong = await hash('Akwaaba#2026', PRODUCT_HASHING);
    const quick = await hash('Akwaaba#2026', hashingFor('test'));
    expect(await verifyPassword(strong, 'Akwaaba#2026')).toBe(true);
    expect(await verifyPassword(quick, 'Akwaaba#2026')).toBe(true);
    expect(await verifyPassword(quick, 'akwaaba#2026')).toBe(false);
  });
});
