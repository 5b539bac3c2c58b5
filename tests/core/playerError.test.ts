import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { mayRetryPlayback, withoutAddresses } from "../../src/core/playerError.ts";

const token = fc.stringMatching(/^[A-Za-z0-9_-]{8,40}\.[A-Za-z0-9_-]{8,40}$/);
const words = fc.stringMatching(/^[A-Za-z ,]{0,40}$/);

describe("a player error names no address (issue 25)", () => {
  it("hides VHS's request URL with its signed token, and keeps the sentence", () => {
    expect(
      withoutAddresses(
        "HLS playlist request error at URL: http://127.0.0.1:9501/media/s/eyJhbGci.sig-123/films/13/master.m3u8.",
      ),
    ).toBe("HLS playlist request error at URL: [address hidden].");
    expect(withoutAddresses("Failed at /media/s/abc.def/films/13/240p/index.m3u8?token=x")).toBe(
      "Failed at [address hidden]",
    );
    expect(withoutAddresses("The media could not be loaded.")).toBe(
      "The media could not be loaded.",
    );
  });

  it("no signed address or token survives, wherever it sits in the message (P)", () => {
    fc.assert(
      fc.property(
        words,
        words,
        token,
        fc.constantFrom("https://cinema.test", "http://127.0.0.1:8080", ""),
        fc.constantFrom("master.m3u8", "240p/segment-001.mpegts", "index.m3u8?token=abc"),
        (before, after, grant, origin, file) => {
          const shown = withoutAddresses(
            `${before} ${origin}/media/s/${grant}/films/7/${file} ${after}`,
          );
          expect(shown).not.toContain(grant);
          expect(shown).not.toContain("token=");
          expect(shown).not.toContain("/media/");
          expect(shown).toContain(before.trim());
        },
      ),
    );
  });

  it("text without an address is left as it was (P)", () => {
    fc.assert(
      fc.property(words, (text) => {
        expect(withoutAddresses(text)).toBe(text);
      }),
    );
  });
});

describe("'Try again' after a playback error (issue 25; ours, the spec gives no number)", () => {
  it("is offered for the first three asks and never after", () => {
    fc.assert(
      fc.property(fc.nat({ max: 50 }), (retries) => {
        expect(mayRetryPlayback(retries)).toBe(retries < 3);
      }),
    );
  });
});
