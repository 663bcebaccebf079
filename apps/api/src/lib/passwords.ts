import { hash, verify } from '@node-rs/argon2';

// argon2id at the OWASP baseline (19 MiB, 2 passes). Under the test runner (NODE_ENV=test, which
// the shop itself never runs with) it hashes with 1 MiB and one pass, so the suite's many sign-ups
// stay quick; a hash records its own parameters, so checking a password works whatever they were.

export const PRODUCT_HASHING = { memoryCost: 19_456, timeCost: 2 } as const;
const TEST_HASHING = { memoryCost: 1024, timeCost: 1 } as const;

export function hashingFor(nodeEnv: string | undefined) {
  return nodeEnv === 'test' ? TEST_HASHING : PRODUCT_HASHING;
}

const hashing = hashingFor(process.env.NODE_ENV);

export const hashPassword = (password: string) => hash(password, hashing);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
