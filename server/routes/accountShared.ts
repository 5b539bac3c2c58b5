/** What the account and payment routes share: their repositories, the mailer, links, the user. */
import type { Context } from "hono";
import type { User } from "../../src/core/schema/user.ts";
import type { AppEnv, Deps } from "../context.ts";
import { accountTokensRepository } from "../db/repositories/accountTokens.ts";
import { impersonationRepository } from "../db/repositories/impersonation.ts";
import { outboxRepository } from "../db/repositories/outbox.ts";
import { paymentsRepository } from "../db/repositories/payments.ts";
import { subscriptionsRepository } from "../db/repositories/subscriptions.ts";
import { unauthorized } from "../http/errors.ts";
import { publicOrigin } from "../http/publicUrl.ts";
import { createMailer, type Mailer, mailConfigFromEnv } from "../mail/mailer.ts";

export interface AccountDeps {
  readonly accountTokens: ReturnType<typeof accountTokensRepository>;
  readonly subscriptions: ReturnType<typeof subscriptionsRepository>;
  readonly payments: ReturnType<typeof paymentsRepository>;
  readonly outbox: ReturnType<typeof outboxRepository>;
  readonly impersonation: ReturnType<typeof impersonationRepository>;
  readonly mailer: Mailer;
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
