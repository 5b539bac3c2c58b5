/**
 * Issues an impersonation link for support (spec 000 §6): `npx tsx server/impersonate.ts
 * <email> [issued-by]`. The token acts as the user for 1200000 ms; it is stored hashed with
 * who issued it. Database: CINEMA_DB (default data/cinema.sqlite); the link is built on
 * CINEMA_PUBLIC_URL (default http://127.0.0.1:8080).
 */
import { existsSync } from "node:fs";
import { openDb } from "./db/connection.ts";
import { impersonationRepository } from "./db/repositories/impersonation.ts";

const [email, issuedBy = process.env.USER ?? "support"] = process.argv.slice(2);
if (!email) {
  console.error("Usage: npx tsx server/impersonate.ts <email> [issued-by]");
  process.exit(2);
}
const path = process.env.CINEMA_DB ?? "data/cinema.sqlite";
if (!existsSync(path)) {
  console.error(`No database at ${path} (start the server first, or set CINEMA_DB).`);
  process.exit(1);
}
const db = openDb(path);
try {
  const grant = impersonationRepository(db).issue(email, issuedBy, Date.now());
  if (!grant) {
    console.error(`No user with the e-mail ${email}.`);
    process.exit(1);
  }
  const origin = (process.env.CINEMA_PUBLIC_URL ?? "http://127.0.0.1:8080").replace(/\/+$/, "");
  console.log(`${origin}/impersonate/${grant.token}`);
  console.log(`Valid until ${new Date(grant.expiresAt).toISOString()}.`);
} finally {
  db.close();
}
