/** Catalogue calls of spec 001 §7 added by issue 11, on the reference server. */
import { Schema } from "effect";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  BtsFilmList,
  MovieSummaryList,
  MovieSummaryResponse,
  ProductPage,
  SceneMarkerList,
  TagDetailResponse,
  UpcomingProductList,
} from "../../src/core/schema/catalogueExtras.ts";
import { ApiErrorBody, Paginated, Resource } from "../../src/core/schema/common.ts";
import { MovieSummary } from "../../src/core/schema/movie.ts";
import { PersonDetailResponse, PersonInfoResponse } from "../../src/core/schema/people.ts";
import { Person, PersonType } from "../../src/core/schema/person.ts";
import {
  RelatedContentList,
  RelatedContentResponse,
} from "../../src/core/schema/relatedContent.ts";
import { SeriesSummary } from "../../src/core/schema/series.ts";
import { Tag } from "../../src/core/schema/tag.ts";
import { decodes, startTestServer, type TestServer } from "./helpers.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

const get = async (path: string) => {
  const res = await server.api(path);
  expect(res.status, path).toBe(200);
  return res.json();
};

const isPublished = (status: string | null) =>
  status === null || status === "" || status.toLowerCase() === "published";

describe("films", () => {
  it("/movies/most-seen pages films 10 at a time", async () => {
    const page = decodes(Paginated(MovieSummary), await get("/movies/most-seen"));
    expect(page.data).toHaveLength(10);
    expect(page.data.every((m) => m.series_id === null)).toBe(true);
    expect((await server.api("/movies/most-seen?perPage=0")).status).toBe(422);
  });

  it("/movies/most-sold answers page 1 of 10 films, the most sold first; a bad query is 422", async () => {
    const page = decodes(Paginated(MovieSummary), await get("/movies/most-sold?page=1&perPage=10"));
    expect(page.data).toHaveLength(10);
    expect(page.data.every((m) => m.series_id === null)).toBe(true);
    expect((await server.api("/movies/most-sold?perPage=0")).status).toBe(422);
    expect((await server.api("/movies/most-sold?page=x")).status).toBe(422);
  });

  it("/movies/random answers a published film", async () => {
    for (let i = 0; i < 5; i++) {
      const movie = decodes(MovieSummaryResponse, await get("/movies/random")).data;
      expect(isPublished(movie.status)).toBe(true);
      expect(movie.series_id).toBeNull();
    }
  });

  it("/movies/{id}/similar?optimized=1 answers the film's similar films", async () => {
    const similar = decodes(MovieSummaryList, await get("/movies/1/similar?optimized=1")).data;
    expect(similar.length).toBeGreaterThan(0);
    expect(similar.some((m) => m.id === 1)).toBe(false);
    expect((await server.api("/movies/999999/similar")).status).toBe(404);
    expect((await server.api("/movies/1/similar?optimized=maybe")).status).toBe(422);
  });

  it("/movies/bts answers the published films with a behind-the-scenes video; any query is a 422", async () => {
    const films = decodes(BtsFilmList, await get("/movies/bts")).data;
    expect(films.length).toBeGreaterThan(0);
    for (const film of films) {
      const full = (await (await server.api(`/movies/${film.id}`)).json()) as {
        data: { behind_scenes_path: string | null; series_id: number | null };
      };
      expect(full.data.behind_scenes_path).not.toBeNull();
      expect(full.data.series_id).toBeNull();
      expect(film.bts_poster_picture).not.toBeNull();
    }
    expect((await server.api("/movies/bts?page=abc")).status).toBe(422);
  });

  it("/scene-markers/slug/{slug} answers the markers of the film with that slug", async () => {
    const film = (await (await server.api("/movies/1")).json()) as {
      data: { slug: string; scene_markers: unknown[] };
    };
    const markers = decodes(SceneMarkerList, await get(`/scene-markers/slug/${film.data.slug}`));
    expect(markers.data).toEqual(film.data.scene_markers);
    expect((await server.api("/scene-markers/slug/no-such-film")).status).toBe(404);
    expect((await server.api(`/scene-markers/slug/${film.data.slug}?x=1`)).status).toBe(422);
  });
});

