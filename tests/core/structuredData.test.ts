import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  breadcrumbJsonLd,
  isoDuration,
  jsonLdText,
  metaDescription,
  movieJsonLd,
  previewTags,
} from "../../src/core/structuredData.ts";

describe("a page's meta description", () => {
  it("is the text with spaces collapsed, at most 160 characters, cut at a word with an ellipsis (P)", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 400 }), (text) => {
        const description = metaDescription(text);
        const plain = text.replace(/\s+/g, " ").trim();
        if (plain === "") {
          expect(description).toBeNull();
          return;
        }
        expect([...(description ?? "")].length).toBeLessThanOrEqual(160);
        if ([...plain].length <= 160) expect(description).toBe(plain);
        else {
          expect(description?.endsWith("…")).toBe(true);
          expect(plain.startsWith(description?.slice(0, -1) ?? "")).toBe(true);
        }
      }),
    );
    expect(metaDescription(null)).toBeNull();
  });
});

describe("JSON-LD", () => {
  it("as a script's text never closes the script and reads back as the data (P)", () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (name, description) => {
        const data = { "@type": "Movie", name, description };
        const text = jsonLdText(data);
        expect(text).not.toMatch(/[<>&\u2028\u2029]/);
        expect(JSON.parse(text)).toEqual(data);
      }),
    );
  });

  it("a film is a schema.org Movie with its director, cast, length and trailer", () => {
    const data = movieJsonLd({
      title: "The Long Road",
      url: "https://cinema.example/movies/the-long-road",
      description: "Two strangers cross a country.",
      image: "https://cinema.example/media/art/cover/the-long-road.svg",
      releaseDate: "2024-05-01",
      minutes: 88,
      director: { name: "Ines Vidal", url: "https://cinema.example/directors/ines-vidal" },
      performers: [{ name: "Ana Lopez", url: "https://cinema.example/cast/ana-lopez" }],
      genres: ["Road Movies"],
      trailerUrl: "https://cinema.example/film/the-long-road/watch/trailer/7",
    });
    expect(data).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Movie",
      name: "The Long Road",
      duration: "PT1H28M",
      director: { "@type": "Person", name: "Ines Vidal" },
      actor: [{ "@type": "Person", name: "Ana Lopez" }],
      trailer: { "@type": "VideoObject", uploadDate: "2024-05-01" },
    });
  });

  it("a length in minutes is an ISO 8601 duration (P)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000 }), (minutes) => {
        const match = /^PT(?:(\d+)H)?(?:(\d+)M)?$/.exec(isoDuration(minutes) ?? "");
        expect(match).not.toBeNull();
        expect(Number(match?.[1] ?? 0) * 60 + Number(match?.[2] ?? 0)).toBe(minutes);
      }),
    );
    expect(isoDuration(null)).toBeNull();
    expect(isoDuration(0)).toBeNull();
  });

  it("a trail is a BreadcrumbList numbered from 1", () => {
    expect(
      breadcrumbJsonLd([
        { name: "movies", url: "https://cinema.example/movies" },
        { name: "the long road", url: "https://cinema.example/movies/the-long-road" },
      ]).itemListElement,
    ).toEqual([
      { "@type": "ListItem", position: 1, name: "movies", item: "https://cinema.example/movies" },
      {
        "@type": "ListItem",
        position: 2,
        name: "the long road",
        item: "https://cinema.example/movies/the-long-road",
      },
    ]);
  });
});

describe("link previews", () => {
  it("carry Open Graph and Twitter tags; a large card exactly when there is a picture (P)", () => {
    fc.assert(
      fc.property(fc.option(fc.webUrl()), fc.option(fc.string()), (image, description) => {
        const tags = previewTags({
          title: "A film",
          description,
          image,
          url: "https://cinema.example/movies/a-film",
          type: "video.movie",
        });
        const value = (key: string) => tags.find((t) => t.key === key)?.content;
        expect(value("og:title")).toBe("A film");
        expect(value("og:image")).toBe(image ?? undefined);
        expect(value("twitter:image")).toBe(image ?? undefined);
        expect(value("twitter:card")).toBe(image === null ? "summary" : "summary_large_image");
        expect(
          tags.filter((t) => t.key.startsWith("og:")).every((t) => t.attribute === "property"),
        ).toBe(true);
        expect(
          tags.filter((t) => t.key.startsWith("twitter:")).every((t) => t.attribute === "name"),
        ).toBe(true);
      }),
    );
  });
});
