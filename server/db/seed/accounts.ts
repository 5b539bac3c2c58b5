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

/** The premium account's plan: the default group's monthly plan in pounds (seed/plans.ts). */
const PREMIUM_PLAN_ID = 1;
const PREMIUM_PERIOD_DAYS = 30;
const DAY_MS = 86_400_000;

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
    is_manica, started_at, ends_at, plan_id) VALUES (?, ?, ?, ?, 0, ?, ?, ?)`);
  // The premium account paid its first month by card today: My Account shows the plan's
  // price, the renewal date, the card and the payment, as a paying member's does.
  const insertPayment = db.prepare(`INSERT INTO payment_orders (id, user_id, plan_id,
    plan_group_id, provider, amount_cents, currency, coupon_key, status, decline_code,
    card_last4, created_at, completed_at) VALUES (?, ?, ?, ?, 'epoch', ?, ?, NULL, 'success',
    NULL, ?, ?, ?)`);
  const nowMs = Date.parse(nowIso);
  const renewsOn = new Date(nowMs + PREMIUM_PERIOD_DAYS * DAY_MS).toISOString();
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
    const paying = account === "premium";
    if (profile.sub) {
      insertSub.run(
        id,
        profile.sub.status,
        profile.sub.plan,
        profile.sub.type,
        nowIso,
        paying ? renewsOn : null,
        paying ? PREMIUM_PLAN_ID : null,
      );
    }
    if (paying) {
      insertTransaction.run(id, 999, "GBP", nowIso);
      insertPayment.run(
        "demo-premium-first-month",
        id,
        PREMIUM_PLAN_ID,
        1,
        999,
        "GBP",
        "4242",
        nowMs,
        nowMs,
      );
    }
  });
}

/** How many films the premium account has watched to the end: more than a page of 10. */
export const PREMIUM_WATCHED_COUNT = 14;
const HOUR_MS = 3_600_000;

/**
 * The premium account has watched some films to the end (its watch-again list and history
 * are not empty): the last published films, an hour apart, the newest an hour ago.
 */
export function seedWatchedFilms(db: Db, nowIso: string): void {
  const premiumId = (Object.keys(DEMO_ACCOUNTS) as DemoAccount[]).indexOf("premium") + 1;
  const films = db
    .prepare(`SELECT id, length FROM movies WHERE status = 'Published' AND series_id IS NULL
      ORDER BY id DESC LIMIT ?`)
    .all(PREMIUM_WATCHED_COUNT) as { id: number; length: number | null }[];
  const insert = db.prepare(`INSERT INTO visualizations (user_id, movie_id, visualized_time,
    current_position, movie_duration, started_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)`);
  const nowMs = Date.parse(nowIso);
  films.forEach((film, i) => {
    const duration = Math.round((film.length ?? 90) * 60);
    const at = nowMs - (i + 1) * HOUR_MS;
    insert.run(premiumId, film.id, duration, duration, duration, at - duration * 1000, at);
  });
}
