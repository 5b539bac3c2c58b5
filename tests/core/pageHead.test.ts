import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { categoryHead } from "../../src/core/contentHead.ts";
import { pageHead, pageUrl } from "../../src/core/pageHead.ts";

const ORIGIN = "https://cinema.example";
const linksOf = (head: ReturnType<typeof pageHead>) =>
  Object.fromEntries(head.links.map((link) => [link.rel, link.href]));
const titleOf = (head: ReturnType<typeof pageHead>) =>
  head.meta.find((entry): entry is { title: string } => "title" in entry)?.title;

describe("every page's head (issue 24)", () => {
  it("links a list page to itself and its neighbours within 1..last (P)", () => {
    fc.assert(
      fc.property(
        fc.constantFrom("/movies", "/series", "/cast", "/es/directors", "/categories/drama"),
        fc.integer({ min: 1, max: 60 }),
        fc.integer({ min: 1, max: 60 }),
        (path, a, b) => {
          const [page, last] = a <= b ? [a, b] : [b, a];
          const links = linksOf(
            pageHead({ origin: ORIGIN, path, page, lastPage: last, missing: null }),
          );
          expect(links.canonical).toBe(
            page === 1 ? `${ORIGIN}${path}` : `${ORIGIN}${path}?page=${page}`,
          );
          if (page === 1) expect(links.prev).toBeUndefined();
          else
            expect(links.prev).toBe(
              page === 2 ? `${ORIGIN}${path}` : `${ORIGIN}${path}?page=${page - 1}`,
            );
          if (page === last) expect(links.next).toBeUndefined();
          else expect(links.next).toBe(`${ORIGIN}${path}?page=${page + 1}`);
        },
      ),
    );
  });

  it("names list pages with their page, and a film page's canonical has no page (P)", () => {
    const head = pageHead({ origin: ORIGIN, path: "/movies", page: 3, lastPage: 9, missing: null });
    expect(titleOf(head)).toBe("Films, page 3 · Cinema");
    expect(
      titleOf(pageHead({ origin: ORIGIN, path: "/", page: 1, lastPage: null, missing: null })),
    ).toBe("Cinema · Films and series");
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 50 }), (page) => {
        const film = pageHead({
          origin: ORIGIN,
          path: "/de/movies/the-quiet-harbour/",
          page,
          lastPage: null,
          missing: null,
        });
        expect(film.links).toEqual([
          { rel: "canonical", href: `${ORIGIN}/de/movies/the-quiet-harbour` },
        ]);
      }),
    );
  });

  it("a viewer's own list, which the server cannot count, has no next link", () => {
    const links = linksOf(
      pageHead({ origin: ORIGIN, path: "/my-space", page: 4, lastPage: null, missing: null }),
    );
    expect(links).toEqual({
      canonical: `${ORIGIN}/my-space?page=4`,
      prev: `${ORIGIN}/my-space?page=3`,
    });
  });

  it("a page that does not exist is titled so, not indexed, and has no canonical", () => {
    const route = pageHead({
      origin: ORIGIN,
      path: "/nowhere",
      page: 1,
      lastPage: null,
      missing: "route",
    });
    expect(titleOf(route)).toBe("This page could not be found · Cinema");
    expect(route.meta).toContainEqual({ name: "robots", content: "noindex" });
    expect(route.links).toEqual([]);
    const past = pageHead({
      origin: ORIGIN,
      path: "/movies",
      page: 99,
      lastPage: null,
      missing: "page",
    });
    expect(titleOf(past)).toBe("Page does not exist · Cinema");
  });

  it("absolute URLs keep the origin and drop a trailing slash (P)", () => {
    fc.assert(
      fc.property(fc.webSegment(), (segment) => {
        expect(pageUrl(ORIGIN, `/movies/${segment}/`)).toBe(
          segment === "" ? `${ORIGIN}/movies/` : `${ORIGIN}/movies/${segment}`,
        );
      }),
    );
  });

  it("a category is a CollectionPage listing its published films in order, at its page (P)", () => {
    const film = fc.record({
      title: fc.string({ minLength: 1, maxLength: 20 }),
      slug: fc.stringMatching(/^[a-z][a-z0-9-]{0,15}$/),
      status: fc.constantFrom("Published", "Draft", null),
    });
    fc.assert(
      fc.property(
        fc.array(film, { maxLength: 30 }),
        fc.integer({ min: 1, max: 9 }),
        (films, page) => {
          const head = categoryHead(
            { origin: ORIGIN, path: "/categories/drama", page },
            { title: "Drama", description: "Films that hurt." },
            films,
          );
          const collection = head.jsonLd[0] as {
            "@type": string;
            url: string;
            mainEntity: { itemListElement: { position: number; url: string; name: string }[] };
          };
          expect(collection["@type"]).toBe("CollectionPage");
          expect(collection.url).toBe(pageUrl(ORIGIN, "/categories/drama", page));
          // No status is published (core `isPublished`); a draft has no page.
          const published = films.filter((f) => f.status !== "Draft");
          expect(collection.mainEntity.itemListElement).toEqual(
            published.map((f, i) => ({
              "@type": "ListItem",
              position: i + 1,
              name: f.title,
              url: `${ORIGIN}/movies/${f.slug}`,
            })),
          );
          expect(titleOf(head)).toBe(page > 1 ? `Drama, page ${page} · Cinema` : "Drama · Cinema");
        },
      ),
    );
  });
});
