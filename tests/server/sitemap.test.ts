import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "./helpers.ts";

const PUBLIC_URL = "https://cinema.example";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ publicUrl: PUBLIC_URL });
});
afterAll(() => server.stop());

const get = (path: string) => fetch(`${server.url}${path}`, { redirect: "manual" });
const locsOf = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map(([, loc]) => loc);

/** A film of the seed's catalogue with this status (`published`: a listed one). */
function aFilm(published: boolean): string {
  const db = new Database(server.dbPath, { readonly: true });
  try {
    const row = db
      .prepare(
        `SELECT slug FROM movies WHERE series_id IS NULL AND
          (status IS NULL OR status = '' OR lower(status) = 'published') = ? LIMIT 1`,
      )
      .get(published ? 1 : 0) as { slug: string } | undefined;
    if (!row) throw new Error(`the seed has no ${published ? "published" : "draft"} film`);
    return row.slug;
  } finally {
    db.close();
  }
}

describe("/sitemap.xml", () => {
  it("is an index of its files, which list a film of the catalogue and no draft", async () => {
    const index = await get("/sitemap.xml");
    expect(index.status).toBe(200);
    expect(index.headers.get("content-type")).toMatch(/^application\/xml/);
    const files = locsOf(await index.text());
    expect(files[0]).toBe("https://cinema.example/sitemap.xml?page=1");
    const listed: string[] = [];
    for (const file of files) {
      const res = await get(new URL(file ?? "").pathname + new URL(file ?? "").search);
      expect(res.status).toBe(200);
      listed.push(...locsOf(await res.text()).map((loc) => loc ?? ""));
    }
    expect(listed).toContain(`https://cinema.example/movies/${aFilm(true)}`);
    expect(listed).not.toContain(`https://cinema.example/movies/${aFilm(false)}`);
    expect(listed.some((loc) => loc.startsWith("https://cinema.example/series/"))).toBe(true);
    expect(listed.some((loc) => loc.startsWith("https://cinema.example/cast/"))).toBe(true);
    expect(listed.some((loc) => loc.startsWith("https://cinema.example/directors/"))).toBe(true);
    expect(listed.some((loc) => loc.startsWith("https://cinema.example/categories/"))).toBe(true);
  });

  it("answers 404 for a page past the last or not a page number, never 500", async () => {
    for (const page of ["0", "999", "-1", "abc", "1.5", ""]) {
      const res = await get(`/sitemap.xml?page=${page}`);
      expect(res.status, page).toBe(404);
    }
  });
});

describe("/robots.txt", () => {
  it("lets crawlers in, keeps them off the API and names the sitemap", async () => {
    const res = await get("/robots.txt");
    expect(res.status).toBe(200);
    expect(await res.text()).toBe(
      "User-agent: *\nAllow: /\nDisallow: /api/\nSitemap: https://cinema.example/sitemap.xml\n",
    );
  });
});
