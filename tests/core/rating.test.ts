import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  commentLike,
  likedCommentIds,
  ratingCall,
  ratingOf,
  withoutRating,
  withRating,
} from "../../src/core/rating.ts";
import type { RatedItem } from "../../src/core/schema/library.ts";

const model = fc.constantFrom("Movie" as const, "Series" as const);
const stars = fc.integer({ min: 1, max: 5 });
const rated: fc.Arbitrary<RatedItem[]> = fc.uniqueArray(
  fc.record({ model_type: model, model_id: fc.integer({ min: 1, max: 30 }), rating: stars }),
  { selector: (r) => `${r.model_type}:${r.model_id}` },
);

describe("rating create or update (spec 000 §4, 001 §4)", () => {
  it("creates when the viewer has no rating of the item, updates otherwise (P)", () => {
    fc.assert(
      fc.property(rated, model, fc.integer({ min: 1, max: 30 }), (items, m, id) => {
        const existing = ratingOf(items, m, id);
        const has = items.some((r) => r.model_type === m && r.model_id === id);
        expect(ratingCall(m, existing)).toBe(has ? "update" : "create");
      }),
    );
  });

  it("a comment's rating is always a create (P)", () => {
    fc.assert(
      fc.property(fc.option(stars, { nil: null }), (existing) => {
        expect(ratingCall("Comment", existing)).toBe("create");
      }),
    );
  });

  it("after a save the item has exactly the saved rating, the others unchanged (P)", () => {
    fc.assert(
      fc.property(rated, model, fc.integer({ min: 1, max: 30 }), stars, (items, m, id, r) => {
        const next = withRating(items, { model_type: m, model_id: id, rating: r });
        expect(ratingOf(next, m, id)).toBe(r);
        expect(next.filter((x) => x.model_type === m && x.model_id === id)).toHaveLength(1);
        for (const other of items) {
          if (other.model_type === m && other.model_id === id) continue;
          expect(ratingOf(next, other.model_type, other.model_id)).toBe(other.rating);
        }
        // The next rating of the same item is an update.
        expect(ratingCall(m, ratingOf(next, m, id))).toBe("update");
      }),
    );
  });

  it("a rating taken back leaves the item unrated and the others unchanged; the next is a create (P)", () => {
    fc.assert(
      fc.property(rated, model, fc.integer({ min: 1, max: 30 }), (items, m, id) => {
        const next = withoutRating(items, m, id);
        expect(ratingOf(next, m, id)).toBeNull();
        expect(ratingCall(m, ratingOf(next, m, id))).toBe("create");
        const others = items.filter((x) => !(x.model_type === m && x.model_id === id));
        expect(next).toEqual(others);
      }),
    );
  });

  it("a comment's like is a create of the comment's top rating, 5 stars, whatever came before (P)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), (id) => {
        expect(commentLike(id)).toEqual({
          call: "create",
          item: { model_type: "Comment", model_id: id, rating: 5 },
        });
      }),
    );
  });

  it("the liked comments are exactly the rated comments (P)", () => {
    const anyModel = fc.constantFrom("Movie" as const, "Series" as const, "Comment" as const);
    fc.assert(
      fc.property(
        fc.array(fc.record({ model_type: anyModel, model_id: fc.nat(50), rating: stars })),
        (items) => {
          const liked = likedCommentIds(items);
          for (const item of items) {
            expect(liked.includes(item.model_id)).toBe(
              items.some((i) => i.model_type === "Comment" && i.model_id === item.model_id),
            );
          }
          expect(liked.every((id) => ratingOf(items, "Comment", id) !== null)).toBe(true);
        },
      ),
    );
  });
});
