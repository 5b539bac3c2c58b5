/**
 * Generated art and the image request parameters of spec 001 §3.
 * @vitest-environment jsdom
 */
import { get } from "node:http";
import Database from "better-sqlite3";
import fc from "fast-check";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BACKDROPS, drawArt } from "../../server/art/draw.ts";
import { type MOODS, moodOfCategory } from "../../server/art/palette.ts";
import { ART_VARIANTS, type ArtVariant } from "../../server/mediaPaths.ts";
import { artSvg, wantsPicture } from "../../server/routes/art.ts";
import { targetSize } from "../../server/routes/imageParams.ts";
import { imageUrl } from "../../src/core/images.ts";
import { startTestServer, type TestServer } from "./helpers.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

const POSTER = "/media/art/movie/poster/the-quiet-harbour.svg";

const svgSize = (svg: string) => {
  const match = /<svg[^>]* width="(\d+)" height="(\d+)" viewBox="0 0 (\d+) (\d+)"/.exec(svg);
  return match
    ? {
        width: Number(match[1]),
        height: Number(match[2]),
        vw: Number(match[3]),
        vh: Number(match[4]),
      }
    : null;
};

describe("art with image parameters", () => {
  it("draws at the natural size without parameters", async () => {
    const res = await fetch(`${server.url}${POSTER}`);
    expect(res.status).toBe(200);
    expect(svgSize(await res.text())).toEqual({ width: 400, height: 600, vw: 400, vh: 600 });
  });

  it("honours width and keeps the natural ratio; ar changes the ratio", async () => {
    const narrow = svgSize(await (await fetch(`${server.url}${POSTER}?width=200`)).text());
    expect(narrow).toEqual({ width: 200, height: 300, vw: 200, vh: 300 });
    const square = svgSize(
      await (await fetch(`${server.url}${imageUrl(POSTER, { width: 320, ar: "1:1" })}`)).text(),
    );
    expect(square).toEqual({ width: 320, height: 320, vw: 320, vh: 320 });
  });

  it("accepts every URL the client's imageUrl builds", async () => {
    const url = imageUrl(POSTER, {
      ar: "16:9",
      fit: "crop",
      crop: ["faces", "edges"],
      auto: ["format", "compress"],
      width: 790,
      q: 30,
    });
    const res = await fetch(`${server.url}${url}`);
    expect(res.status).toBe(200);
    expect(svgSize(await res.text())).toMatchObject({ width: 790, height: 444 });
  });

  it("refuses malformed parameters with 422, never 500", async () => {
    for (const query of [
      "width=0",
      "width=99999",
      "width=abc",
      "ar=wide",
      "fit=stretch",
      "crop=middle",
      "auto=magic",
      "q=200",
    ]) {
      const res = await fetch(`${server.url}${POSTER}?${query}`);
      expect(res.status, query).toBe(422);
    }
  });

  it("art of every new kind exists for seeded slugs and 404s for others", async () => {
    for (const path of [
      "/media/art/logo/icon/logo-visa.svg",
      "/media/art/banner/banner/cta-first-film.svg",
      "/media/art/landing/cover/spring-offer-1.svg",
      "/media/art/related/poster/related-1.svg",
      "/media/art/live/cover/live-drama-around-the-clock.svg",
    ]) {
      expect((await fetch(`${server.url}${path}`)).status, path).toBe(200);
    }
    expect((await fetch(`${server.url}/media/art/logo/icon/constructor.svg`)).status).toBe(404);
    expect((await fetch(`${server.url}/media/art/wizard/icon/logo-visa.svg`)).status).toBe(404);
  });
});

describe("art as a picture (auto=format)", () => {
  const WEBP = "image/avif,image/webp,image/apng,image/*,*/*;q=0.8";
  const picture = async (query: string, accept = WEBP) => {
    const res = await fetch(`${server.url}${POSTER}?${query}`, { headers: { Accept: accept } });
    return { res, bytes: Buffer.from(await res.arrayBuffer()) };
  };

  it("answers a browser that takes WebP with a WebP of the size asked", async () => {
    const { res, bytes } = await picture("auto=format&width=300&q=40");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/webp");
    expect(res.headers.get("vary")).toContain("Accept");
    expect(bytes.subarray(0, 4).toString("latin1")).toBe("RIFF");
    expect(bytes.subarray(8, 12).toString("latin1")).toBe("WEBP");
    const meta = await sharp(bytes).metadata();
    expect({ width: meta.width, height: meta.height }).toEqual({ width: 300, height: 450 });
  });

  it("honours the quality: q=10 is smaller than q=90", async () => {
    const low = await picture("auto=format&width=400&q=10");
    const high = await picture("auto=format&width=400&q=90");
    expect(low.bytes.length).toBeLessThan(high.bytes.length);
  });

  it("answers SVG without auto=format, or to a client that does not name WebP", async () => {
    for (const [query, accept] of [
      ["width=300", WEBP],
      ["auto=compress&width=300", WEBP],
      ["auto=format&width=300", "*/*"],
      ["auto=format&width=300", "image/png,image/webpx"],
    ] as const) {
      const { res } = await picture(query, accept);
      expect(res.headers.get("content-type"), `${query} ${accept}`).toBe("image/svg+xml");
    }
  });
});

