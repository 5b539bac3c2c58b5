/**
 * Approved comments on the first published films and series, written by the demo accounts,
 * so the comment lists have content. One carries markup and a script payload: the client
 * shows its text with the tags stripped and nothing runs. Deterministic (no randomness).
 */
import type { Db } from "../connection.ts";
import { type Row, reqNum } from "../repositories/rows.ts";

/** A comment whose markup must never reach the page as HTML. */
export const SEEDED_PAYLOAD_COMMENT =
  '<p>Loved the <strong>lighthouse</strong> scenes.</p><script>window.__seededXss = 1</script><img src=x onerror="window.__seededXss = 2">';

const TEXTS = [
  "Beautifully shot, the last twenty minutes stayed with me for days.",
  "The music carries every scene. Watched it twice in one week.",
  "Quiet, patient and warm. More films like this, please.",
  "A slow start, but the ending makes it worth every minute.",
  "The cast has real chemistry; the dialogue feels unscripted.",
  "Lovely colours and a great sense of place.",
];

const FILMS_COMMENTED = 12;
const SERIES_COMMENTED = 3;
const HOUR_MS = 3_600_000;

export function seedComments(db: Db, nowMs: number): void {
  const users = (db.prepare("SELECT id FROM users ORDER BY id").all() as Row[]).map((r) =>
    reqNum(r.id),
  );
  if (users.length === 0) return;
  const films = (
    db
      .prepare(
        "SELECT id FROM movies WHERE status = 'Published' AND series_id IS NULL ORDER BY id LIMIT ?",
      )
      .all(FILMS_COMMENTED) as Row[]
  ).map((r) => reqNum(r.id));
  const series = (
    db.prepare("SELECT id FROM series ORDER BY id LIMIT ?").all(SERIES_COMMENTED) as Row[]
  ).map((r) => reqNum(r.id));
  const insert = db.prepare(`INSERT INTO comments (user_id, target_type, target_id, content,
    status, created_at) VALUES (?, ?, ?, ?, ?, ?)`);
  let n = 0;
  const targets = [
    ...films.map((id) => ["movies", id] as const),
    ...series.map((id) => ["series", id] as const),
  ];
  targets.forEach(([type, id], index) => {
    const count = 2 + (index % 2);
    for (let k = 0; k < count; k++) {
      const user = users[(index + k) % users.length] ?? users[0] ?? 1;
      const text = TEXTS[(index * 3 + k) % TEXTS.length] ?? "";
      insert.run(user, type, id, text, "approved", nowMs - (n + 1) * HOUR_MS);
      n++;
    }
  });
  const first = films[0];
  if (first !== undefined) {
    const user = users[0] ?? 1;
    insert.run(user, "movies", first, SEEDED_PAYLOAD_COMMENT, "approved", nowMs - 30 * 60_000);
    insert.run(user, "movies", first, "Waiting for approval.", "pending", nowMs - 60_000);
  }
}
