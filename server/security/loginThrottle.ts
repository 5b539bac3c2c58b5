import { TooManyRequests } from "../http/tooManyRequests.ts";
import { type RateLimit, rateLimiter } from "./rateLimit.ts";

const FIFTEEN_MINUTES_MS = 15 * 60_000;

/** Failed logins allowed per account and per address (docs/decisions/0006). */
export const LOGIN_LIMITS: { readonly account: RateLimit; readonly address: RateLimit } = {
  account: { limit: 5, windowMs: FIFTEEN_MINUTES_MS },
  address: { limit: 20, windowMs: FIFTEEN_MINUTES_MS },
};

/** The account a login names: e-mails are case-insensitive (the users table is NOCASE). */
const accountKey = (username: string) => username.trim().toLowerCase();

/**
 * Login throttling. `begin` refuses (429) an account or an address that has used up its
 * failed attempts, whatever the password; otherwise it counts the attempt as failed up front,
 * so that parallel guesses are counted before their hashes are checked. `succeeded` then
 * clears the account and takes the attempt back from the address.
 */
export function loginThrottle(now: () => number) {
  const accounts = rateLimiter(LOGIN_LIMITS.account, now);
  const addresses = rateLimiter(LOGIN_LIMITS.address, now);
  return {
    begin(username: string, address: string) {
      const account = accountKey(username);
      const wait = Math.max(accounts.retryAfterS(account), addresses.retryAfterS(address));
      if (wait > 0) throw new TooManyRequests(wait, "Too many login attempts.");
      accounts.hit(account);
      const takeBack = addresses.hit(address);
      return {
        succeeded() {
          accounts.reset(account);
          takeBack();
        },
      };
    },
  };
}
