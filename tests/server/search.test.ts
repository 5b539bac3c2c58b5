import Database from "better-sqlite3";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it, type MockInstance, vi } from "vitest";
import { openDb } from "../../server/db/connection.ts";
import { MIGRATIONS, migrate } from "../../server/db/migrations.ts";
import { matchExpression, searchRepository } from "../../server/db/repositories/search.ts";
import { rebuildSearchIndex } from "../../server/db/searchIndex.ts";
import { ACCENTED_FILM_TITLE, seed } from "../../server/db/seed/index.ts";
import { MAX_SEARCH_QUERY_CHARS, SEARCH_RESULT_LIMIT } from "../../server/routes/search.ts";
import { pages } from "../../src/core/messages.ts";
import { ApiErrorBody } from "../../src/core/schema/common.ts";
import {
  SearchLabelsResponse,
  SearchResponse,
  type SearchResult,
} from "../../src/core/schema/search.ts";
import { decodes, startTestServer, type TestServer } from "./helpers.ts";

let server: TestServer;
let db: Database.Database;
let consoleError: MockInstance;
beforeAll(async () => {
  server = await startTestServer();
  db = new Database(server.dbPath, { readonly: true });
  // The server logs only unexpected errors (the 500 path): none may happen here.
  consoleError = vi.spyOn(console, "error");
});
afterAll(async () => {
  expect(consoleError).not.toHaveBeenCalled();
  consoleError.mockRestore();
  db.close();
  await server.stop();
});

async function search(query: string): Promise<readonly SearchResult[]> {
  const res = await server.post("/search", { query });
  expect(res.status, query).toBe(200);
  return decodes(SearchResponse, await res.json()).data;
}

const label = (item: SearchResult) =>
  item.model_type === "Person" ? [item.name, item.last_name].filter(Boolean).join(" ") : item.title;

describe("POST /search ranking", () => {
  it("finds titles by the first letters of a word", async () => {
    const titles = (await search("gen")).map(label);
    expect(titles).toContain("Gentle Orchard");
    expect(titles[0]).toMatch(/\bGen/);
  });

  it("folds diacritics both ways: 'eclair' and 'ÉCLAIR' find 'Éclair'", async () => {
    for (const query of ["eclair", "ÉCLAIR", "Éclair de", "e\u0301clair", "eclair minu"]) {
      expect((await search(query)).map(label), query).toContain(ACCENTED_FILM_TITLE);
    }
  });

  it("ANDs the words: every result matches every word as a prefix", async () => {
    const results = await search("gentle orch");
    expect(results.map(label)).toContain("Gentle Orchard");
    expect(results.map(label)).not.toContain("Gentle Horizon");
  });

  it("puts a name match before the films that only credit it", async () => {
    const director = db
      .prepare(
        `SELECT p.id, p.name, p.last_name FROM persons p
         WHERE p.type = 'directors' AND p.last_name IS NOT NULL
         AND EXISTS (SELECT 1 FROM movies m WHERE m.director_id = p.id) ORDER BY p.id LIMIT 1`,
      )
      .get() as { id: number; name: string; last_name: string };
    const results = await search(`${director.name} ${director.last_name}`);
    expect(results[0]).toMatchObject({
      model_type: "Person",
      id: director.id,
      resourceType: "directors",
    });
    const credited = results.filter((r) => r.model_type === "Movie");
    expect(credited.length).toBeGreaterThan(0);
  });

  it("puts a category before the films tagged with it", async () => {
    const results = await search("drama");
    expect(results[0]).toMatchObject({ model_type: "Tag", slug: "drama", resourceType: null });
    expect(results.slice(1).some((r) => r.model_type === "Movie")).toBe(true);
  });

  it("returns series, episodes with their series, and people with their resource type", async () => {
    const results = await search("harbour lights");
    expect(results[0]).toMatchObject({ model_type: "Series", title: "Harbour Lights" });
    const episode = results.find((r) => r.model_type === "Movie" && r.resourceType === "episodes");
    expect(episode).toMatchObject({ series_slug: "harbour-lights" });
    expect(episode?.model_type === "Movie" && episode.episode_id).toBeGreaterThan(0);

    const guest = db
      .prepare("SELECT name, last_name FROM persons WHERE type = 'guest-stars' LIMIT 1")
      .get() as { name: string; last_name: string | null };
    const people = (await search(`${guest.name} ${guest.last_name ?? ""}`)).filter(
      (r) => r.model_type === "Person",
    );
    expect(people.some((p) => p.resourceType === "gueststars")).toBe(true);
  });

  it(`answers at most ${SEARCH_RESULT_LIMIT} results`, async () => {
    const results = await search("th");
    expect(results.length).toBe(SEARCH_RESULT_LIMIT);
  });

  it("never lists unpublished films or upcoming episodes (they are not linked)", async () => {
    for (const [title, status] of [
      ["Distant Compass", "Draft"],
      ["Harbour Lights: Season 2, Episode 3", "Upcoming Release"],
    ] as const) {
      const found = (await search(title)).filter(
        (item) => item.model_type === "Movie" && item.title === title,
      );
      expect(found, `${title} (${status})`).toEqual([]);
    }
    const published = await search("Gentle Orchard");
    expect(
      published.some((item) => item.model_type === "Movie" && item.title === "Gentle Orchard"),
    ).toBe(true);
  });

  it("answers JSON bodies too, and an empty list when nothing matches", async () => {
    const res = await server.postJson("/search", { query: "gentle" });
    expect(decodes(SearchResponse, await res.json()).data.length).toBeGreaterThan(0);
    expect(await search("zzqxv")).toEqual([]);
  });
});

