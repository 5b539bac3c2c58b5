/** Generated art and the image request parameters of spec 001 §3. */
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
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
