import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { filmCardPath } from "../../src/core/filmLinks.ts";

const statusArb = fc.oneof(
  fc.constant(null),
  fc.constantFrom("", "published", "Published", "PUBLISHED", "Upcoming Release", "draft"),
  fc.string({ maxLength: 12 }),
);
const slugArb = fc.stringMatching(/^[a-z0-9]+(-[a-z0-9]+)*$/);

describe("a film card's link", () => {
  it("leads a published film (empty, null or 'published' in any case) to /movies/{slug}", () => {
    fc.assert(
      fc.property(slugArb, statusArb, (slug, status) => {
        const published = status === null || status === "" || status.toLowerCase() === "published";
        expect(filmCardPath({ slug, status })).toBe(published ? `/movies/${slug}` : null);
      }),
    );
  });

  it("never links an unpublished film", () => {
    expect(filmCardPath({ slug: "night-sea", status: "Upcoming Release" })).toBeNull();
    expect(filmCardPath({ slug: "night-sea", status: "draft" })).toBeNull();
    expect(filmCardPath({ slug: "night-sea", status: "PUBLISHED" })).toBe("/movies/night-sea");
  });
});
