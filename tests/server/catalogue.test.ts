import { Schema } from "effect";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiErrorBody, Paginated, Resource } from "../../src/core/schema/common.ts";
import { Movie, MovieSummary } from "../../src/core/schema/movie.ts";
import { PlansResponse } from "../../src/core/schema/payment.ts";
import { Person } from "../../src/core/schema/person.ts";
import { Series } from "../../src/core/schema/series.ts";
import { Tag } from "../../src/core/schema/tag.ts";
import { decodes, startTestServer, type TestServer } from "./helpers.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

const page = async (query: string) => {
  const res = await server.api(`/movies${query}`);
  expect(res.status).toBe(200);
  return decodes(Paginated(MovieSummary), await res.json());
};

describe("GET /movies", () => {
  it("defaults to page 1, 10 per page, most seen ever, descending", async () => {
    const first = await page("");
    expect(first.data).toHaveLength(10);
    expect(first.meta.current_page).toBe(1);
    expect(first.meta.last_page).toBe(Math.ceil(first.meta.total / 10));
    const explicit = await page("?page=1&perPage=10&sortBy=most_seen_ever&direction=desc");
    expect(explicit).toEqual(first);
    expect(first.data.every((m) => m.series_id === null)).toBe(true);
  });

  it("treats page 0 as page 1 and a negative page as its absolute value", async () => {
    expect(await page("?page=0")).toEqual(await page("?page=1"));
    expect(await page("?page=-2")).toEqual(await page("?page=2"));
  });

  it("answers 404 'Page does not exist' above the last page", async () => {
    const { meta } = await page("?perPage=50");
    expect((await page(`?perPage=50&page=${meta.last_page}`)).data.length).toBeGreaterThan(0);
    const res = await server.api(`/movies?perPage=50&page=${meta.last_page + 1}`);
    expect(res.status).toBe(404);
    expect(decodes(ApiErrorBody, await res.json()).message).toBe("Page does not exist");
  });

  it("sorts by each order of the spec in both directions", async () => {
    const asc = await page("?sortBy=title&direction=asc&perPage=20");
    const titles = asc.data.map((m) => m.title.toLowerCase());
    expect(titles).toEqual([...titles].sort());
    for (const sortBy of [
      "default",
      "featured",
      "price",
      "ratings",
      "sold",
      "most_seen",
      "recommended",
      "length",
    ]) {
      for (const direction of ["asc", "desc"]) {
        expect((await page(`?sortBy=${sortBy}&direction=${direction}`)).data).toHaveLength(10);
      }
    }
    const bad = await server.api("/movies?sortBy=nonsense&direction=sideways");
    expect(bad.status).toBe(422);
    expect(Object.keys(decodes(ApiErrorBody, await bad.json()).errors ?? {})).toEqual([
      "sortBy",
      "direction",
    ]);
  });

  it("filters with key[]=value", async () => {
    const free = await page("?is_free[]=1&perPage=100");
    expect(free.meta.total).toBeGreaterThan(0);
    expect(free.data.every((m) => m.is_free)).toBe(true);
    const levels = await page("?user_level[]=1&user_level[]=2&perPage=100");
    expect(levels.data.every((m) => m.user_level !== 0)).toBe(true);
    const drama = await page("?tags[]=drama&perPage=100");
    expect(drama.meta.total).toBeGreaterThan(0);
    for (const summary of drama.data.slice(0, 5)) {
      const movie = decodes(
        Resource(Movie),
        await (await server.api(`/movies/${summary.id}`)).json(),
      ).data;
      expect(movie.tags.map((t) => t.slug)).toContain("drama");
    }
    expect((await page("?tags[]=no-such-tag")).meta).toEqual({
      current_page: 1,
      last_page: 1,
      total: 0,
    });
    const unknown = await server.api("/movies?colour[]=red");
    expect(unknown.status).toBe(422);
  });

  it("answers featured films, 5 by default", async () => {
    const res = await server.api("/movies/featured");
    const featured = decodes(Resource(Schema.Array(MovieSummary)), await res.json()).data;
    expect(featured).toHaveLength(5);
    const three = decodes(
      Resource(Schema.Array(MovieSummary)),
      await (await server.api("/movies/featured?count=3")).json(),
    );
    expect(three.data).toHaveLength(3);
    expect((await server.api("/movies/featured?count=abc")).status).toBe(422);
    expect((await server.api("/movies/featured?count=0")).status).toBe(422);
  });

  it("finds a movie by numeric id and by slug, 404 otherwise", async () => {
    const byId = decodes(Resource(Movie), await (await server.api("/movies/1")).json()).data;
    const bySlug = decodes(
      Resource(Movie),
      await (await server.api(`/movies/slug/${byId.slug}`)).json(),
    ).data;
    expect(bySlug).toEqual(byId);
    expect((await server.api("/movies/99999")).status).toBe(404);
    expect((await server.api("/movies/abc")).status).toBe(404);
    expect((await server.api("/movies/slug/no-such-film")).status).toBe(404);
    expect((await server.api("/movies/slug/%3Cscript%3E")).status).toBe(404);
    expect((await server.api("/movies/123456789012345678901234")).status).toBe(404);
  });

  it("serves episodes as movies too", async () => {
    const series = decodes(Resource(Series), await (await server.api("/series/1")).json()).data;
    const episode = series.episodes[0]!;
    const movie = decodes(
      Resource(Movie),
      await (await server.api(`/movies/${episode.movie.id}`)).json(),
    ).data;
    expect(movie.series_id).toBe(1);
    // Only a free episode has an open stream: its signed one comes from /movies/{id}/play.
    expect(movie.streaming_links.ahls).toBe(
      movie.user_level === 2 || movie.is_free ? `/media/films/${movie.id}/master.m3u8` : null,
    );
  });
});

