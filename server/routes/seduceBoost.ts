/**
 * `GET /seduce-boost`: the seduce-boost items (spec 000 §2, `/seduce-boost/{slug?}`; appended
 * to Explore in the bottom bar), from the seeded `seduce_boost_items` (migration 13). The spec
 * names no call for them: this one is the reference server's.
 */
import { Schema } from "effect";
import { Hono } from "hono";
import { type SeduceBoostItem, SeduceBoostItemList } from "../../src/core/schema/seduceBoost.ts";
import type { AppEnv, Deps } from "../context.ts";
import { type Row, reqNum, reqStr } from "../db/repositories/rows.ts";

const encodeItems = Schema.encodeSync(SeduceBoostItemList);

export function seduceBoostRoutes(deps: Deps) {
  const app = new Hono<AppEnv>();
  const items = deps.db.prepare(
    "SELECT id, slug, title, tag_id FROM seduce_boost_items ORDER BY sort_order, id",
  );
  app.get("/seduce-boost", (c) => {
    const data = (items.all() as Row[]).map(
      (row): SeduceBoostItem => ({
        id: reqNum(row.id),
        slug: reqStr(row.slug),
        title: reqStr(row.title),
        tag_id: reqNum(row.tag_id),
      }),
    );
    return c.json(encodeItems({ data }));
  });
  return app;
}
