import type { MarketingForm } from "../../../src/core/schema/newsletter.ts";
import type { Db } from "../connection.ts";
import { num, type Row, reqNum, reqStr, str } from "./rows.ts";

export interface SubscriberRecord {
  readonly email: string;
  readonly marketingFormId: number;
  readonly leadPosition: string;
  readonly leadText: string;
  readonly legalConsent: boolean;
  readonly acceptedMailing: boolean;
  readonly userId: number | null;
  readonly utm: Readonly<Record<string, string>>;
}

const toForm = (row: Row): MarketingForm => ({
  id: reqNum(row.id),
  name: reqStr(row.name),
  form_key: reqStr(row.form_key),
  movie_id: num(row.movie_id),
  redirect_url: str(row.redirect_url),
  segment_id: str(row.segment_id),
});

/** Marketing forms, newsletter subscribers (one per e-mail) and marketing segments. */
export function newsletterRepository(db: Db) {
  const forms = db.prepare("SELECT * FROM marketing_forms ORDER BY id");
  const accountByEmail = db.prepare("SELECT id FROM users WHERE email = ?");
  const formByKey = db.prepare("SELECT * FROM marketing_forms WHERE form_key = ?");
  const subscriberByEmail = db.prepare(
    "SELECT id, user_id FROM newsletter_subscribers WHERE email = ?",
  );
  const insertSubscriber = db.prepare(`INSERT INTO newsletter_subscribers (email,
    marketing_form_id, lead_position, lead_text, legal_consent, accepted_mailing, user_id,
    utm_json, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
    ON CONFLICT (email) DO NOTHING`);
  const segmentIds = db.prepare(
    "SELECT DISTINCT segment_id FROM marketing_forms WHERE segment_id IS NOT NULL",
  );
  const addMember = db.prepare(
    "INSERT OR IGNORE INTO segment_members (user_id, segment_id, created_at) VALUES (?, ?, ?)",
  );
  return {
    forms: (): MarketingForm[] => (forms.all() as Row[]).map(toForm),
    formByKey: (key: string): MarketingForm | null => {
      const row = formByKey.get(key) as Row | undefined;
      return row ? toForm(row) : null;
    },
    /** The account of an e-mail (any case), or null. */
    accountId: (email: string): number | null =>
      num((accountByEmail.get(email) as Row | undefined)?.id),
    subscriber: (email: string): { id: number; userId: number | null } | null => {
      const row = subscriberByEmail.get(email) as Row | undefined;
      return row ? { id: reqNum(row.id), userId: num(row.user_id) } : null;
    },
    /** Stores the subscriber unless the e-mail is already subscribed; whether it was new. */
    subscribe: (record: SubscriberRecord, nowIso: string): boolean =>
      insertSubscriber.run(
        record.email,
        record.marketingFormId,
        record.leadPosition,
        record.leadText,
        record.legalConsent ? 1 : 0,
        record.acceptedMailing ? 1 : 0,
        record.userId,
        JSON.stringify(record.utm),
        nowIso,
      ).changes === 1,
    segmentIds: (): string[] => (segmentIds.all() as Row[]).map((row) => reqStr(row.segment_id)),
    addToSegments: (userId: number, segments: readonly string[], nowIso: string): void => {
      db.transaction(() => {
        for (const segment of segments) addMember.run(userId, segment, nowIso);
      })();
    },
    segmentsOf: (userId: number): string[] =>
      (
        db
          .prepare("SELECT segment_id FROM segment_members WHERE user_id = ? ORDER BY segment_id")
          .all(userId) as Row[]
      ).map((row) => reqStr(row.segment_id)),
  };
}
