import { TooManyRequests } from "../http/tooManyRequests.ts";
import { type RateLimit, rateLimiter } from "./rateLimit.ts";

const FIFTEEN_MINUTES_MS = 15 * 60_000;

/**
 * Failed logins allowed (docs/decisions/0006, revised by 0018): per account and address pair
 * and per address, refused past them; per account the guesses are only slowed down, never
 * refused, so an attacker's failures never shut the owner out from another address.
 */
export const LOGIN_LIMITS: {
  readonly pair: RateLimit;
  readonly address: RateLimit;
  /** Failures of the account from any address after which every attempt waits. */
  readonly accountSlowdown: RateLimit;
} = {
  pair: { limit: 5, windowMs: FIFTEEN_MINUTES_MS },
  address: { limit: 20, windowMs: FIFTEEN_MINUTES_MS },
  accountSlowdown: { limit: 10, windowMs: FIFTEEN_MINUTES_MS },
};

/** How long an attempt on an account past its slowdown threshold waits before its answer. */
export const ACCOUNT_SLOWDOWN_MS = 1_000;

/** The account a login names: e-mails are case-insensitive (the users table is NOCASE). */
const accountKey = (username: string) => username.trim().toLowerCase();

export interface LoginAttempt {
  /** Wait this long before checking the password (0: at once). */
  readonly delayMs: number;
  /** The password was right: the pair's failures are cleared, the address's taken back. */
  succeeded(): void;
}

/**
 * Login throttling. `begin` refuses (429) an account and address pair or an address that has
 * used up its failed attempts, whatever the password; otherwise it counts the attempt as
 * failed up front, so that parallel guesses are counted before their hashes are checked. An
 * account guessed from many addresses is slowed down (`delayMs`), not locked.
 */
export function loginThrottle(now: () => number) {
  const pairs = rateLimiter(LOGIN_LIMITS.pair, now);
  const addresses = rateLimiter(LOGIN_LIMITS.address, now);
  const accounts = rateLimiter(LOGIN_LIMITS.accountSlowdown, now);
  return {
    begin(username: string, address: string): LoginAttempt {
      const account = accountKey(username);
      const pair = `${account}\n${address}`;
      const wait = Math.max(pairs.retryAfterS(pair), addresses.retryAfterS(address));
      if (wait > 0) throw new TooManyRequests(wait, "Too many login attempts.");
      const delayMs = accounts.retryAfterS(account) > 0 ? ACCOUNT_SLOWDOWN_MS : 0;
      pairs.hit(pair);
      const takeBackAddress = addresses.hit(address);
      const takeBackAccount = accounts.hit(account);
      return {
        delayMs,
        succeeded() {
          pairs.reset(pair);
          takeBackAddress();
          takeBackAccount();
        },
      };
    },
  };
}
