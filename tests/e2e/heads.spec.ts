/**
 * Issue 24: every page's head comes from its routes' `head()` (rendered by `<HeadContent />`
 * on the server, kept right after client navigation), and its status from the same route
 * matching that renders it: 301 for the spec's page redirects (spec 000 §2), 404 for no
 * route, no item and a page past the last. The expectations that tested
 * server/pages/resolvePage.ts and server/pages/seo.ts (tests/server/pages.test.ts,
 * tests/server/seo.test.ts), now on the server's render.
 */
import type { APIRequestContext } from "@playwright/test";
import { expect, test } from "./journey.ts";
import { acceptedAgeModal } from "./visitors.ts";

const attribute = (tag: string, name: string) =>
  new RegExp(`\\b${name}="([^"]*)"`).exec(tag)?.[1] ?? null;

/** The head's title, canonical and prev/next links as the server wrote them. */
const headOf = (html: string) => {
  const head = html.slice(0, html.indexOf("</head>"));
  const link = (rel: string) => {
    const tag = new RegExp(`<link rel="${rel}"[^>]*>`).exec(head)?.[0];
    return tag === undefined ? null : attribute(tag, "href");
  };
  return {
    title: /<title>([^<]*)<\/title>/.exec(head)?.[1] ?? null,
    canonical: link("canonical"),
    prev: link("prev"),
    next: link("next"),
  };
};
const metaOf = (html: string, attr: "property" | "name", key: string) => {
  const tag = new RegExp(`<meta ${attr}="${key}"[^>]*>`).exec(
    html.slice(0, html.indexOf("</head>")),
  )?.[0];
  return tag === undefined ? undefined : attribute(tag, "content")?.replaceAll("&amp;", "&");
};
const jsonLdOf = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/g)].map(
    ([, text]) => JSON.parse(text ?? "null") as Record<string, unknown>,
  );

async function page(request: APIRequestContext, path: string) {
  const res = await request.get(path, { maxRedirects: 0 });
  const html = await res.text();
  return { status: res.status(), location: res.headers().location, html, head: headOf(html) };
}

const lastPageOf = async (request: APIRequestContext, path: string) =>
  ((await (await request.get(`/api${path}?perPage=24`)).json()) as { meta: { last_page: number } })
    .meta.last_page;

test("pagination redirects are 301s to the path the rule gives (spec 000 §2)", async ({
  request,
}) => {
  const cases: [string, string][] = [
    ["/movies?page=0", "/movies"],
    ["/movies?page=1", "/movies"],
    ["/movies?page=abc", "/movies"],
    ["/movies?page=", "/movies"],
    ["/movies?page=-1", "/movies"],
    ["/series?order=title&page=1", "/series?order=title"],
    ["/es/cast?page=0", "/es/cast"],
    ["/categories/drama?page=1&dir=asc", "/categories/drama?dir=asc"],
    ["/movies?page=-2", "/movies?page=2"],
    ["/movies?order=title&page=-3&dir=asc", "/movies?order=title&dir=asc&page=3"],
    ["/fr/directors?page=-2", "/fr/directors?page=2"],
    ["/movies?page=2.5", "/movies?page=2"],
  ];
  const pathOf = (href: string) => {
    const url = new URL(href, "http://x");
    return `${url.pathname}${url.search}`;
  };
  for (const [path, location] of cases) {
    const res = await page(request, path);
    expect(res.status, path).toBe(301);
    expect(pathOf(res.location ?? ""), path).toBe(location);
  }
  // `page` means nothing on a film's page.
  const film = await page(request, "/movies/gentle-orchard?page=0");
  expect(film.status).toBe(200);
  expect(film.head.canonical).toMatch(/\/movies\/gentle-orchard$/);
});

