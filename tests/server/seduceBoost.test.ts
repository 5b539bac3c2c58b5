/** Seduce-boost items on the reference server (`GET /seduce-boost`, migration 13, the seed). */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDb } from "../../server/db/connection.ts";
import { MIGRATIONS, migrate } from "../../server/db/migrations.ts";
import { seed } from "../../server/db/seed/index.ts";
import {
  SeduceBoostDetailResponse,
  SeduceBoostItemList,
} from "../../src/core/schema/seduceBoost.ts";
import { decodes, startTestServer, type TestServer } from "./helpers.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

describe("GET /seduce-boost", () => {
  it("lists the seeded items in their order, each with a slug and a tag that holds films", async () => {
    const res = await server.api("/seduce-boost");
    expect(res.status).toBe(200);
    const items = decodes(SeduceBoostItemList, await res.json()).data;
    expect(items.map((i) => [i.slug, i.title])).toEqual([
      ["slow-burn", "Slow Burn"],
      ["after-midnight", "After Midnight"],
      ["heart-to-heart", "Heart to Heart"],
    ]);
    for (const item of items) {
      const films = (await (
        await server.api(`/live-tv/next-movies?tag_id=${item.tag_id}`)
      ).json()) as { data: unknown[] };
      expect(films.data.length, item.slug).toBeGreaterThan(0);
    }
  });
});

describe("GET /seduce-boost/{slug}", () => {
  it("is the item with the published films of its tag", async () => {
    const res = await server.api("/seduce-boost/after-midnight");
    expect(res.status).toBe(200);
    const item = decodes(SeduceBoostDetailResponse, await res.json()).data;
    expect([item.slug, item.title]).toEqual(["after-midnight", "After Midnight"]);
    expect(item.movies.length).toBeGreaterThan(0);
    const schedule = (await (
      await server.api(`/live-tv/next-movies?tag_id=${item.tag_id}`)
    ).json()) as { data: { movie: { id: number } }[] };
    const tagged = new Set(schedule.data.map((slot) => slot.movie.id));
    expect(item.movies.some((film) => tagged.has(film.id))).toBe(true);
    expect(
      item.movies.every((film) => film.status === null || /^published$/i.test(film.status)),
    ).toBe(true);
  });

  it("is 404 for a slug of no item", async () => {
    expect((await server.api("/seduce-boost/no-such-item")).status).toBe(404);
    expect((await server.api("/seduce-boost/%27%20OR%201%3D1")).status).toBe(404);
  });
});

describe("migration 13 (seduce-boost items)", () => {
  it("gives a database seeded before it the same items as the seed", () => {
    const d = openDb(":memory:");
    seed(d, new Date(0).toISOString());
    const items = () =>
      d.prepare("SELECT slug, title, tag_id, sort_order FROM seduce_boost_items").all();
    const seeded = items();
    expect(seeded).toHaveLength(3);
    const version = MIGRATIONS.find((m) => m.name === "seduce-boost items")?.version;
    d.exec("DROP TABLE seduce_boost_items");
    d.prepare("DELETE FROM schema_migrations WHERE version = ?").run(version);
    expect(migrate(d)).toEqual([version]);
    expect(items()).toEqual(seeded);
    d.close();
  });
});
