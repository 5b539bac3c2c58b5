/**
 * The site adapter and the catalogue adapter's issue 11 calls against the real reference
 * server: over the wire, decoded by the core schemas.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCatalogueApi } from "../../src/adapters/http/catalogueApi.ts";
import { createHttpClient } from "../../src/adapters/http/client.ts";
import { createSiteApi } from "../../src/adapters/http/siteApi.ts";
import { visibleSlides } from "../../src/core/banners.ts";
import { catalogueListState, catalogueQuery } from "../../src/core/catalogueSort.ts";
import { landingButtonTarget } from "../../src/core/landing.ts";
import type { CatalogueApi, SiteApi } from "../../src/core/ports.ts";
import { visibleCountdown } from "../../src/core/promos.ts";
import { login, startTestServer, type TestServer } from "../server/helpers.ts";

let server: TestServer;
let token: string | null = null;
let site: SiteApi;
let catalogue: CatalogueApi;
beforeAll(async () => {
  server = await startTestServer();
  const http = createHttpClient({
    apiBase: `${server.url}/api`,
    clientId: "cinema-web",
    clientSecret: "cinema-web-public-secret",
    locale: () => "en",
    location: () => ({ country: null, usState: null }),
    retryDelayMs: () => 0,
  });
  site = createSiteApi(http, () => token);
  catalogue = createCatalogueApi(http, () => token);
});
afterAll(async () => {
  await server.stop();
});

describe("site adapter: layout", () => {
  it("reads promo bars, countdowns, the CTA banner, small banners and logos", async () => {
    expect((await site.promoBars()).length).toBeGreaterThan(0);
    const countdowns = await site.countdowns();
    expect(countdowns.length).toBeGreaterThan(0);
    const first = countdowns[0]!;
    expect(
      visibleCountdown(
        countdowns,
        { device: first.device === "MOBILE" ? "MOBILE" : "DESKTOP", position: first.position },
        server.clock.now,
      ),
    ).not.toBeNull();
    expect((await site.ctaBanner())?.link).toBe("/sign-up");
    expect((await site.smallBanners()).length).toBeGreaterThan(0);
    expect((await site.logos()).some((l) => l.kind === "card")).toBe(true);
  });

  it("countdowns follow the bearer: a premium member sees none meant for guests", async () => {
    token = await login(server, "premium@cinema.test");
    try {
      const forPremium = await site.countdowns();
      expect(forPremium.every((c) => c.access_level === "all" || c.access_level === "member")).toBe(
        true,
      );
    } finally {
      token = null;
    }
  });

  it("reads a banner by type; the core drops the slides lacking an image pair", async () => {
    const home = await site.banner("HOME");
    expect(home?.type).toBe("HOME");
    const shown = visibleSlides(home?.slides ?? []);
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.length).toBeLessThan(home?.slides.length ?? 0);
    expect(await site.banner("CONFESSIONS")).toBeNull();
  });
});

describe("site adapter: editorial", () => {
  it("reads a landing; its buttons lead to a link or to sign-up with its plan group", async () => {
    const landing = await site.landing("spring-offer");
    const targets = landing.items.flatMap((item) => landingButtonTarget(item, landing) ?? []);
    expect(targets).toContainEqual({ kind: "sign-up", href: "/sign-up/spring" });
    expect(targets).toContainEqual({ kind: "link", href: "/movies" });
    await expect(site.landing("nope")).rejects.toMatchObject({ _tag: "ApiError", status: 404 });
  });

  it("searches the help centre and reads an answer", async () => {
    const all = await site.help();
    const found = await site.help("  refund ");
    expect(found.answers.length).toBeGreaterThan(0);
    expect(found.answers.length).toBeLessThan(all.answers.length);
    const answer = await site.helpAnswer(found.answers[0]!.slug);
    expect(answer.paragraphs.length).toBeGreaterThan(0);
    await expect(site.help("x")).rejects.toMatchObject({ status: 422 });
  });

  it("sends a contact message; a bad one rejects with 422 and its field errors", async () => {
    const id = await site.sendContactMessage({
      name: "Bruno",
      email: "bruno@example.com",
      subject: "playback",
      message: "The trailer stops after ten seconds.",
    });
    expect(id).toBeGreaterThan(0);
    await expect(
      site.sendContactMessage({ name: "", email: "no", subject: "other", message: "hi" }),
    ).rejects.toMatchObject({ _tag: "ApiError", status: 422 });
  });

  it("reads live TV categories and a category's schedule", async () => {
    const categories = await site.liveTvCategories();
    const schedule = await site.liveTvNextMovies(categories[0]!.tag_id);
    expect(schedule.data.length).toBeGreaterThan(0);
    expect(Date.parse(schedule.server_time)).toBe(server.clock.now);
    expect((await site.liveTvNextMovies()).data.length).toBeGreaterThan(0);
  });

  it("reads the seduce-boost items, decoded", async () => {
    const items = await site.seduceBoostItems();
    expect(items.map((item) => item.slug)).toEqual([
      "slow-burn",
      "after-midnight",
      "heart-to-heart",
    ]);
    expect(items.every((item) => Number.isInteger(item.tag_id))).toBe(true);
    const item = await site.seduceBoost("slow-burn");
    expect(item.title).toBe("Slow Burn");
    expect(item.movies.length).toBeGreaterThan(0);
    await expect(site.seduceBoost("no-such-item")).rejects.toMatchObject({ status: 404 });
  });
});

describe("catalogue adapter: issue 11 calls", () => {
  it("pages films and series with the URL's sort and tag filters", async () => {
    const state = catalogueListState({ order: "title", dir: "asc", tags: "drama" });
    const films = await catalogue.movies(catalogueQuery(state, 1));
    const titles = films.data.map((m) => m.title.toLowerCase());
    expect(titles).toEqual([...titles].sort());
    const series = await catalogue.series(catalogueQuery(state, 1));
    expect(series.meta.total).toBeGreaterThan(0);
    const seriesTitles = series.data.map((s) => s.title.toLowerCase());
    expect(seriesTitles).toEqual([...seriesTitles].sort());
  });

  it("reads a person's page and info, tags with flags, a tag's page", async () => {
    const director = (await catalogue.persons("directors", { perPage: 1 })).data[0]!;
    const page = await catalogue.personPage("directors", director.slug);
    expect(page.directed?.length).toBeGreaterThan(0);
    expect((await catalogue.personInfo(director.slug)).id).toBe(director.id);
    expect((await catalogue.tags({ featured: true })).every((t) => t.featured)).toBe(true);
    expect(
      (await catalogue.tagList("collections")).every((t) => t.category_type === "collection"),
    ).toBe(true);
    expect((await catalogue.tagPage("drama")).products?.length).toBeGreaterThan(0);
    expect((await catalogue.tagBySlug("drama")).slug).toBe("drama");
  });

  it("reads most seen, similar and random films, originals, related content, upcoming titles", async () => {
    expect((await catalogue.mostSeenMovies({})).data).toHaveLength(10);
    expect((await catalogue.mostSoldMovies({ page: 1, perPage: 10 })).data).toHaveLength(10);
    expect((await catalogue.similarMovies(1)).length).toBeGreaterThan(0);
    const series = await catalogue.originals({ exclude: "movies", perPage: 50 });
    expect(series.data.every((p) => p.model_type === "Series")).toBe(true);
    const related = await catalogue.relatedContent("movies", 1);
    expect(related.length).toBeGreaterThan(0);
    expect(await catalogue.relatedContentItem(related[0]!.id)).toEqual(related[0]);
    expect((await catalogue.upcoming("soon")).every((p) => p.stage === "soon")).toBe(true);
    expect((await catalogue.upcoming("in-production")).length).toBeGreaterThan(0);
  });
});
