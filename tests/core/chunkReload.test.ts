import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isChunkLoadError, shouldReloadAfterChunkError } from "../../src/core/chunkReload.ts";
import { CHUNK_RELOAD_MIN_INTERVAL_MS } from "../../src/core/constants.ts";

describe("chunk-load reload (spec 000 §2: at most once per 60 s)", () => {
  it("reloads when it never did", () => {
    fc.assert(
      fc.property(fc.nat(), (now) => {
        expect(shouldReloadAfterChunkError(null, now)).toBe(true);
      }),
    );
  });

  it("reloads again only 60 s after the last reload", () => {
    fc.assert(
      fc.property(
        fc.nat({ max: 2 ** 40 }),
        fc.nat({ max: 10 * CHUNK_RELOAD_MIN_INTERVAL_MS }),
        (last, elapsed) => {
          expect(shouldReloadAfterChunkError(last, last + elapsed)).toBe(
            elapsed >= CHUNK_RELOAD_MIN_INTERVAL_MS,
          );
        },
      ),
    );
  });

  it("never reloads while offline: the part failed for the connection", () => {
    fc.assert(
      fc.property(fc.option(fc.nat({ max: 2 ** 40 })), fc.nat({ max: 2 ** 41 }), (last, now) => {
        expect(shouldReloadAfterChunkError(last, now, false)).toBe(false);
        expect(shouldReloadAfterChunkError(last, now, true)).toBe(
          shouldReloadAfterChunkError(last, now),
        );
      }),
    );
  });

  it("recognises failed dynamic imports only", () => {
    expect(
      isChunkLoadError(new TypeError("Failed to fetch dynamically imported module: /a.js")),
    ).toBe(true);
    expect(isChunkLoadError(new TypeError("Importing a module script failed."))).toBe(true);
    expect(isChunkLoadError(new Error("Not found"))).toBe(false);
    expect(isChunkLoadError(undefined)).toBe(false);
  });
});
