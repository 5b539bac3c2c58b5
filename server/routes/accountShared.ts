/** What the account and payment routes share: their repositories, the mailer, links, the user. */
import type { Context } from "hono";
import { errors as messages, validation } from "../../src/core/messages.ts";
import type { User } from "../../src/core/schema/user.ts";
import type { AppEnv, Deps } from "../context.ts";
import { accountTokensRepository } from "../db/repositories/accountTokens.ts";
import { impersonationRepository } from "../db/repositories/impersonation.ts";
import { outboxRepository } from "../db/repositories/outbox.ts";
import { paymentsRepository } from "../db/repositories/payments.ts";
import { subscriptionsRepository } from "../db/repositories/subscriptions.ts";
import { clientAddress } from "../http/clientAddress.ts";
import { fieldError, HttpError, unauthorized } from "../http/errors.ts";
import { publicOrigin } from "../http/publicUrl.ts";
import { createMailer, type Mailer, mailConfigFromEnv } from "../mail/mailer.ts";
import { loginThrottle } from "../security/loginThrottle.ts";
import { verifyPassword } from "../security/passwords.ts";

export interface AccountDeps {
  readonly accountTokens: ReturnType<typeof accountTokensRepository>;
  readonly subscriptions: ReturnType<typeof subscriptionsRepository>;
  readonly payments: ReturnType<typeof paymentsRepository>;
  readonly outbox: ReturnType<typeof outboxRepository>;
  readonly impersonation: ReturnType<typeof impersonationRepository>;
  readonly mailer: Mailer;
  /** Guesses of the current password, throttled like logins. */
  readonly passwordChecks: ReturnType<typeof loginThrottle>;
}

const built = new WeakMap<Deps, AccountDeps>();

/** One set per server (its database): built on first use. */
export function accountDeps(deps: Deps): AccountDeps {
  const existing = built.get(deps);
  if (existing) return existing;
  const outbox = outboxRepository(deps.db);
  const made: AccountDeps = {
    accountTokens: accountTokensRepository(deps.db),
    subscriptions: subscriptionsRepository(deps.db),
    payments: paymentsRepository(deps.db),
    outbox,
    impersonation: impersonationRepository(deps.db),
    mailer: createMailer(mailConfigFromEnv(), outbox, deps.config.now),
    passwordChecks: loginThrottle(deps.config.now),
  };
  built.set(deps, made);
  return made;
}

/** An absolute link to a page of the site (from the public URL, never from Host). */
export const siteLink = (deps: Deps, path: string): string =>
  `${publicOrigin(deps.config) ?? ""}${path}`;

/** The logged-in user of the request (after `requireToken(deps, "user")`). */
export function currentUser(deps: Deps, c: Context<AppEnv>): User {
  const { userId } = c.get("owner");
  const user = userId === null ? null : deps.repos.users.find(userId);
  if (!user) throw unauthorized();
  return user;
}

/**
 * Refuses a sensitive change (e-mail, password, deletion) to an impersonation session: a
 * support person acting as the user cannot take the account over (issue 23). 403.
 */
export function refuseImpersonation(deps: Deps, c: Context<AppEnv>): void {
  const { tokenHash } = c.get("owner");
  if (accountDeps(deps).impersonation.isImpersonation(tokenHash, deps.config.now())) {
    throw new HttpError(403, "This change cannot be made while impersonating the account.");
  }
}

/**
 * Checks the current password of a sensitive change (issue 23): missing, 422 'This field is
 * required'; wrong, 422 'Current password is not correct.' (the spec's text), both on the
 * field `current_password`. Guesses are throttled like logins.
 */
export async function confirmCurrentPassword(
  deps: Deps,
  c: Context<AppEnv>,
  user: User,
  password: string | undefined,
): Promise<void> {
  if (password === undefined || password === "") {
    throw fieldError("current_password", validation.required);
  }
  const attempt = accountDeps(deps).passwordChecks.begin(user.email, clientAddress(c, deps.config));
  if (attempt.delayMs > 0) await new Promise((done) => setTimeout(done, attempt.delayMs));
  const stored = deps.repos.users.credentials(user.email);
  if (!stored || !(await verifyPassword(password, stored.password))) {
    throw fieldError(
      "current_password",
      messages.currentPasswordWrong,
      messages.currentPasswordWrong,
    );
  }
  attempt.succeeded();
}