describe("wantsPicture", () => {
  it("is true exactly when auto names format and Accept names image/webp", () => {
    fc.assert(
      fc.property(
        fc.subarray(["format", "compress", "enhance"]),
        fc.subarray(["image/webp", "image/png", "*/*", "image/webpx"]),
        (auto, accept) => {
          expect(wantsPicture(auto.join(","), accept.join(", "))).toBe(
            auto.includes("format") && accept.includes("image/webp"),
          );
        },
      ),
    );
  });
});

describe("targetSize", () => {
  it("width (times dpr) sets the width, ar or the natural ratio the height; max never enlarges", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 10, max: 2000 }),
        fc.integer({ min: 10, max: 2000 }),
        fc.integer({ min: 1, max: 2000 }),
        fc.constantFrom(undefined, "16:9", "1:1", "2:3"),
        fc.constantFrom(undefined, "crop" as const, "max" as const),
        (w, h, width, ar, fit) => {
          const size = targetSize({ width: w, height: h }, { width, ar, fit });
          const expectedWidth = fit === "max" ? Math.min(width, w) : width;
          expect(size.width).toBe(expectedWidth);
          const ratio = ar ? Number(ar.split(":")[0]) / Number(ar.split(":")[1]) : w / h;
          expect(Math.abs(size.height - expectedWidth / ratio)).toBeLessThanOrEqual(1);
        },
      ),
    );
  });
});

/**
 * GET `path` on a connection of its own: these tests draw long and synchronously, and a
 * kept-alive connection the server closed meanwhile would fail the next request.
 */
function getText(path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    get(`${server.url}${path}`, { agent: false }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => {
        body += chunk;
      });
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
    }).on("error", reject);
  });
}

const VARIANTS = Object.keys(ART_VARIANTS) as ArtVariant[];
const parser = new DOMParser();

/** The SVG parsed as XML; fails the test when it is not well-formed. */
function parseSvg(svg: string): Element {
  const doc = parser.parseFromString(svg, "image/svg+xml");
  expect(doc.getElementsByTagName("parsererror").length, svg).toBe(0);
  return doc.documentElement;
}

const sceneOf = (svg: string) => /data-scene="([a-z-]+)"/.exec(svg)?.[1];
/** The text the picture shows (its `<text>` elements), not its accessible name. */
const drawnText = (svg: string) =>
  Array.from(parseSvg(svg).getElementsByTagName("text"))
    .map((t) => t.textContent ?? "")
    .join(" ");

/** The scene each mood draws (server/art/draw.ts): categories choose among these. */
const SCENE_OF_MOOD: Record<(typeof MOODS)[number], string> = {
  romance: "coast",
  coastal: "coast",
  noir: "night-street",
  drama: "interior",
  period: "interior",
  comedy: "hills",
  road: "road",
  documentary: "skyline",
  light: "light",
};

const poster = (slug: string, categories: string[], title = "The Quiet Harbour") =>
  drawArt({
    variant: "poster",
    slug,
    title,
    size: { width: 400, height: 600 },
    subject: "title",
    categories,
  });

