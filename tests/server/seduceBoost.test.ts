/** Seduce-boost items on the reference server (`GET /seduce-boost`, migration 13, the seed). */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDb } from "../../server/db/connection.ts";
import { MIGRATIONS, migrate } from "../../server/db/migrations.ts";
import { seed } from "../../server/db/seed/index.ts";
import { SeduceBoostItemList } from "../../src/core/schema/seduceBoost.ts";
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
