/**
 * `npm run outbox [-- N] [-- --to address]`: prints the latest N (default 5) e-mails of the
 * development outbox of the database CINEMA_DB (default data/cinema.sqlite), newest first.
 */
import { existsSync } from "node:fs";
import Database from "better-sqlite3";
import { outboxRepository } from "../db/repositories/outbox.ts";

const args = process.argv.slice(2);
const toIndex = args.indexOf("--to");
const to = toIndex >= 0 ? args[toIndex + 1] : undefined;
const count = Number.parseInt(args.find((a, i) => /^\d+$/.test(a) && i !== toIndex + 1) ?? "5", 10);
const path = process.env.CINEMA_DB ?? "data/cinema.sqlite";

if (!existsSync(path)) {
  console.error(`No database at ${path} (start the server first, or set CINEMA_DB).`);
  process.exit(1);
}
const db = new Database(path, { readonly: true, fileMustExist: true });
try {
  const hasOutbox = db
    .prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'mail_outbox'")
    .get();
  const mails = hasOutbox ? outboxRepository(db).latest(count, to) : [];
  if (mails.length === 0) console.log("The outbox is empty.");
  for (const mail of mails) {
    console.log(`#${mail.id} ${new Date(mail.createdAt).toISOString()}`);
    console.log(`To: ${mail.to}\nSubject: ${mail.subject}\n\n${mail.text}\n${"-".repeat(60)}`);
  }
} finally {
  db.close();
}