describe("GET /smart/search-labels", () => {
  it("lists the panel's labels", async () => {
    const res = await server.api("/smart/search-labels");
    expect(res.status).toBe(200);
    const { data } = decodes(SearchLabelsResponse, await res.json());
    expect(data.length).toBeGreaterThan(0);
    for (const item of data) expect((await search(item.query)).length).toBeGreaterThan(0);
  });
});

/** Every answer is a list or a 4xx with a message body; never a 500. */
async function expectListOr4xx(res: Response) {
  expect(res.status === 200 || (res.status >= 400 && res.status < 500), String(res.status)).toBe(
    true,
  );
  const body = await res.json();
  if (res.status === 200) decodes(SearchResponse, body);
  else decodes(ApiErrorBody, body);
  return res.status;
}

describe("hostile queries", () => {
  const SYNTAX = [
    '"',
    '""',
    '"gen',
    "gen*",
    "*gen",
    "* *",
    "NEAR(gentle orchard)",
    "NEAR(gentle orchard, 2)",
    "gentle NEAR orchard",
    "-gentle",
    "gentle -orchard",
    "gentle AND",
    "AND gentle",
    "OR OR",
    "gentle OR orchard",
    "NOT gentle",
    "AND OR NOT",
    "(gentle",
    "gentle)",
    ")(",
    "((((((((((gen",
    "title:gen",
    "body : gen",
    "{title body}: gen",
    "^gen",
    "gen + orchard",
    "'; DROP TABLE movies; --",
    "\u0000gen",
    "gen\u0000orchard",
    "\ud800gen",
    "🎬🎬",
    "ゲンジ",
    "عربي",
  ];

  it("treats FTS syntax as text: every operator answers a list", async () => {
    for (const query of SYNTAX) {
      const status = await expectListOr4xx(await server.post("/search", { query }));
      if ([...query.trim()].length >= 2) expect(status, query).toBe(200);
    }
  });

  it("finds the words around the syntax", async () => {
    for (const query of [
      '"gentle" "orchard"',
      "(gentle) orchard*",
      "gentle:orchard",
      "-gentle ^orch",
    ]) {
      expect((await search(query)).map(label), query).toContain("Gentle Orchard");
    }
  });

  it("answers 422 with the hint to empty, blank and one-character queries", async () => {
    for (const query of ["", "   ", "g", " g ", "\t\n"]) {
      const res = await server.post("/search", { query });
      expect(await expectListOr4xx(res), JSON.stringify(query)).toBe(422);
    }
    const res = await server.post("/search", { query: "g" });
    expect(await res.json()).toMatchObject({ errors: { query: [pages.searchTooShort] } });
  });

  it(`answers 422 to queries over ${MAX_SEARCH_QUERY_CHARS} characters, 10 kB included`, async () => {
    for (const query of [
      "a".repeat(MAX_SEARCH_QUERY_CHARS + 1),
      "gentle ".repeat(1_500),
      '"('.repeat(5_000),
    ]) {
      expect(await expectListOr4xx(await server.post("/search", { query }))).toBe(422);
    }
    expect(await expectListOr4xx(await server.post("/search", { query: "ab ".repeat(66) }))).toBe(
      200,
    );
  });

  it("answers 4xx to a query that is not text", async () => {
    for (const body of [
      {},
      { query: ["gen"] },
      { query: { a: "gen" } },
      { query: 42 },
      { query: null },
      { query: true },
      { q: "gen" },
    ]) {
      const status = await expectListOr4xx(await server.postJson("/search", body));
      expect(status, JSON.stringify(body)).toBe(422);
    }
    for (const form of ["query[]=gen", "query[a]=gen", "query=gen&query=orch", ""]) {
      expect(
        await expectListOr4xx(await server.post("/search", form)),
        form,
      ).toBeGreaterThanOrEqual(400);
    }
    for (const raw of ["{", "[1]", "null"]) {
      const res = await server.api("/search", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: raw,
      });
      expect(await expectListOr4xx(res)).toBe(400);
    }
  });

  it("never fails on arbitrary text", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.string({ unit: "binary", maxLength: 60 }),
          fc
            .array(
              fc.constantFrom(
                '"',
                "*",
                "(",
                ")",
                ":",
                "-",
                "^",
                "+",
                "NEAR",
                "AND",
                "OR",
                "NOT",
                "gen",
                " ",
                "{",
                "}",
              ),
              { maxLength: 20 },
            )
            .map((parts) => parts.join("")),
        ),
        async (query) => {
          await expectListOr4xx(await server.post("/search", { query }));
        },
      ),
      { numRuns: 150 },
    );
  });

  it("quotes every word and makes it a prefix term", () => {
    expect(matchExpression('NEAR(gen "orch" -x)')).toBe('"NEAR"* "gen"* "orch"* "x"*');
    expect(matchExpression(" :*() ")).toBeNull();
    fc.assert(
      fc.property(fc.string({ unit: "binary" }), (text) => {
        const expression = matchExpression(text);
        if (expression !== null) expect(expression).toMatch(/^("[^"]+"\*)( "[^"]+"\*)*$/u);
      }),
    );
  });
});

