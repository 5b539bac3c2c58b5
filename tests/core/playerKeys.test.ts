import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { COVER_KEYS, keyIntent, PLAYER_KEYS } from "../../src/core/playerKeys.ts";

describe("the player's keys (spec 001 §9; issue 25)", () => {
  it("space and k play or pause, j and l are the 10 s quick seek, arrows 5 s and volume", () => {
    expect(keyIntent(" ")).toEqual({ kind: "togglePlay" });
    expect(keyIntent("k")).toEqual({ kind: "togglePlay" });
    expect(keyIntent("j")).toEqual({ kind: "quickSeek", direction: "back" });
    expect(keyIntent("l")).toEqual({ kind: "quickSeek", direction: "forward" });
    expect(keyIntent("ArrowLeft")).toEqual({ kind: "seekBy", seconds: -5 });
    expect(keyIntent("ArrowRight")).toEqual({ kind: "seekBy", seconds: 5 });
    expect(keyIntent("ArrowUp")).toEqual({ kind: "volumeBy", step: 0.1 });
    expect(keyIntent("ArrowDown")).toEqual({ kind: "volumeBy", step: -0.1 });
    expect(keyIntent("f")).toEqual({ kind: "toggleFullscreen" });
    expect(keyIntent("m")).toEqual({ kind: "toggleMute" });
    expect(keyIntent("c")).toEqual({ kind: "toggleCaptions" });
    expect(COVER_KEYS).toEqual([" ", "k"]);
  });

  it("any other key is not the player's (P)", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 12 }), (key) => {
        expect(keyIntent(key) === null).toBe(!PLAYER_KEYS.includes(key));
      }),
    );
    expect(keyIntent("toString")).toBeNull();
    expect(keyIntent("K")).toBeNull();
  });
});
