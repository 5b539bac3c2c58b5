import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  errorEvent,
  milestoneEvent,
  type PlayerFacts,
  playerEvent,
  playerVideoData,
  videoKindOf,
} from "../../src/core/playerAnalytics.ts";

const facts: fc.Arbitrary<PlayerFacts> = fc.record({
  videoId: fc.nat(),
  videoName: fc.string(),
  mediaType: fc.constantFrom("movie" as const, "episode" as const),
  videoKind: fc.constantFrom("movie" as const, "trailer" as const, "episode" as const),
  labels: fc.array(fc.string({ minLength: 1 }), { maxLength: 3 }),
  currentTimeS: fc.double({ min: 0, max: 10_000, noNaN: true }),
  durationS: fc.oneof(fc.double({ min: 0, max: 10_000, noNaN: true }), fc.constant(Number.NaN)),
  subtitlesAvailable: fc.boolean(),
  subtitleLanguage: fc.constantFrom(null, "es", "en"),
  quality: fc.constantFrom(null, "240p", "720p"),
  muted: fc.boolean(),
  fullscreen: fc.boolean(),
  bufferingMs: fc.nat(60_000),
  searchTerm: fc.constantFrom(null, "sea"),
  entryType: fc.constantFrom("start" as const, "resume" as const, "scene" as const),
});

const FIELDS = [
  "video_id",
  "video_current_time",
  "video_duration",
  "video_percent",
  "video_name",
  "video_type",
  "video_category",
  "label",
  "subtitles_available",
  "subtitles_enabled",
  "subtitle_language",
  "quality",
  "sound",
  "screen",
  "buffering_time",
  "search_term",
  "video_entry_type",
].sort();

describe("player video data (spec 001 §3)", () => {
  it("carries every field of the spec, with a percent of 0..100 and whole seconds", () => {
    fc.assert(
      fc.property(facts, (f) => {
        const data = playerVideoData(f);
        expect(Object.keys(data).sort()).toEqual(FIELDS);
        expect(data.video_percent).toBeGreaterThanOrEqual(0);
        expect(data.video_percent).toBeLessThanOrEqual(100);
        expect(Number.isInteger(data.video_current_time)).toBe(true);
        expect(Number.isInteger(data.video_duration)).toBe(true);
        expect(data.video_type).toBe(f.mediaType === "movie" ? "movie" : "serie");
        expect(data.sound).toBe(f.muted ? "off" : "on");
        expect(data.subtitles_enabled).toBe(f.subtitleLanguage !== null);
      }),
    );
  });

  it("an example", () => {
    const data = playerVideoData({
      videoId: 7,
      videoName: "Night Sea",
      mediaType: "movie",
      videoKind: "movie",
      labels: ["Original", "4K"],
      currentTimeS: 299.6,
      durationS: 1200,
      subtitlesAvailable: true,
      subtitleLanguage: "fr",
      quality: "720p",
      muted: false,
      fullscreen: true,
      bufferingMs: 0,
      searchTerm: null,
      entryType: "resume",
    });
    expect(data).toMatchObject({
      video_current_time: 300,
      video_percent: 25,
      label: "Original, 4K",
      screen: "fullscreen",
      subtitle_language: "fr",
      search_term: "",
    });
  });
});

describe("player analytics events (spec 001 §4)", () => {
  it("names the event; milestones carry their percent; errors their code and message", () => {
    fc.assert(
      fc.property(facts, fc.integer(), fc.string(), (f, code, message) => {
        expect(playerEvent("video_pause", f).event).toBe("video_pause");
        const complete = milestoneEvent({ event: "video_complete", percent: 90 }, f);
        expect(complete).toMatchObject({ event: "video_complete", video_percent: 90 });
        const error = errorEvent({ code, message }, f);
        expect(error).toMatchObject({
          event: "video_error",
          error_code: code,
          error_message: message,
        });
        expect(error.video_id).toBe(f.videoId);
      }),
    );
  });

  it("video kind: a movie URL of an episode is an episode; bhs-related is its own kind", () => {
    expect(videoKindOf({ kind: "movie", variant: null }, "movie")).toBe("movie");
    expect(videoKindOf({ kind: "movie", variant: null }, "episode")).toBe("episode");
    expect(videoKindOf({ kind: "trailer", variant: null }, "episode")).toBe("trailer");
    expect(videoKindOf({ kind: "bhs", variant: "related" }, "movie")).toBe("bhs-related");
    expect(videoKindOf({ kind: "bhs", variant: null }, "movie")).toBe("bhs");
    expect(videoKindOf({ kind: "chapter", variant: "2" }, "movie")).toBe("chapter");
  });
});
