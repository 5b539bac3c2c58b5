import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "./helpers.ts";

const PUBLIC_URL = "https://cinema.example";
/** A built index.html as the build writes it, with the site's own description. */
const INDEX = `<!doctype html><html lang="en"><head><meta charset="UTF-8" />
<meta
  name="description"
  content="Cinema: stream original films and series."
/>
<meta name="cinema-config" content="{}" />
<title>Cinema · Films and series</title>
</head><body><div id="root"></div></body></html>`;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ publicUrl: PUBLIC_URL });
  const dist = join(server.dir, "dist");
  mkdirSync(join(dist, "assets"), { recursive: true });
  writeFileSync(join(dist, "index.html"), INDEX);
});
afterAll(() => server.stop());

const page = async (path: string) => (await fetch(`${server.url}${path}`)).text();
const jsonLdOf = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map(
    ([, text]) => JSON.parse(text ?? "null") as Record<string, unknown>,
  );
const metaOf = (html: string, attribute: string, key: string) =>
  new RegExp(`<meta ${attribute}="${key}" content="([^"]*)">`).exec(html)?.[1];

type Film = { slug: string; title: string; synopsis: string | null; cover_picture: string | null };

describe("a film page's HTML", () => {
  it("carries its JSON-LD Movie and breadcrumb trail, Open Graph and Twitter tags", async () => {
    const list = (await (await server.api("/movies?perPage=24")).json()) as {
      data: { slug: string }[];
    };
    const slugs = list.data.map((f) => f.slug);
    let film: Film | null = null;
    for (const slug of slugs) {
      const found = (await (await server.api(`/movies/slug/${slug}`)).json()) as { data: Film };
      if (found.data.synopsis && found.data.cover_picture) {
        film = found.data;
        break;
      }
    }
    if (film === null) throw new Error("the seed has no film with a synopsis and a cover");
    const html = await page(`/movies/${film.slug}`);
    const url = `https://cinema.example/movies/${film.slug}`;
    const [movie, trail] = jsonLdOf(html);
    expect(movie).toMatchObject({ "@context": "https://schema.org", "@type": "Movie", url });
    expect(movie?.name).toBe(film.title);
    expect(trail).toMatchObject({ "@type": "BreadcrumbList" });
    expect(metaOf(html, "property", "og:type")).toBe("video.movie");
    expect(metaOf(html, "property", "og:url")).toBe(url);
    expect(metaOf(html, "property", "og:image")).toBe(
      `https://cinema.example${film.cover_picture}`,
    );
    expect(metaOf(html, "name", "twitter:card")).toBe("summary_large_image");
    // The synopsis is the description, in place of the site's own (one description only).
    const descriptions = [...html.matchAll(/<meta name="description" content="([^"]*)">/g)];
    expect(descriptions).toHaveLength(1);
    expect(html).not.toContain("Cinema: stream original films and series.");
    expect(
      film.synopsis
        ?.replace(/\s+/g, " ")
        .startsWith(
          (descriptions[0]?.[1] ?? "")
            .replace(/…$/, "")
            .replaceAll("&#39;", "'")
            .replaceAll("&quot;", '"')
            .replaceAll("&amp;", "&"),
        ),
    ).toBe(true);
  });

  it("a series is a TVSeries, a person a Person", async () => {
    const series = (await (await server.api("/series?perPage=1")).json()) as {
      data: { slug: string }[];
    };
    const seriesHtml = await page(`/series/${series.data[0]?.slug}`);
    expect(jsonLdOf(seriesHtml)[0]).toMatchObject({ "@type": "TVSeries" });
    const people = (await (await server.api("/persons/performers?perPage=1")).json()) as {
      data: { slug: string }[];
    };
    const personHtml = await page(`/cast/${people.data[0]?.slug}`);
    expect(jsonLdOf(personHtml)[0]).toMatchObject({ "@type": "Person" });
  });

  it("a page that does not exist carries none", async () => {
    const html = await page("/movies/no-such-film-anywhere");
    expect(jsonLdOf(html)).toEqual([]);
    expect(html).not.toContain("og:title");
  });
});
