import Database from "better-sqlite3";
import type { TestServer } from "./helpers.ts";

/** The newest outbox mail to `to` (the server's development outbox), or undefined. */
export function latestMail(server: TestServer, to: string) {
  const db = new Database(server.dbPath, { readonly: true });
  try {
    return db
      .prepare(
        "SELECT subject, text FROM mail_outbox WHERE to_address = ? COLLATE NOCASE ORDER BY id DESC LIMIT 1",
      )
      .get(to) as { subject: string; text: string } | undefined;
  } finally {
    db.close();
  }
}

/** The first link to the site in the newest mail to `to`. */
export function latestLink(server: TestServer, to: string): URL {
  const mail = latestMail(server, to);
  const found = mail?.text.match(/https?:\/\/\S+/)?.[0];
  if (!found) throw new Error(`no link mailed to ${to}`);
  return new URL(found);
}

/** Rows of the server's database, read-only. */
export function rows(server: TestServer, sql: string, ...params: unknown[]) {
  const db = new Database(server.dbPath, { readonly: true });
  try {
    return db.prepare(sql).all(...params) as Record<string, unknown>[];
  } finally {
    db.close();
  }
}
