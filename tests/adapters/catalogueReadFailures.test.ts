/**
 * Spec 001 §7: "Failed catalogue reads are rethrown as a generic Error". Every catalogue read
 * a page makes (film, series, person, rows, categories, search, lists) rejects, whatever went
 * wrong (a 5xx, the API unreachable, an answer that does not decode), with the app's one
 * error shape (an ApiError: status 500 and the catalogue's text for it), which the pages draw
 * as their error state; never with a raw Error or a half-decoded value.
 */
import { describe, expect, it } from "vitest";
import { createCatalogueApi } from "../../src/adapters/http/catalogueApi.ts";
import { createHttpClient } from "../../src/adapters/http/client.ts";
import { createSearchApi } from "../../src/adapters/http/searchApi.ts";
import { createSiteApi } from "../../src/adapters/http/siteApi.ts";
import { isApiError } from "../../src/core/apiError.ts";

type Failure = "5xx" | "unreachable" | "undecodable" | "not JSON";

/** A client whose every answer fails the same way. */
const failingHttp = (failure: Failure) =>
  createHttpClient({
    apiBase: "http://api.test",
    clientId: "cid",
    clientSecret: "csecret",
    locale: () => "en",
    location: () => ({ country: null, usState: null }),
    retryDelayMs: () => 0,
    fetch: (async () => {
      if (failure === "unreachable") throw new TypeError("fetch failed");
      if (failure === "5xx") return new Response('{"message":"boom"}', { status: 503 });
      if (failure === "not JSON") return new Response("<html>gateway</html>", { status: 200 });
      return new Response(JSON.stringify({ data: { unexpected: true }, meta: "x" }), {
        status: 200,
      });
    }) as typeof fetch,
  });

const catalogueReads = (failure: Failure) => {
  const catalogue = createCatalogueApi(failingHttp(failure), () => null);
  const site = createSiteApi(failingHttp(failure), () => null);
  const search = createSearchApi(failingHttp(failure), () => null);
  return {
    // Film and series pages.
    "film by id": () => catalogue.movie(7),
    "film by slug": () => catalogue.movieBySlug("gentle-orchard"),
    "series by id": () => catalogue.seriesById(3),
    "series by slug": () => catalogue.seriesBySlug("coastal-stories"),
    "similar films": () => catalogue.similarMovies(7),
    "scene markers": () => catalogue.sceneMarkersBySlug("gentle-orchard"),
    "related content": () => catalogue.relatedContent("movies", 7),
    "related content item": () => catalogue.relatedContentItem(9),
    // People.
    "person page": () => catalogue.personPage("directors", "ada"),
    "person by id": () => catalogue.personById(4),
    "person info": () => catalogue.personInfo("ada"),
    "people list": () => catalogue.persons("directors", { page: 1 }),
    // Rows and banners.
    "featured films": () => catalogue.featuredMovies(5),
    "most seen (top 10)": () => catalogue.mostSeenMovies({ page: 1, perPage: 10 }),
    "most sold": () => catalogue.mostSoldMovies({ page: 1, perPage: 10 }),
    "behind the scenes": () => catalogue.btsMovies(),
    originals: () => catalogue.originals({ page: 1, perPage: 10 }),
    upcoming: () => catalogue.upcoming("in-production"),
    banner: () => site.banner("LATEST RELEASES"),
    "call-to-action banner": () => site.ctaBanner(),
    "small banners": () => site.smallBanners(),
    // Categories.
    "featured tags": () => catalogue.tags({ featured: true, hidden: false }),
    "categories list": () => catalogue.tagList("categories"),
    "category page": () => catalogue.tagPage("drama"),
    "tag by slug": () => catalogue.tagBySlug("drama"),
    "tag by id": () => catalogue.tagById(2),
    // Search.
    search: () => search.search("orchard"),
    "search labels": () => catalogue.searchLabels(),
    // Lists.
    "films list": () => catalogue.movies({ page: 2 }),
    "series list": () => catalogue.series({ page: 2 }),
  } satisfies Record<string, () => Promise<unknown>>;
};

describe("a failed catalogue read reaches the page as the app's error (spec 001 §7)", () => {
  const failures: readonly Failure[] = ["5xx", "unreachable", "undecodable", "not JSON"];
  for (const name of Object.keys(catalogueReads("5xx"))) {
    it.each(failures)(
      `${name}: %s rejects with an ApiError, status 500, the generic text`,
      async (failure) => {
        const read = catalogueReads(failure)[name as keyof ReturnType<typeof catalogueReads>];
        const error = await read().then(
          () => null,
          (reason: unknown) => reason,
        );
        expect(isApiError(error), String(error)).toBe(true);
        expect(error).toMatchObject({
          status: failure === "5xx" ? 503 : 500,
          message: expect.any(String),
        });
      },
    );
  }
});
