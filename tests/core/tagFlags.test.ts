import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  FEATURED_CATEGORIES_FLAGS,
  FEATURED_COLLECTIONS_FLAGS,
  type TagFlagTriple,
  type TriState,
  tagFlagsOf,
} from "../../src/core/tagFlags.ts";

/** Spec 001 §9: featured collections (1,2,2), featured categories (1,0,2). */
describe("tagFlagsOf", () => {
  it("pins the spec's triples and what they ask", () => {
    expect(FEATURED_COLLECTIONS_FLAGS).toEqual([1, 2, 2]);
    expect(FEATURED_CATEGORIES_FLAGS).toEqual([1, 0, 2]);
    expect(tagFlagsOf([1, 2, 2])).toEqual({ featured: true });
    expect(tagFlagsOf([1, 0, 2])).toEqual({ featured: true, hidden: false });
  });

  it("1 asks with, 0 without, 2 sends nothing", () => {
    const tri = fc.constantFrom<TriState>(0, 1, 2);
    fc.assert(
      fc.property(tri, tri, tri, (featured, hidden, third) => {
        const flags = tagFlagsOf([featured, hidden, third] as TagFlagTriple);
        expect("featured" in flags).toBe(featured !== 2);
        expect("hidden" in flags).toBe(hidden !== 2);
        if (featured !== 2) expect(flags.featured).toBe(featured === 1);
        if (hidden !== 2) expect(flags.hidden).toBe(hidden === 1);
      }),
    );
  });
});
