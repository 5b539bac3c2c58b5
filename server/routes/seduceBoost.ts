/**
 * `GET /seduce-boost`: the seduce-boost items (spec 000 §2, `/seduce-boost/{slug?}`; appended
 * to Explore in the bottom bar), from the seeded `seduce_boost_items` (migration 13). The spec
 * names no call for them: these are the reference server's. `GET /seduce-boost/{slug}`: one
 * item with the published films of its tag (404 for a slug of no item).
 */
import { Schema } from "effect";
import { Hono } from "hono";
import {
  SeduceBoostDetailResponse,
  type SeduceBoostItem,
  SeduceBoostItemList,
} from "../../src/core/schema/seduceBoost.ts";
import type { AppEnv, Deps } from "../context.ts";
import { moviesRepository } from "../db/repositories/movies.ts";
import { type Row, reqNum, reqStr } from "../db/repositories/rows.ts";
import { notFound } from "../http/errors.ts";

const encodeItems = Schema.encodeSync(SeduceBoostItemList);
const encodeDetail = Schema.encodeSync(SeduceBoostDetailResponse);
/** Films on an item's page. */
const ITEM_FILMS = 24;

const itemOf = (row: Row): SeduceBoostItem => ({
  id: reqNum(row.id),
  slug: reqStr(row.slug),
  title: reqStr(row.title),
  tag_id: reqNum(row.tag_id),
});

export function seduceBoostRoutes(deps: Deps) {
  const app = new Hono<AppEnv>();
  const items = deps.db.prepare(
    "SELECT id, slug, title, tag_id FROM seduce_boost_items ORDER BY sort_order, id",
  );
  const bySlug = deps.db.prepare(
    "SELECT id, slug, title, tag_id FROM seduce_boost_items WHERE slug = ?",
  );
  const films = deps.db.prepare(`SELECT m.id FROM movie_tags mt JOIN movies m ON m.id = mt.movie_id
    WHERE mt.tag_id = ? AND m.series_id IS NULL
    AND (m.status IS NULL OR m.status = '' OR LOWER(m.status) = 'published')
    ORDER BY m.id LIMIT ${ITEM_FILMS}`);
  const movies = moviesRepository(deps.db);

  app.get("/seduce-boost", (c) =>
    c.json(encodeItems({ data: (items.all() as Row[]).map(itemOf) })),
  );
  app.get("/seduce-boost/:slug", (c) => {
    const row = bySlug.get(c.req.param("slug")) as Row | undefined;
    if (!row) throw notFound();
    const item = itemOf(row);
    const ids = (films.all(item.tag_id) as Row[]).map((r) => reqNum(r.id));
    const byId = movies.summariesByIds(ids);
    return c.json(
      encodeDetail({ data: { ...item, movies: ids.flatMap((id) => byId.get(id) ?? []) } }),
    );
  });
  return app;
}
