import { mkdirSync, rmSync } from "node:fs";
import { dirname } from "node:path";
import Database from "better-sqlite3";
import { migrate } from "./migrations.ts";

export type Db = Database.Database;

/** Opens (creating its folder) the SQLite file with WAL and foreign keys on, then migrates. */
export function openDb(path: string, options: { reset?: boolean } = {}): Db {
  if (path !== ":memory:") {
    mkdirSync(dirname(path), { recursive: true });
    if (options.reset) {
      for (const suffix of ["", "-wal", "-shm"]) rmSync(`${path}${suffix}`, { force: true });
    }
  }
  const db = new Database(path);
  db.pragma("journal_mode = WAL");
  db.pragma("foreign_keys = ON");
  db.pragma("synchronous = NORMAL");
  db.pragma("busy_timeout = 5000");
  migrate(db);
  return db;
}
