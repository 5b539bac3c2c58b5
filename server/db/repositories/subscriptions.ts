import type { Db } from "../connection.ts";
import { num, type Row, reqNum, reqStr, str } from "./rows.ts";

const DAY_MS = 86_400_000;

export interface SubscriptionRow {
  readonly id: number;
  readonly userId: number;
  readonly status: string;
  readonly planType: string;
  readonly endsAt: string | null;
}

export interface PlanToSubscribe {
  readonly id: number;
  readonly name: string;
  readonly periodDays: number;
  readonly finalPriceInCents: number;
  readonly currency: string;
}

export type CancelResult = "cancelled" | "notFound";

/**
 * The subscription lifecycle (spec 000 §4 "Subscription status"): a payment makes an
 * `active` recurring subscription until its renewal date (a trial it replaces ends as
 * `canceled`); cancelling an active one with a renewal date ahead makes it
 * `awaiting_canceled` (still Premium until then), anything else `canceled` at once;
 * `awaiting_canceled` past its date becomes `expired`. `users.is_subscribed` and
 * `is_trialing_free` follow in the same transaction.
 */
export function subscriptionsRepository(db: Db) {
  const byId = db.prepare("SELECT * FROM subscriptions WHERE id = ?");
  const setStatus = db.prepare(`UPDATE subscriptions SET status = @status,
    cancel_reasons_json = COALESCE(@reasons, cancel_reasons_json),
    canceled_at = COALESCE(@canceledAt, canceled_at) WHERE id = @id`);
  const insert = db.prepare(`INSERT INTO subscriptions (user_id, status, plan_name, plan_type,
    is_manica, started_at, ends_at, plan_id) VALUES (@userId, 'active', @name, 'recurring', 0,
    @startedAt, @endsAt, @planId)`);
  const endTrials = db.prepare(`UPDATE subscriptions SET status = 'canceled', canceled_at = ?
    WHERE user_id = ? AND status = 'trial'`);
  const lapsed = db.prepare(`UPDATE subscriptions SET status = 'expired'
    WHERE user_id = ? AND status = 'awaiting_canceled' AND ends_at IS NOT NULL AND ends_at <= ?`);
  const counts = db.prepare(`SELECT
    SUM(status IN ('active', 'awaiting_canceled')) AS paying,
    SUM(status = 'trial') AS trialing FROM subscriptions WHERE user_id = ?`);
  const setFlags = db.prepare(
    "UPDATE users SET is_subscribed = ?, is_trialing_free = ? WHERE id = ?",
  );
  const addTransaction = db.prepare(`INSERT INTO transactions (user_id, amount_in_cents, currency,
    created_at) VALUES (?, ?, ?, ?)`);

  const toRow = (row: Row): SubscriptionRow => ({
    id: reqNum(row.id),
    userId: reqNum(row.user_id),
    status: reqStr(row.status),
    planType: reqStr(row.plan_type),
    endsAt: str(row.ends_at),
  });

  /** is_subscribed and is_trialing_free from the user's subscriptions. */
  const syncFlags = (userId: number) => {
    const row = counts.get(userId) as Row;
    setFlags.run((num(row.paying) ?? 0) > 0 ? 1 : 0, (num(row.trialing) ?? 0) > 0 ? 1 : 0, userId);
  };

  return {
    find: (id: number): SubscriptionRow | null => {
      const row = byId.get(id) as Row | undefined;
      return row ? toRow(row) : null;
    },
    /** Ends the `awaiting_canceled` subscriptions whose date has passed. */
    expireLapsed: db.transaction((userId: number, nowMs: number) => {
      if (lapsed.run(userId, new Date(nowMs).toISOString()).changes > 0) syncFlags(userId);
    }),
    /** Cancels the user's own active or trial subscription (reasons kept). */
    cancel: db.transaction(
      (userId: number, subscriptionId: number, reasons: readonly string[], nowMs: number) => {
        const row = byId.get(subscriptionId) as Row | undefined;
        if (!row || reqNum(row.user_id) !== userId) return "notFound" as CancelResult;
        const sub = toRow(row);
        if (sub.status !== "active" && sub.status !== "trial") return "notFound" as CancelResult;
        const nowIso = new Date(nowMs).toISOString();
        const renewsLater = sub.endsAt !== null && sub.endsAt > nowIso;
        setStatus.run({
          id: sub.id,
          status: sub.status === "active" && renewsLater ? "awaiting_canceled" : "canceled",
          reasons: JSON.stringify(reasons),
          canceledAt: nowIso,
        });
        syncFlags(userId);
        return "cancelled" as CancelResult;
      },
    ),
    /** A paid plan: an active subscription until the renewal date, and its transaction. */
    subscribe: db.transaction((userId: number, plan: PlanToSubscribe, nowMs: number): number => {
      const nowIso = new Date(nowMs).toISOString();
      endTrials.run(nowIso, userId);
      const { lastInsertRowid } = insert.run({
        userId,
        name: plan.name,
        startedAt: nowIso,
        endsAt: new Date(nowMs + plan.periodDays * DAY_MS).toISOString(),
        planId: plan.id,
      });
      addTransaction.run(userId, plan.finalPriceInCents, plan.currency, nowIso);
      syncFlags(userId);
      return Number(lastInsertRowid);
    }),
  };
}
export type SubscriptionsRepository = ReturnType<typeof subscriptionsRepository>;