test("unknown routes and items are 404 pages, not indexed; pages that exist are 200", async ({
  request,
}) => {
  for (const path of [
    "/no-such-page",
    "/en/movies",
    "/movies/a/b",
    "/constructor",
    "/__proto__",
    "/toString",
  ]) {
    const res = await page(request, path);
    expect(res.status, path).toBe(404);
    expect(res.html, path).toContain('<meta name="cinema-config"');
    expect(res.html, path).toMatch(/<meta name="robots" content="noindex"/);
    expect(res.head.title, path).toBe("This page could not be found · Cinema");
    expect(res.head.canonical, path).toBeNull();
  }
  for (const path of [
    "/movies/no-such-slug",
    "/movies/constructor",
    "/series/no-such-series",
    "/series/999999",
    "/movies/999999",
    "/cast/nobody-at-all",
    "/directors/__proto__",
    "/categories/toString",
    "/categories/hasOwnProperty?page=2",
    "/categories/drama?page=99",
    "/es/movies/no-such-slug",
    "/movies/%E0%A4%A",
  ]) {
    expect((await page(request, path)).status, path).toBe(404);
  }
  for (const path of [
    "/",
    "/index.html",
    "/es",
    "/movies",
    "/pt/movies/gentle-orchard",
    "/series/the-orchard-house",
    "/categories/drama",
    "/legal?tab=cookies",
  ]) {
    expect((await page(request, path)).status, path).toBe(200);
  }
});

test("a page past the last of a list is 404 'Page does not exist'", async ({ request }) => {
  const lists: [string, number][] = [
    ["/movies", await lastPageOf(request, "/movies")],
    ["/series", await lastPageOf(request, "/series")],
    ["/cast", await lastPageOf(request, "/persons/performers")],
    ["/directors", await lastPageOf(request, "/persons/directors")],
    ["/categories", 1],
  ];
  for (const [path, last] of lists) {
    expect(last, path).toBeGreaterThanOrEqual(1);
    if (last > 1) expect((await page(request, `${path}?page=${last}`)).status, path).toBe(200);
    const past = await page(request, `${path}?page=${last + 1}`);
    expect(past.status, path).toBe(404);
    expect(past.head.title, path).toBe("Page does not exist · Cinema");
  }
});

test("list pages are named with their page and link their neighbours", async ({
  request,
  baseURL,
}) => {
  const origin = new URL(baseURL!).origin;
  const last = await lastPageOf(request, "/movies");
  expect(last).toBeGreaterThanOrEqual(3);
  expect((await page(request, "/movies")).head).toEqual({
    title: "Films · Cinema",
    canonical: `${origin}/movies`,
    prev: null,
    next: `${origin}/movies?page=2`,
  });
  expect((await page(request, "/movies?page=2&order=title")).head).toEqual({
    title: "Films, page 2 · Cinema",
    canonical: `${origin}/movies?page=2`,
    prev: `${origin}/movies`,
    next: last > 2 ? `${origin}/movies?page=3` : null,
  });
  expect((await page(request, `/movies?page=${last}`)).head).toEqual({
    title: `Films, page ${last} · Cinema`,
    canonical: `${origin}/movies?page=${last}`,
    prev: last === 2 ? `${origin}/movies` : `${origin}/movies?page=${last - 1}`,
    next: null,
  });
  expect((await page(request, "/series")).head.title).toBe("Series · Cinema");
  expect((await page(request, "/")).head.title).toBe("Cinema · Films and series");
  // Absolute URLs come from the configuration, never from the Host header.
  const evil = await request.get("/movies", { headers: { host: "evil.example" } });
  const html = await evil.text();
  expect(html).not.toContain("evil.example");
  expect(headOf(html).canonical).toBe(`${origin}/movies`);
});

