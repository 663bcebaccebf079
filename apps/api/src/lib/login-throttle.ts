import type { Config } from '../config.ts';
import { TooManyAttempts } from './domain-errors.ts';
import type { RateLimiter } from './rate-limiter.ts';

// Failed log-ins are counted per account and per address over a window (15 minutes by default);
// so are wrong passwords and second-factor codes given by a signed-in account (changing the
// password, setting up two-step sign-in), so a stolen session cannot guess them any faster.
// Past either limit, attempts are refused with 429 until the window passes, whether or not the
// password would have been right.

export function createLoginThrottle(limiter: RateLimiter, limits: Config['limits']) {
  const accountKey = (email: string) => `login-fail:account:${email.toLowerCase()}`;
  const addressKey = (ip: string) => `login-fail:address:${ip}`;
  return {
    async check(email: string, ip: string): Promise<void> {
      const [account, address] = await Promise.all([
        limiter.peek(accountKey(email)),
        limiter.peek(addressKey(ip)),
      ]);
      const blocked = [
        account.count >= limits.loginFailuresPerAccount ? account : undefined,
        address.count >= limits.loginFailuresPerAddress ? address : undefined,
      ].filter((w) => w !== undefined);
      if (blocked.length > 0) {
        const wait = Math.max(...blocked.map((w) => w.resetInMs));
        throw new TooManyAttempts(
          `Too many failed log-in attempts. Please wait ${Math.ceil(wait / 60_000)} minute(s) and try again, or reset your password.`,
          wait,
        );
      }
    },
    async failed(email: string, ip: string): Promise<void> {
      await Promise.all([
        limiter.hit(accountKey(email), limits.loginWindowMs),
        limiter.hit(addressKey(ip), limits.loginWindowMs),
      ]);
    },
    async succeeded(email: string): Promise<void> {
      await limiter.reset(accountKey(email));
    },
  };
}