describe("the index follows the catalogue", () => {
  const expectedDocs = (d: Database.Database) =>
    d
      .prepare(
        `SELECT (SELECT count(*) FROM movies
           WHERE status IS NULL OR status = '' OR lower(status) = 'published')
         + (SELECT count(*) FROM series)
         + (SELECT count(*) FROM persons) + (SELECT count(*) FROM tags WHERE hidden = 0)`,
      )
      .pluck()
      .get();

  it("the seed indexes every published film and episode, series, person and visible category", () => {
    const d = openDb(":memory:");
    seed(d, new Date(0).toISOString());
    expect(d.prepare("SELECT count(*) FROM search_docs").pluck().get()).toBe(expectedDocs(d));
    d.close();
  });

  it("the migration builds the index from the rows already there, as the seed does", () => {
    const d = openDb(":memory:");
    seed(d, new Date(0).toISOString());
    const docs = () => d.prepare("SELECT * FROM search_docs ORDER BY id").all();
    const seeded = docs();
    const version = MIGRATIONS.find((m) => m.name === "search index")?.version;
    d.exec("DROP TABLE search_index; DROP TABLE search_docs; DROP TABLE search_labels;");
    d.prepare("DELETE FROM schema_migrations WHERE version = ?").run(version);
    expect(migrate(d)).toEqual([version]);
    expect(docs()).toEqual(seeded);
    expect(
      d
        .prepare("SELECT count(*) FROM search_index WHERE search_index MATCH ?")
        .pluck()
        .get('"eclair"*'),
    ).toBe(1);
    d.close();
  });

  /**
   * Runs the search migration `name` again on a seeded database (after `before`) and checks
   * the searches of `terms` answer as they did, none empty; returns the tables' SQL reader.
   */
  const rerunKeepsAnswers = (name: string, terms: readonly string[], before = "") => {
    const d = openDb(":memory:");
    seed(d, new Date(0).toISOString());
    const answers = terms.map((term) => searchRepository(d).search(term, 60));
    const version = MIGRATIONS.find((m) => m.name === name)?.version;
    if (before) d.exec(before);
    d.prepare("DELETE FROM schema_migrations WHERE version = ?").run(version);
    expect(migrate(d)).toEqual([version]);
    const after = searchRepository(d);
    expect(terms.map((term) => after.search(term, 60))).toEqual(answers);
    expect(answers.every((found) => found.length > 0)).toBe(true);
    return { d, sql: d.prepare("SELECT sql FROM sqlite_master WHERE name = ?").pluck() };
  };

  it("the four-letter prefix migration rebuilds the index with the same answers", () => {
    const { d, sql } = rerunKeepsAnswers("search index: four-letter prefixes", [
      "quie",
      "harb",
      "gent",
      "elen",
      "lisb",
      "ge",
      "vienna",
    ]);
    expect(sql.get("search_index")).toMatch(/prefix = '1 2 3 4'/);
    d.close();
  });

  it("the titles-apart migration rebuilds both indexes with the same answers", () => {
    const { d, sql } = rerunKeepsAnswers(
      "search index: titles apart, eight-letter prefixes",
      ["drama", "romance", "dr", "quiet harb", "elena ber", "ge", "lighthouse"],
      "DROP TABLE search_titles;",
    );
    expect(sql.get("search_index")).toMatch(/prefix = '1 2 3 4 5 6 7 8'/);
    expect(sql.get("search_titles")).toMatch(/prefix = '1 2 3 4 5 6 7 8'/);
    d.close();
  });

  it("breaks ties of relevance by popularity (most seen first)", () => {
    const d = openDb(":memory:");
    seed(d, new Date(0).toISOString());
    const add = d.prepare(`INSERT INTO movies (id, slug, title, user_level, is_free, featured,
      is_compilation, labels_json, subtitles_json, scene_markers_json, price_cents, rating, sold,
      views_recent, views_ever, recommended, featured_order, sort_default)
      VALUES (?, ?, 'Zephyr Quill', 0, 0, 0, 0, '[]', '[]', '[]', 0, 0, 0, 0, ?, 0, 0, 0)`);
    add.run(9001, "zephyr-quill-a", 10);
    add.run(9002, "zephyr-quill-b", 30);
    add.run(9003, "zephyr-quill-c", 20);
    rebuildSearchIndex(d);
    const found = searchRepository(d).search("zephyr qu", 10);
    expect(found.map((r) => r.id)).toEqual([9002, 9003, 9001]);
    d.close();
  });

  it("puts a film named by the words before a more seen film that only credits them", () => {
    const d = openDb(":memory:");
    seed(d, new Date(0).toISOString());
    d.prepare(`INSERT INTO persons (id, slug, type, name, last_name, vip_person, links_json)
      VALUES (9100, 'xylo-harpin', 'directors', 'Xylo', 'Harpin', 0, '[]')`).run();
    const add = d.prepare(`INSERT INTO movies (id, slug, title, user_level, is_free, featured,
      is_compilation, labels_json, subtitles_json, scene_markers_json, price_cents, rating, sold,
      views_recent, views_ever, recommended, featured_order, sort_default, director_id)
      VALUES (?, ?, ?, 0, 0, 0, 0, '[]', '[]', '[]', 0, 0, 0, 0, ?, 0, 0, 0, ?)`);
    add.run(9101, "xylo-harpin-story", "Xylo Harpin Story", 1, null);
    add.run(9102, "quiet-tide-9102", "Quiet Tide Nine", 1_000_000, 9100);
    rebuildSearchIndex(d);
    const found = searchRepository(d)
      .search("xylo harp", 10)
      .map((r) => `${r.model_type} ${r.id}`);
    // The director is named and is the most seen (the credited film's views); the film named
    // "Xylo Harpin Story" comes next, before the far more seen film that only credits him.
    expect(found).toEqual(["Person 9100", "Movie 9101", "Movie 9102"]);
    d.close();
  });

  it("rowids follow popularity, most seen first", () => {
    const popularity = db
      .prepare("SELECT popularity FROM search_docs ORDER BY id")
      .pluck()
      .all() as number[];
    expect(popularity).toEqual([...popularity].sort((a, b) => b - a));
  });

  it("a scaled seed adds generated films and people, indexed and findable", () => {
    const d = openDb(":memory:");
    const count = (table: string) =>
      d.prepare(`SELECT count(*) FROM ${table}`).pluck().get() as number;
    const { scaled } = seed(d, new Date(0).toISOString(), { scale: 500 });
    expect(scaled).toMatchObject({ films: 500, people: 100 });
    expect(count("movies")).toBeGreaterThanOrEqual(620);
    expect(count("persons")).toBe(140);
    expect(count("search_docs")).toBe(expectedDocs(d));
    const last = d
      .prepare("SELECT title FROM movies ORDER BY id DESC LIMIT 1")
      .pluck()
      .get() as string;
    const found = d
      .prepare("SELECT count(*) FROM search_index WHERE search_index MATCH ?")
      .pluck()
      .get(matchExpression(last));
    expect(found).toBeGreaterThan(0);
    d.close();
  });
});