test("a film page's HTML carries its title, JSON-LD Movie, breadcrumbs, Open Graph and Twitter tags", async ({
  request,
  baseURL,
}) => {
  const origin = new URL(baseURL!).origin;
  const film = (
    (await (await request.get("/api/movies/slug/gentle-orchard")).json()) as {
      data: { title: string; synopsis: string; cover_picture: string };
    }
  ).data;
  const { html, head } = await page(request, "/movies/gentle-orchard");
  const url = `${origin}/movies/gentle-orchard`;
  expect(head).toEqual({
    title: "Gentle Orchard · Cinema",
    canonical: url,
    prev: null,
    next: null,
  });
  const [movie, trail] = jsonLdOf(html);
  expect(movie).toMatchObject({ "@context": "https://schema.org", "@type": "Movie", url });
  expect(movie?.name).toBe(film.title);
  expect(trail).toMatchObject({ "@type": "BreadcrumbList" });
  expect(metaOf(html, "property", "og:type")).toBe("video.movie");
  expect(metaOf(html, "property", "og:url")).toBe(url);
  expect(metaOf(html, "property", "og:image")).toBe(`${origin}${film.cover_picture}`);
  expect(metaOf(html, "name", "twitter:card")).toBe("summary_large_image");
  // The synopsis is the description, in place of the site's own (one description only).
  const descriptions = [...html.matchAll(/<meta name="description" content="([^"]*)"/g)];
  expect(descriptions).toHaveLength(1);
  expect(html).not.toContain("Cinema: stream original films and series.");
  expect(
    film.synopsis
      .replace(/\s+/g, " ")
      .startsWith(
        (descriptions[0]?.[1] ?? "")
          .replace(/…$/, "")
          .replaceAll("&#x27;", "'")
          .replaceAll("&quot;", '"')
          .replaceAll("&amp;", "&"),
      ),
  ).toBe(true);
  // A series is a TVSeries, a person a Person; a page that does not exist carries none.
  expect(jsonLdOf((await page(request, "/series/the-orchard-house")).html)[0]).toMatchObject({
    "@type": "TVSeries",
  });
  const person = (
    (await (await request.get("/api/persons/performers?perPage=1")).json()) as {
      data: { slug: string }[];
    }
  ).data[0]?.slug;
  expect(jsonLdOf((await page(request, `/cast/${person}`)).html)[0]).toMatchObject({
    "@type": "Person",
  });
  // A category is a CollectionPage whose ItemList links its films.
  const category = jsonLdOf((await page(request, "/categories/drama")).html)[0] as {
    "@type": string;
    mainEntity: { itemListElement: { url: string }[] };
  };
  expect(category["@type"]).toBe("CollectionPage");
  expect(category.mainEntity.itemListElement.length).toBeGreaterThan(0);
  expect(category.mainEntity.itemListElement[0]?.url).toMatch(
    new RegExp(`^${origin}/movies/[^/]+$`),
  );
  const missing = (await page(request, "/movies/no-such-film-anywhere")).html;
  expect(jsonLdOf(missing)).toEqual([]);
  expect(missing).not.toContain("og:title");
});

test("after client navigation from page 1 to page 2 of /movies, the head is page 2's", async ({
  page: browser,
  context,
  baseURL,
}) => {
  const origin = new URL(baseURL!).origin;
  await acceptedAgeModal(context, baseURL!);
  await browser.goto("/movies/gentle-orchard");
  await expect(
    browser.locator(
      'head script[type="application/ld+json"], #root script[type="application/ld+json"]',
    ),
  ).toHaveCount(2);
  // To the list by a link: the film's head goes with the film.
  await browser.getByRole("banner").getByRole("link", { name: "Films" }).first().click();
  await expect(browser).toHaveURL(/\/movies$/);
  await expect(browser.locator('link[rel="canonical"]')).toHaveAttribute(
    "href",
    `${origin}/movies`,
  );
  await expect(browser.locator('link[rel="next"]')).toHaveAttribute(
    "href",
    `${origin}/movies?page=2`,
  );
  await expect(browser.locator('link[rel="prev"]')).toHaveCount(0);
  await expect(browser.locator('script[type="application/ld+json"]')).toHaveCount(0);
  await expect(browser.locator('meta[property="og:title"]')).toHaveCount(0);
  await browser.getByRole("main").locator('a[href="/movies?page=2"]').first().click();
  await expect(browser).toHaveURL(/\/movies\?page=2$/);
  await expect(browser).toHaveTitle("Films, page 2 · Cinema");
  await expect(browser.locator('link[rel="canonical"]')).toHaveCount(1);
  await expect(browser.locator('link[rel="canonical"]')).toHaveAttribute(
    "href",
    `${origin}/movies?page=2`,
  );
  await expect(browser.locator('link[rel="prev"]')).toHaveAttribute("href", `${origin}/movies`);
  await expect(browser.locator('link[rel="next"]')).toHaveAttribute(
    "href",
    `${origin}/movies?page=3`,
  );
  await expect(browser.locator('meta[name="description"]')).toHaveCount(1);
});
