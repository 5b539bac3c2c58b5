import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { escapeHtml } from "../../server/http/html.ts";
import { leadMarkup, withLead } from "../../server/pages/bootShell.ts";
import { LIST_LEAD_CARDS } from "../../server/pages/content.ts";
import { filmCardPath } from "../../src/core/filmLinks.ts";
import { artSources } from "../../src/core/images.ts";
import { startTestServer, type TestServer } from "./helpers.ts";

/** The boot shell as index.html carries it (see /index.html). */
const INDEX = `<!doctype html><html><head><meta name="cinema-config" content="{}">
<title>Cinema · Films and series</title></head><body>
<div id="root">
  <div class="boot-header"><span class="boot-logo"><b>▶</b>Cinema</span></div>
</div></body></html>`;

const root = join(import.meta.dirname, "../..");
const read = (path: string) => readFileSync(join(root, path), "utf8");

describe("the page's lead cover in the boot shell", () => {
  it("preloads the cover and draws it after the boot header, escaped", () => {
    const html = withLead(INDEX, {
      kind: "home",
      title: 'Night <"Train">',
      image: "/media/art/movie/cover/a.svg?x=1&y=2",
    });
    expect(html).toContain(
      '<link rel="preload" as="image" href="/media/art/movie/cover/a.svg?x=1&amp;y=2" fetchpriority="high"></head>',
    );
    expect(html).toMatch(/<div class="boot-header">[\s\S]*?<\/div><main class="app-main">/);
    expect(html).toContain("<h1>Night &lt;&quot;Train&quot;&gt;</h1>");
    expect(html).not.toContain('<"Train">');
  });

  it("preloads nothing for an inline cover", () => {
    const html = withLead(INDEX, {
      kind: "film",
      title: "t",
      image: "data:image/svg+xml,%3Csvg%3E",
    });
    expect(html).not.toContain("preload");
    expect(html).toContain('<img src="data:image/svg+xml,%3Csvg%3E"');
  });

  it("asks a list's first row of posters (a phone's two) first, the rest as usual", () => {
    const list = leadMarkup({
      kind: "list",
      title: "Films",
      cards: ["a", "b", "c", "d"].map((slug) => ({
        title: slug,
        image: `/media/art/movie/poster/${slug}.svg`,
        href: `/movies/${slug}`,
      })),
    });
    const posters = [...list.matchAll(/<img [^>]*>/g)].map(([img]) => img);
    expect(posters).toHaveLength(4);
    expect(posters.map((img) => img.includes('fetchpriority="high"'))).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });

  it("leaves a page without a lead, or a shell it does not know, as it is", () => {
    expect(withLead(INDEX, undefined)).toBe(INDEX);
    const other = '<html><head></head><body><div id="root"></div></body></html>';
    expect(withLead(other, { kind: "film", title: "x", image: "/x.svg" })).toBe(other);
  });

  it("uses the app's own classes, so React's first render replaces it in place", () => {
    const css = read("src/ui/styles/global.css");
    const home = leadMarkup({ kind: "home", title: "t", image: "/i.svg" });
    const film = leadMarkup({ kind: "film", title: "t", image: "/i.svg" });
    const series = leadMarkup({ kind: "series", title: "t", image: "/i.svg" });
    const person = leadMarkup({ kind: "person", title: "t", image: "/i.svg" });
    expect(series).toBe(film);
    const list = leadMarkup({
      kind: "list",
      title: "Films",
      cards: [
        { title: "t", image: "/i.svg", href: "/movies/t" },
        { title: "u", image: "/i.svg", href: null },
      ],
    });
    for (const markup of [home, film, person, list]) {
      for (const [, name] of markup.matchAll(/class="([\w-]+)"/g)) {
        expect(css, `.${name} in global.css`).toMatch(new RegExp(`\\.${name}\\b`));
      }
    }
    for (const name of ["hero", "hero__media", "hero__image", "hero__shade", "hero__content"]) {
      expect(read("src/ui/pages/Home.tsx")).toContain(`"${name}"`);
    }
    expect(read("src/ui/pages/MovieDetail.tsx")).toContain('"detail-cover"');
    expect(read("src/ui/pages/SeriesDetail.tsx")).toContain('"detail-cover"');
    const personPage = read("src/ui/pages/people/PersonPage.tsx");
    for (const name of [
      "container person-page",
      "person-page__head",
      "person-page__portrait",
      "page-title",
    ]) {
      expect(personPage).toContain(`"${name}"`);
    }
    expect(read("index.html")).toMatch(/<div id="root">\s*<div class="boot-header">/);
  });
});

