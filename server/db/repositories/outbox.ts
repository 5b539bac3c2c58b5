import type { Db } from "../connection.ts";
import { type Row, reqNum, reqStr, str } from "./rows.ts";

export interface OutboxMail {
  readonly id: number;
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html: string | null;
  readonly createdAt: number;
}

/** The development outbox: e-mails kept instead of sent (no SMTP configured). */
export function outboxRepository(db: Db) {
  const insert = db.prepare(`INSERT INTO mail_outbox (to_address, subject, text, html, created_at)
    VALUES (?, ?, ?, ?, ?)`);
  const latest = db.prepare("SELECT * FROM mail_outbox ORDER BY id DESC LIMIT ?");
  const latestTo = db.prepare(
    "SELECT * FROM mail_outbox WHERE to_address = ? COLLATE NOCASE ORDER BY id DESC LIMIT ?",
  );
  const toMail = (row: Row): OutboxMail => ({
    id: reqNum(row.id),
    to: reqStr(row.to_address),
    subject: reqStr(row.subject),
    text: reqStr(row.text),
    html: str(row.html),
    createdAt: reqNum(row.created_at),
  });
  return {
    keep: (mail: Omit<OutboxMail, "id" | "createdAt">, nowMs: number): number =>
      Number(insert.run(mail.to, mail.subject, mail.text, mail.html, nowMs).lastInsertRowid),
    /** The newest mails first, optionally only those to one address. */
    latest: (limit: number, to?: string): OutboxMail[] =>
      ((to ? latestTo.all(to, limit) : latest.all(limit)) as Row[]).map(toMail),
  };
}
export type OutboxRepository = ReturnType<typeof outboxRepository>;
