/** The picture cache of the art route (server/art/raster.ts). */
import { describe, expect, it } from "vitest";
import {
  createPictureCache,
  type PictureRequest,
  withCapitalsSetOut,
} from "../../server/art/raster.ts";

const SQUARE =
  '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><rect width="40" height="40" fill="#c33"/></svg>';

const request = (key: string, draws: string[], svg = SQUARE): PictureRequest => ({
  key,
  svg: () => {
    draws.push(key);
    return svg;
  },
  width: 40,
  height: 40,
  quality: 40,
});

describe("picture cache", () => {
  it("makes a picture once, however often and however concurrently it is asked", async () => {
    const cache = createPictureCache(() => undefined);
    const draws: string[] = [];
    const [a, b] = await Promise.all([
      cache.webp(request("a", draws)),
      cache.webp(request("a", draws)),
    ]);
    const c = await cache.webp(request("a", draws));
    expect(draws).toEqual(["a"]);
    expect(a).not.toBeNull();
    expect(b).toBe(a);
    expect(c).toBe(a);
  });

  it("keeps at most its capacity, dropping the least recently asked", async () => {
    const draws: string[] = [];
    const one = await createPictureCache(() => undefined).webp(request("probe", draws));
    const size = one?.byteLength ?? 0;
    expect(size).toBeGreaterThan(0);
    const cache = createPictureCache(() => undefined, size * 2);
    await cache.webp(request("a", draws));
    await cache.webp(request("b", draws));
    await cache.webp(request("a", draws)); // a is now the most recent
    await cache.webp(request("c", draws)); // drops b
    draws.length = 0;
    await cache.webp(request("a", draws));
    await cache.webp(request("b", draws));
    expect(draws).toEqual(["b"]);
  });

  it("answers null and logs when the art cannot be drawn as a picture", async () => {
    const logged: string[] = [];
    const cache = createPictureCache((message) => logged.push(message));
    expect(await cache.webp(request("bad", [], "<svg this is not svg"))).toBeNull();
    expect(logged).toHaveLength(1);
  });
});

describe("capitals set out for the rasteriser", () => {
  it("writes the capitals of text styled uppercase, keeping tags, references and other text", () => {
    const svg =
      '<svg><text x="1" style="text-transform:uppercase"><tspan x="1">Caf&amp;é &#39;noir&#39;</tspan>' +
      '<tspan y="2">b</tspan></text><text x="2">Keep me</text></svg>';
    expect(withCapitalsSetOut(svg)).toBe(
      '<svg><text x="1" style="text-transform:uppercase"><tspan x="1">CAF&amp;É &#39;NOIR&#39;</tspan>' +
        '<tspan y="2">B</tspan></text><text x="2">Keep me</text></svg>',
    );
  });
});