describe("designed art", () => {
  it("is deterministic: the same slug, variant and size give the same SVG", async () => {
    for (const variant of VARIANTS) {
      expect(artSvg(variant, "night-ledger", "Night Ledger")).toBe(
        artSvg(variant, "night-ledger", "Night Ledger"),
      );
    }
    const first = (await getText(`${POSTER}?width=300`)).body;
    const again = (await getText(`${POSTER}?width=300`)).body;
    expect(again).toBe(first);
  });

  it("draws two films of one category differently, each in that category's scene", () => {
    for (const category of ["Romance", "Thriller", "Drama", "Comedy", "Documentary", "Noir"]) {
      const a = poster("first-film", [category]);
      const b = poster("second-film", [category]);
      expect(a, category).not.toBe(b);
      expect(sceneOf(a)).toBe(sceneOf(b));
    }
  });

  it("chooses the scene from the categories", () => {
    const slug = "one-slug";
    expect(sceneOf(poster(slug, ["Romance"]))).toBe("coast");
    expect(sceneOf(poster(slug, ["Thriller"]))).toBe("night-street");
    expect(sceneOf(poster(slug, ["Noir"]))).toBe("night-street");
    expect(sceneOf(poster(slug, ["Drama"]))).toBe("interior");
    expect(sceneOf(poster(slug, ["Comedy"]))).toBe("hills");
    expect(sceneOf(poster(slug, ["Documentary"]))).toBe("skyline");
    expect(sceneOf(poster(slug, ["Road Movies"]))).toBe("road");
    expect(sceneOf(poster(slug, []))).toBe("light");
    expect(sceneOf(poster(slug, ["Something else"]))).toBe("light");
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 30 }),
        fc.subarray(["Romance", "Thriller", "Drama", "Comedy", "Documentary", "Period Pieces"]),
        (s, categories) => {
          const moods = categories.map((c) => moodOfCategory(c) ?? "light");
          const allowed = moods.length ? moods.map((m) => SCENE_OF_MOOD[m]) : ["light"];
          expect(allowed).toContain(sceneOf(poster(s, categories)));
        },
      ),
      { numRuns: 60 },
    );
  });

  it("serves each seeded film and series in a scene of its own categories", async () => {
    const db = new Database(server.dbPath, { readonly: true });
    const rows = db
      .prepare(
        `SELECT 'movie' AS kind, m.slug, group_concat(t.title, '|') AS tags FROM movies m
           JOIN movie_tags mt ON mt.movie_id = m.id JOIN tags t ON t.id = mt.tag_id
           WHERE t.hidden = 0 AND m.series_id IS NULL GROUP BY m.id
         UNION ALL
         SELECT 'series', s.slug, group_concat(t.title, '|') FROM series s
           JOIN series_tags st ON st.series_id = s.id JOIN tags t ON t.id = st.tag_id
           WHERE t.hidden = 0 GROUP BY s.id LIMIT 40`,
      )
      .all() as { kind: string; slug: string; tags: string }[];
    db.close();
    expect(rows.length).toBeGreaterThan(10);
    const scenes = new Set<string>();
    for (const row of rows) {
      const svg = (await getText(`/media/art/${row.kind}/poster/${row.slug}.svg`)).body;
      const allowed = row.tags.split("|").map((t) => SCENE_OF_MOOD[moodOfCategory(t) ?? "light"]);
      const scene = sceneOf(svg) ?? "";
      expect(allowed, `${row.kind} ${row.slug}`).toContain(scene);
      scenes.add(scene);
    }
    // The catalogue is not one picture: its categories give several scenes.
    expect(scenes.size).toBeGreaterThanOrEqual(4);
  });

  it("draws a film's chapters and interviews in a scene of the film's categories", async () => {
    const db = new Database(server.dbPath, { readonly: true });
    const rows = db
      .prepare(
        `SELECT r.slug, group_concat(t.title, '|') AS tags FROM related_content r
           JOIN movie_tags mt ON r.model_type = 'Movie' AND mt.movie_id = r.model_id
           JOIN tags t ON t.id = mt.tag_id WHERE t.hidden = 0 GROUP BY r.id LIMIT 20`,
      )
      .all() as { slug: string; tags: string }[];
    db.close();
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      const svg = (await getText(`/media/art/related/poster/${row.slug}.svg`)).body;
      const allowed = row.tags.split("|").map((t) => SCENE_OF_MOOD[moodOfCategory(t) ?? "light"]);
      expect(allowed, row.slug).toContain(sceneOf(svg));
    }
  });

  it("honours every variant's natural size, and width and ar", () => {
    for (const variant of VARIANTS) {
      const [width, height] = ART_VARIANTS[variant];
      expect(svgSize(artSvg(variant, "s", "T")), variant).toEqual({
        width,
        height,
        vw: width,
        vh: height,
      });
      const asked = targetSize({ width, height }, { width: 333, ar: "4:5" });
      expect(svgSize(artSvg(variant, "s", "T", asked)), variant).toEqual({
        width: 333,
        height: 416,
        vw: 333,
        vh: 416,
      });
    }
  });

  it("escapes titles: any title stays well-formed XML and reads back as itself", () => {
    const title = `Fish & Chips <script>alert("x")</script> 'n' "Quotes" ]]> &amp;`;
    for (const variant of ["poster", "icon", "title", "cover"] as const) {
      const root = parseSvg(artSvg(variant, "fish-and-chips", title));
      expect(root.getAttribute("aria-label")).toBe(title);
      expect(root.getAttribute("role")).toBe("img");
      expect(root.getElementsByTagName("script").length).toBe(0);
    }
    expect(drawnText(artSvg("poster", "fish-and-chips", title))).toContain("<script>");
    fc.assert(
      fc.property(fc.string({ unit: "binary", maxLength: 60 }), (text) => {
        const root = parseSvg(artSvg("poster", "any", text));
        expect(root.getAttribute("role")).toBe("img");
      }),
      { numRuns: 150 },
    );
  });

  it("draws no text on backdrops; posters carry the title", () => {
    const title = "Winter Rooms";
    for (const variant of BACKDROPS) {
      for (const kind of ["movie", "series", "person", "tag", "banner"] as const) {
        const svg = artSvg(variant, "winter-rooms", title, null, { kind, categories: ["Drama"] });
        expect(svg, `${kind} ${variant}`).not.toContain("<text");
        expect(parseSvg(svg).getAttribute("aria-label")).toBe(title);
      }
    }
    const onPoster = artSvg("poster", "winter-rooms", title, null, {
      kind: "movie",
      categories: ["Drama"],
    });
    expect(drawnText(onPoster)).toContain("Winter");
    expect(drawnText(onPoster)).toContain("Rooms");
    // Drama sets its title in capitals, by style: the text keeps the title's own case.
    expect(onPoster).toContain("text-transform:uppercase");
  });

  it("draws people as a portrait bust with initials, not a scene", () => {
    const svg = artSvg("photo", "ada-lovelace", "Ada Lovelace", null, {
      kind: "person",
      categories: [],
    });
    expect(sceneOf(svg)).toBe("portrait");
    expect(drawnText(svg)).toBe("AL");
    // No scene: none of the old art's pale circles, no skyline, sea or hills.
    expect(svg).not.toContain('fill="#fff"');
    expect(svg).not.toMatch(/<(pattern|use)\b/);
    expect((svg.match(/<circle/g) ?? []).length).toBeLessThanOrEqual(2);
    expect(svg).toContain("<ellipse");
    const cover = artSvg("cover", "ada-lovelace", "Ada Lovelace", null, {
      kind: "person",
      categories: [],
    });
    expect(sceneOf(cover)).toBe("portrait");
    expect(cover).not.toContain("<text");
  });

  it("draws category art in the category's scene", async () => {
    for (const [slug, scene] of [
      ["thriller", "night-street"],
      ["comedy", "hills"],
      ["romance", "coast"],
      ["documentary", "skyline"],
    ]) {
      const svg = (await getText(`/media/art/tag/banner/${slug}.svg`)).body;
      expect(sceneOf(svg), slug).toBe(scene);
    }
  });

  it("keeps every variant of every kind under 4 KB, even at the largest width", async () => {
    // As the route serves the seeded art (first: the drawing below runs long and synchronously).
    for (const path of [
      "movie/poster/the-quiet-harbour",
      `person/photo/${firstSlug("persons")}`,
      `series/poster/${firstSlug("series")}`,
      "tag/banner/thriller",
      "banner/banner/cta-first-film",
      "logo/icon/logo-visa",
    ]) {
      const { status, body } = await getText(`/media/art/${path}.svg?width=4742`);
      expect(status, path).toBe(200);
      parseSvg(body);
      expect(new TextEncoder().encode(body).length, path).toBeLessThan(4096);
    }
    // Every kind, variant and mood, at the natural size and the largest width.
    const kinds = ["movie", "series", "person", "tag", "banner", "related", "logo"] as const;
    const title = "The Lighthouse Keepers of the Northern Harbour";
    for (const kind of kinds)
      for (const categories of [["Thriller", "Noir"], ["Documentary"], ["Drama"], ["Romance"], []])
        for (let i = 0; i < 6; i++)
          for (const variant of VARIANTS) {
            const [width, height] = ART_VARIANTS[variant];
            for (const size of [null, targetSize({ width, height }, { width: 4742 })]) {
              const svg = artSvg(variant, `slug-${i}`, title, size, { kind, categories });
              const label = `${kind} ${variant} ${categories} ${size?.width}`;
              expect(new TextEncoder().encode(svg).length, label).toBeLessThan(4096);
            }
          }
  });
});

function firstSlug(table: "persons" | "series"): string {
  const db = new Database(server.dbPath, { readonly: true });
  const row = db.prepare(`SELECT slug FROM ${table} ORDER BY id LIMIT 1`).get() as {
    slug: string;
  };
  db.close();
  return row.slug;
}
