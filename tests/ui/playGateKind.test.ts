import { describe, expect, it } from "vitest";
import { fullKindOf } from "../../src/ui/playGate.view.ts";

/** A Play button's kind follows the media type rule of spec 001 §3 (core `mediaTypeOfFilm`). */
describe("the kind of a film's full video", () => {
  it("a film of a series is an episode; a film without one is a movie", () => {
    expect(fullKindOf({ model_type: "Movie", series_id: 4 })).toBe("episode");
    expect(fullKindOf({ model_type: "Movie", series_id: null })).toBe("movie");
  });

  it("any model string but Movie is treated as an episode (spec 001 §3)", () => {
    expect(fullKindOf({ model_type: "Episode", series_id: null })).toBe("episode");
  });
});