describe("series", () => {
  it("sorts by each order of the spec in both directions, defaulting to most seen ever, descending", async () => {
    const first = decodes(Paginated(SeriesSummary), await get("/series?perPage=100"));
    const explicit = decodes(
      Paginated(SeriesSummary),
      await get("/series?perPage=100&sortBy=most_seen_ever&direction=desc"),
    );
    expect(explicit).toEqual(first);
    const byTitle = decodes(
      Paginated(SeriesSummary),
      await get("/series?perPage=100&sortBy=title&direction=asc"),
    ).data.map((s) => s.title.toLowerCase());
    expect(byTitle).toEqual([...byTitle].sort());
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
        const page = decodes(
          Paginated(SeriesSummary),
          await get(`/series?sortBy=${sortBy}&direction=${direction}&perPage=100`),
        );
        expect(page.meta.total).toBe(first.meta.total);
      }
    }
    const bad = await server.api("/series?sortBy=colour");
    expect(bad.status).toBe(422);
  });

  it("filters by tags[]=slug", async () => {
    const all = decodes(Paginated(SeriesSummary), await get("/series?perPage=100"));
    const drama = decodes(Paginated(SeriesSummary), await get("/series?tags[]=drama&perPage=100"));
    expect(drama.meta.total).toBeLessThanOrEqual(all.meta.total);
    for (const s of drama.data) {
      const series = (await get(`/series/${s.slug}`)) as { data: { tags: { slug: string }[] } };
      expect(series.data.tags.map((t) => t.slug)).toContain("drama");
    }
    const none = decodes(Paginated(SeriesSummary), await get("/series?tags[]=no-such-tag"));
    expect(none.meta.total).toBe(0);
  });
});

describe("originals", () => {
  it("lists original films and series; exclude_movies and exclude_series keep one kind", async () => {
    const all = decodes(ProductPage, await get("/originals?perPage=100"));
    const kinds = new Set(all.data.map((p) => p.model_type));
    expect(kinds).toEqual(new Set(["Movie", "Series"]));
    const series = decodes(ProductPage, await get("/originals?exclude_movies=1&perPage=100"));
    const films = decodes(ProductPage, await get("/originals?exclude_series=1&perPage=100"));
    expect(series.data.every((p) => p.model_type === "Series" && p.is_original)).toBe(true);
    expect(films.data.every((p) => p.model_type === "Movie")).toBe(true);
    expect(series.meta.total + films.meta.total).toBe(all.meta.total);
    expect((await server.api("/originals?exclude_movies=1&exclude_series=1")).status).toBe(422);
  });
});

describe("people", () => {
  it("lists every person type", async () => {
    for (const type of PersonType.literals) {
      const page = decodes(Paginated(Person), await get(`/persons/${type}`));
      expect(
        page.data.every((p) => p.type === type),
        type,
      ).toBe(true);
      expect(page.meta.total, type).toBeGreaterThan(0);
    }
  });

  it("a director's page carries their films unless load_movies=0", async () => {
    const director = decodes(Paginated(Person), await get("/persons/directors")).data[0]!;
    const full = decodes(
      PersonDetailResponse,
      await get(`/persons/directors/slug/${director.slug}`),
    ).data;
    expect(full.directed?.length).toBeGreaterThan(0);
    const plain = decodes(
      Resource(Person),
      await get(`/persons/directors/slug/${director.slug}?load_movies=0`),
    ).data;
    expect(plain).toEqual(director);
    const performer = decodes(Paginated(Person), await get("/persons/performers")).data[0]!;
    const withFilms = decodes(
      PersonDetailResponse,
      await get(`/persons/performers/slug/${performer.slug}`),
    ).data;
    expect(withFilms.performed?.length).toBeGreaterThan(0);
  });

  it("/persons/{id} answers the person alone by number; an unknown id is 404, a query 422", async () => {
    const director = decodes(Paginated(Person), await get("/persons/directors")).data[0]!;
    const byId = decodes(Resource(Person), await get(`/persons/${director.id}`)).data;
    expect(byId).toEqual(director);
    expect(byId.type).toBe("directors");
    expect((await server.api("/persons/999999")).status).toBe(404);
    expect((await server.api(`/persons/${director.id}?load_movies=0`)).status).toBe(422);
    // A word is still a person type, not an id.
    expect((await server.api("/persons/performers")).status).toBe(200);
  });

  it("people-info answers birthday, birthplace, awards, years active, gender, hobbies, location", async () => {
    const director = decodes(Paginated(Person), await get("/persons/directors")).data[0]!;
    const info = decodes(
      PersonInfoResponse,
      await get(`/persons/${director.slug}/people-info`),
    ).data;
    expect(info.id).toBe(director.id);
    expect(info.gender).toBe(director.gender);
    expect(info.movies).toBeGreaterThan(0);
    expect(info.years_active).toMatch(/^\d{4}–(present|\d{4})$/);
    expect((await server.api("/persons/nobody-here/people-info")).status).toBe(404);
  });
});

