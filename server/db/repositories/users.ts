import type { PlanType, SubscriptionStatus, User } from "../../../src/core/schema/user.ts";
import type { PasswordHash } from "../../security/passwords.ts";
import type { Db } from "../connection.ts";
import { bool, num, type Row, reqNum, reqStr, str } from "./rows.ts";

export interface NewUser {
  readonly email: string;
  readonly password: PasswordHash;
  readonly name: string | null;
  readonly lastName: string | null;
  readonly acceptedMailing: boolean;
  readonly subscriptionGroupId: number | null;
  readonly marketingFormKey: string | null;
  readonly userSource: string | null;
  readonly sendVerificationEmail: boolean;
  readonly utm: Readonly<Record<string, string>>;
  readonly affiliateAssetId: string | null;
  readonly affiliateSourceId: string | null;
}

/** Profile fields that `POST /me/update` may change (already validated, non-blank). */
export interface ProfileChanges {
  readonly name?: string;
  readonly last_name?: string;
  readonly email?: string;
  readonly city?: string;
  readonly birth_date_day?: number;
  readonly birth_date_month?: number;
  readonly birth_date_year?: number;
}

export function usersRepository(db: Db) {
  const byEmail = db.prepare("SELECT id, password_hash, password_salt FROM users WHERE email = ?");
  const byId = db.prepare("SELECT * FROM users WHERE id = ?");
  const subscriptions = db.prepare(`SELECT s.*, p.final_price_cents AS plan_price_cents,
    p.currency AS plan_currency, p.period_days AS plan_period_days
    FROM subscriptions s LEFT JOIN plans p ON p.subscription_id = s.plan_id
    WHERE s.user_id = ? ORDER BY s.id`);
  const lastCard = db.prepare(`SELECT card_last4 FROM payment_orders WHERE user_id = ?
    AND status = 'success' AND card_last4 IS NOT NULL ORDER BY completed_at DESC LIMIT 1`);
  const transactions = db.prepare("SELECT * FROM transactions WHERE user_id = ? ORDER BY id");
  const insertUser = db.prepare(`INSERT INTO users (email, password_hash, password_salt,
    username, name, last_name, role, picture, status, locale, is_email_verified,
    is_verification_email_sent, is_cross_selling_unified_account, is_legacy_user,
    accepted_mailing, is_trialing_free, is_subscribed, cont_watching_counter, created_at)
    VALUES (@email, @hash, @salt, NULL, @name, @lastName, 'user', NULL, 'active', 'en', 0,
    @sendVerification, 0, 0, @acceptedMailing, 0, 0, 0, @now)`);
  const insertDetails = db.prepare(`INSERT INTO sign_up_details (user_id, subscription_group_id,
    marketing_form_key, user_source, send_verification_email, utm_json, affiliate_asset_id,
    affiliate_source_id) VALUES (@userId, @groupId, @formKey, @source, @sendVerification, @utm,
    @assetId, @sourceId)`);

  const cardOf = (id: number): { readonly last4: string } | null => {
    const card = lastCard.get(id) as Row | undefined;
    const last4 = card ? str(card.card_last4) : null;
    return last4 ? { last4 } : null;
  };

  const find = (id: number): User | null => {
    const row = byId.get(id) as Row | undefined;
    if (!row) return null;
    const subs = subscriptions.all(id) as Row[];
    const active = subs.find((s) => s.status === "active" || s.status === "trial");
    return {
      id,
      email: reqStr(row.email),
      username: str(row.username),
      name: str(row.name),
      last_name: str(row.last_name),
      role: str(row.role),
      picture: str(row.picture),
      status: str(row.status),
      birth_date_day: num(row.birth_date_day),
      birth_date_month: num(row.birth_date_month),
      birth_date_year: num(row.birth_date_year),
      address: str(row.address),
      zip_code: str(row.zip_code),
      city: str(row.city),
      locale: reqStr(row.locale),
      is_email_verified: bool(row.is_email_verified),
      is_verification_email_sent: bool(row.is_verification_email_sent),
      is_cross_selling_unified_account: bool(row.is_cross_selling_unified_account),
      is_legacy_user: bool(row.is_legacy_user),
      accepted_mailing: bool(row.accepted_mailing),
      transactions: (transactions.all(id) as Row[]).map((t) => ({
        id: reqNum(t.id),
        amount_in_cents: reqNum(t.amount_in_cents),
        currency: reqStr(t.currency),
        created_at: reqStr(t.created_at),
      })),
      is_trialing_free: bool(row.is_trialing_free),
      is_subscribed: bool(row.is_subscribed),
      active_subscription: active
        ? {
            subscription_data_id: reqNum(active.id),
            data: {
              plan: {
                name: reqStr(active.plan_name),
                type: active.plan_type as PlanType,
                is_manica: bool(active.is_manica),
              },
            },
          }
        : null,
      subscriptions: subs.map((s) => ({
        id: reqNum(s.id),
        status: s.status as SubscriptionStatus,
        plan_name: reqStr(s.plan_name),
        started_at: str(s.started_at),
        ends_at: str(s.ends_at),
        price_in_cents: num(s.plan_price_cents),
        currency: str(s.plan_currency),
        period_days: num(s.plan_period_days),
      })),
      cont_watching_counter: reqNum(row.cont_watching_counter),
      userSession: null,
      payment_method: cardOf(id),
    };
  };

  return {
    find,
    credentials: (email: string): { id: number; password: PasswordHash } | null => {
      const row = byEmail.get(email) as Row | undefined;
      return row
        ? {
            id: reqNum(row.id),
            password: { hash: reqStr(row.password_hash), salt: reqStr(row.password_salt) },
          }
        : null;
    },
    emailTaken: (email: string, exceptId = 0) =>
      db.prepare("SELECT 1 FROM users WHERE email = ? AND id != ?").get(email, exceptId) !==
      undefined,
    /** Creates the user and its sign-up details in one transaction: all or nothing. */
    create: db.transaction((user: NewUser, nowIso: string): number => {
      const { lastInsertRowid } = insertUser.run({
        email: user.email,
        hash: user.password.hash,
        salt: user.password.salt,
        name: user.name,
        lastName: user.lastName,
        sendVerification: user.sendVerificationEmail ? 1 : 0,
        acceptedMailing: user.acceptedMailing ? 1 : 0,
        now: nowIso,
      });
      const userId = Number(lastInsertRowid);
      insertDetails.run({
        userId,
        groupId: user.subscriptionGroupId,
        formKey: user.marketingFormKey,
        source: user.userSource,
        sendVerification: user.sendVerificationEmail ? 1 : 0,
        utm: JSON.stringify(user.utm),
        assetId: user.affiliateAssetId,
        sourceId: user.affiliateSourceId,
      });
      return userId;
    }),
    update: (id: number, changes: ProfileChanges) => {
      const entries = Object.entries(changes).filter(([, v]) => v !== undefined);
      if (entries.length === 0) return;
      // Column names come from the validated ProfileChanges keys, never from the request.
      const sets = entries.map(([key]) => `${key} = @${key}`).join(", ");
      db.prepare(`UPDATE users SET ${sets} WHERE id = @id`).run({
        ...Object.fromEntries(entries),
        id,
      });
    },
    count: () => reqNum((db.prepare("SELECT COUNT(*) AS n FROM users").get() as Row).n),
    /** A new password hash (change or reset). */
    setPassword: (id: number, password: PasswordHash) =>
      db
        .prepare("UPDATE users SET password_hash = ?, password_salt = ? WHERE id = ?")
        .run(password.hash, password.salt, id).changes === 1,
    /** The e-mail is verified (the verification link was followed). */
    markEmailVerified: (id: number) =>
      db.prepare("UPDATE users SET is_email_verified = 1 WHERE id = ?").run(id).changes === 1,
    /** A verification e-mail went out. */
    markVerificationEmailSent: (id: number) =>
      db.prepare("UPDATE users SET is_verification_email_sent = 1 WHERE id = ?").run(id),
  };
}
export type UsersRepository = ReturnType<typeof usersRepository>;