describe("pages served with their lead cover", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
    const dist = join(server.dir, "dist");
    mkdirSync(dist, { recursive: true });
    writeFileSync(join(dist, "index.html"), INDEX);
  });
  afterAll(() => server.stop());

  const html = async (path: string) => (await fetch(`${server.url}${path}`)).text();

  /** The server's own art comes inline, drawn as `/media/art/...` draws it. */
  const inlined = async (url: string) =>
    escapeHtml(
      `data:image/svg+xml,${encodeURIComponent(await (await fetch(`${server.url}${url}`)).text())}`,
    );

  it("the home page leads with the featured film's cover, inline (no request before the paint)", async () => {
    const featured = (await (await server.api("/movies/featured?count=1")).json()) as {
      data: { title: string; cover_picture: string }[];
    };
    const film = featured.data[0]!;
    const page = await html("/");
    expect(page).toContain(`<img class="hero__image" src="${await inlined(film.cover_picture)}"`);
    expect(page).not.toContain('rel="preload"');
  });

  it("a film page leads with its cover; an unknown film with nothing", async () => {
    const list = (await (await server.api("/movies?perPage=1")).json()) as {
      data: { slug: string; cover_picture: string }[];
    };
    const film = list.data[0]!;
    expect(await html(`/movies/${film.slug}`)).toContain(
      `<div class="detail-cover"><img src="${await inlined(film.cover_picture)}"`,
    );
    expect(await html("/movies/no-such-film")).not.toContain('rel="preload"');
    expect(await html("/series")).not.toContain('rel="preload"');
  });

  it("a series page leads with its cover; a person's page with the square portrait and name", async () => {
    const series = (await (await server.api("/series?perPage=1")).json()) as {
      data: { slug: string; pictures: { cover: string | null; series_detail: string | null } }[];
    };
    const first = series.data[0]!;
    const cover = first.pictures.cover ?? first.pictures.series_detail;
    expect(cover).not.toBeNull();
    expect(await html(`/series/${first.slug}`)).toContain(
      `<div class="detail-cover"><img src="${await inlined(cover!)}"`,
    );
    const people = (await (await server.api("/persons/performers?perPage=1")).json()) as {
      data: { slug: string; name: string; last_name: string | null; poster_image: string }[];
    };
    const person = people.data[0]!;
    const page = await html(`/cast/${person.slug}`);
    const square = await inlined(`${person.poster_image}?ar=1:1`);
    expect(page).toContain(`<img class="person-page__portrait" src="${square}"`);
    expect(page).toContain(
      `<h1 class="page-title">${escapeHtml(`${person.name} ${person.last_name ?? ""}`.trim())}</h1>`,
    );
    expect(await html("/cast/no-such-person")).not.toContain("person-page__head");
  });

  it("a list page leads with its title and first posters, at the sources the app's cards use", async () => {
    const films = (await (await server.api(`/movies?perPage=${LIST_LEAD_CARDS}`)).json()) as {
      data: { title: string; poster_picture: string }[];
    };
    const page = await html("/movies");
    const shell =
      /<main class="app-main"><section class="container">[\s\S]*?<\/section><\/main>/.exec(
        page,
      )?.[0] ?? "";
    expect(shell).toContain('<h1 class="page-title">Films</h1>');
    const titles = [...shell.matchAll(/<p class="card__title">([^<]*)<\/p>/g)].map((m) => m[1]);
    expect(titles).toEqual(films.data.map((film) => escapeHtml(film.title)));
    const first = films.data[0]!.poster_picture;
    // What the app's <Art slot="poster"> asks on a phone (quality 30) and elsewhere (40).
    expect(shell).toContain(`srcset="${escapeHtml(artSources(first, "poster", 30).srcSet)}"`);
    expect(shell).toContain(`srcset="${escapeHtml(artSources(first, "poster", 40).srcSet)}"`);
    expect(shell).toContain('media="(max-width: 767px)"');
    // Another page, order or filter of the list draws its own cards: no lead.
    for (const path of ["/movies?page=2", "/movies?order=title", "/movies?tags=drama"]) {
      expect(await html(path), path).not.toContain('<section class="container">');
    }
    expect(await html("/series")).toContain('<h1 class="page-title">Series</h1>');
  });

  it("a list's lead cards are links to what the app's cards open, in the page's locale", async () => {
    const films = (await (await server.api(`/movies?perPage=${LIST_LEAD_CARDS}`)).json()) as {
      data: { slug: string; status: string | null }[];
    };
    const hrefs = (page: string) =>
      [...page.matchAll(/<a class="card" href="([^"]*)">/g)].map((m) => m[1]);
    const expected = films.data.flatMap((film) => {
      const path = filmCardPath(film);
      return path === null ? [] : [path];
    });
    expect(expected.length).toBeGreaterThan(0);
    expect(hrefs(await html("/movies"))).toEqual(expected);
    expect(hrefs(await html("/es/movies"))).toEqual(expected.map((path) => `/es${path}`));
    const series = (await (await server.api(`/series?perPage=${LIST_LEAD_CARDS}`)).json()) as {
      data: { slug: string }[];
    };
    expect(hrefs(await html("/series"))).toEqual(series.data.map((s) => `/series/${s.slug}`));
  });
});