describe("tags", () => {
  it("filters /tags by featured and hidden, and /tags/list by category type", async () => {
    const featured = decodes(Resource(Schema.Array(Tag)), await get("/tags?featured=1")).data;
    expect(featured.length).toBeGreaterThan(0);
    expect(featured.every((t) => t.featured)).toBe(true);
    const visible = decodes(Resource(Schema.Array(Tag)), await get("/tags?hidden=0")).data;
    expect(visible.every((t) => !t.hidden)).toBe(true);
    const collections = decodes(
      Resource(Schema.Array(Tag)),
      await get("/tags/list/collections"),
    ).data;
    expect(collections.every((t) => t.category_type === "collection")).toBe(true);
    const categories = decodes(
      Resource(Schema.Array(Tag)),
      await get("/tags/list/categories"),
    ).data;
    expect(categories.every((t) => t.category_type === "category")).toBe(true);
    expect((await server.api("/tags/list/wizards")).status).toBe(404);
    expect((await server.api("/tags?featured=perhaps")).status).toBe(422);
  });

  it("/tags/{id} answers the tag alone by number; an unknown id is 404, a query 422", async () => {
    const drama = decodes(TagDetailResponse, await get("/tags/slug/drama?load_products=0")).data;
    const byId = decodes(Resource(Tag), await get(`/tags/${drama.id}`)).data;
    expect(byId).toEqual(drama);
    expect((await server.api("/tags/999999")).status).toBe(404);
    expect((await server.api(`/tags/${drama.id}?featured=1`)).status).toBe(422);
  });

  it("a tag carries its films unless load_products=0", async () => {
    const tag = decodes(TagDetailResponse, await get("/tags/slug/drama")).data;
    expect(tag.products?.length).toBeGreaterThan(0);
    const drama = decodes(Paginated(MovieSummary), await get("/movies?tags[]=drama&perPage=100"));
    const ids = new Set(drama.data.map((m) => m.id));
    expect(tag.products?.every((m) => ids.has(m.id))).toBe(true);
    const plain = decodes(TagDetailResponse, await get("/tags/slug/drama?load_products=0")).data;
    expect(plain.products).toBeUndefined();
  });
});

describe("related content", () => {
  it("answers interviews, behind the scenes and chapters with playable video paths", async () => {
    const types = new Set<string>();
    for (let id = 1; id <= 10; id++) {
      const list = decodes(RelatedContentList, await get(`/movies/${id}/related-content`)).data;
      for (const item of list) {
        types.add(item.type);
        expect(item.model_type).toBe("Movie");
        expect(item.model_id).toBe(id);
      }
      const orders = list.map((i) => i.order_column);
      expect(orders).toEqual([...orders].sort((a, b) => a - b));
    }
    expect([...types]).toEqual(
      expect.arrayContaining(["interview", "behind_the_scenes", "chapter"]),
    );
    const one = decodes(RelatedContentResponse, await get("/related-content/1")).data;
    const playlist = await fetch(`${server.url}${one.video_path}`);
    expect(playlist.status).toBe(200);
    expect(await playlist.text()).toContain("#EXTM3U");
  });

  it("answers series' related content, and 404 for unknown owners and items", async () => {
    const list = decodes(RelatedContentList, await get("/series/1/related-content")).data;
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((i) => i.model_type === "Series")).toBe(true);
    expect((await server.api("/movies/999999/related-content")).status).toBe(404);
    expect((await server.api("/series/999999/related-content")).status).toBe(404);
    expect((await server.api("/wizards/1/related-content")).status).toBe(404);
    expect((await server.api("/related-content/999999")).status).toBe(404);
  });
});

describe("products in production and soon", () => {
  it("answers each stage with its own titles", async () => {
    const making = decodes(UpcomingProductList, await get("/products/in-production")).data;
    const soon = decodes(UpcomingProductList, await get("/products/soon")).data;
    expect(making.length).toBeGreaterThan(0);
    expect(soon.length).toBeGreaterThan(0);
    expect(making.every((p) => p.stage === "in-production")).toBe(true);
    expect(soon.every((p) => p.stage === "soon")).toBe(true);
    expect((await fetch(`${server.url}${making[0]!.poster_picture}`)).status).toBe(200);
  });

  it("lists no title whose expected month has passed (issue 26)", async () => {
    const before = server.clock.now;
    const expectedMonths = async () =>
      [
        ...decodes(UpcomingProductList, await get("/products/in-production")).data,
        ...decodes(UpcomingProductList, await get("/products/soon")).data,
      ]
        .map((p) => p.expected_date)
        .filter((d): d is string => d !== null);
    const now = await expectedMonths();
    expect(now.length).toBeGreaterThan(0);
    try {
      // A year on, the titles expected within that year are no longer announced.
      server.clock.now = before + 366 * 86_400_000;
      const later = await expectedMonths();
      expect(later.length).toBeLessThan(now.length);
      const month = new Date(server.clock.now).toISOString().slice(0, 7);
      expect(later.every((d) => d.slice(0, 7) >= month)).toBe(true);
    } finally {
      server.clock.now = before;
    }
  });

  it("unknown or malformed ids never answer 500", async () => {
    for (const path of [
      "/related-content/abc",
      "/movies/abc/similar",
      "/persons/%E0%A4%A/people-info",
      "/originals?page=abc",
      "/banners?type[]=HOME",
    ]) {
      const res = await server.api(path);
      expect(res.status, path).toBeLessThan(500);
      if (res.status === 422) decodes(ApiErrorBody, await res.json());
    }
  });
});