describe("series, people, tags, plans", () => {
  it("finds series by id, by slug, and by a slug in the id position", async () => {
    const byId = decodes(Resource(Series), await (await server.api("/series/2")).json()).data;
    const bySlug = decodes(
      Resource(Series),
      await (await server.api(`/series/slug/${byId.slug}`)).json(),
    ).data;
    const byValue = decodes(
      Resource(Series),
      await (await server.api(`/series/${byId.slug}`)).json(),
    ).data;
    expect(bySlug).toEqual(byId);
    expect(byValue).toEqual(byId);
    expect((await server.api("/series/999")).status).toBe(404);
    expect((await server.api("/series?page=2")).status).toBe(404);
  });

  it("pages people of a type and finds one by slug", async () => {
    const list = decodes(
      Paginated(Person),
      await (await server.api("/persons/performers?perPage=5")).json(),
    );
    expect(list.data).toHaveLength(5);
    expect(list.meta.last_page).toBe(Math.ceil(list.meta.total / 5));
    const first = list.data[0]!;
    const one = decodes(
      Resource(Person),
      await (await server.api(`/persons/performers/slug/${first.slug}?load_movies=0`)).json(),
    );
    expect(one.data).toEqual(first);
    expect((await server.api(`/persons/directors/slug/${first.slug}`)).status).toBe(404);
    expect((await server.api("/persons/wizards")).status).toBe(404);
  });

  it("lists tags and finds one by slug", async () => {
    const tags = decodes(
      Resource(Schema.Array(Tag)),
      await (await server.api("/tags")).json(),
    ).data;
    const tag = decodes(
      Resource(Tag),
      await (await server.api(`/tags/slug/${tags[0]!.slug}?load_products=0`)).json(),
    ).data;
    expect(tag).toEqual(tags[0]);
    expect((await server.api("/tags/slug/nope")).status).toBe(404);
  });

  it("lists plan groups in the visitor's currency (GBP from GB)", async () => {
    const groups = decodes(
      PlansResponse,
      await (await server.api("/plans", { headers: { "x-el-country": "GB" } })).json(),
    ).data;
    expect(groups).toHaveLength(1);
    const currencies = new Set(groups[0]!.plans.map((p) => p.price.currency));
    expect(currencies).toEqual(new Set(["GBP"]));
    const promo = decodes(
      PlansResponse,
      await (await server.api("/plans?promo_url=spring")).json(),
    );
    expect(promo.data[0]!.promo_url).toBe("spring");
  });

  it("answers health", async () => {
    expect(await (await server.api("/health")).json()).toEqual({ status: "ok" });
  });
});
