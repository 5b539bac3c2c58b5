import { hashPasswordSync } from "../../security/passwords.ts";
import type { Db } from "../connection.ts";
import { DEMO_ACCOUNTS, DEMO_PASSWORD, type DemoAccount } from "../demoAccounts.ts";

interface Subscription {
  status: string;
  plan: string;
  type: "one_time" | "recurring" | "no_card_trial";
}

const PROFILES: Record<
  DemoAccount,
  { name: string; trial: boolean; cross: boolean; subscribed: boolean; sub: Subscription | null }
> = {
  registered: { name: "Rita", trial: false, cross: false, subscribed: false, sub: null },
  trial: {
    name: "Tomas",
    trial: true,
    cross: false,
    subscribed: false,
    sub: { status: "trial", plan: "Free trial", type: "no_card_trial" },
  },
  crossSelling: {
    name: "Cora",
    trial: false,
    cross: true,
    subscribed: true,
    sub: { status: "active", plan: "Bundle", type: "recurring" },
  },
  premium: {
    name: "Paula",
    trial: false,
    cross: false,
    subscribed: true,
    sub: { status: "active", plan: "Monthly", type: "recurring" },
  },
};

/** The four demo accounts. Salts are fixed so the seed stays deterministic. */
export function seedAccounts(db: Db, nowIso: string): void {
  const insertUser = db.prepare(`INSERT INTO users (id, email, password_hash, password_salt,
    username, name, last_name, role, picture, status, birth_date_day, birth_date_month,
    birth_date_year, address, zip_code, city, locale, is_email_verified,
    is_verification_email_sent, is_cross_selling_unified_account, is_legacy_user,
    accepted_mailing, is_trialing_free, is_subscribed, cont_watching_counter, created_at)
    VALUES (@id, @email, @hash, @salt, @username, @name, 'Demo', 'user', NULL, 'active',
    12, 5, 1990, NULL, NULL, 'London', 'en', 1, 1, @cross, 0, 1, @trial, @subscribed, 0, @now)`);
  const insertSub = db.prepare(`INSERT INTO subscriptions (user_id, status, plan_name, plan_type,
    is_manica, started_at, ends_at) VALUES (?, ?, ?, ?, 0, ?, NULL)`);
  const insertTransaction = db.prepare(
    "INSERT INTO transactions (user_id, amount_in_cents, currency, created_at) VALUES (?, ?, ?, ?)",
  );
  (Object.keys(DEMO_ACCOUNTS) as DemoAccount[]).forEach((account, index) => {
    const id = index + 1;
    const profile = PROFILES[account];
    const { hash, salt } = hashPasswordSync(DEMO_PASSWORD, `demo-salt-${account}`);
    insertUser.run({
      id,
      email: DEMO_ACCOUNTS[account],
      hash,
      salt,
      username: account,
      name: profile.name,
      cross: profile.cross ? 1 : 0,
      trial: profile.trial ? 1 : 0,
      subscribed: profile.subscribed ? 1 : 0,
      now: nowIso,
    });
    if (profile.sub) {
      insertSub.run(id, profile.sub.status, profile.sub.plan, profile.sub.type, nowIso);
    }
    if (account === "premium") insertTransaction.run(id, 999, "GBP", nowIso);
  });
}
