import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { catalogueRef } from "../../src/core/catalogueRef.ts";

describe("a film's or a series' address names it by id or by slug (spec 000 §5, 001 §5)", () => {
  it("a number is an id, anything else a slug (P)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 999_999_999_999_999 }), (id) => {
        expect(catalogueRef(String(id))).toEqual({ kind: "id", id });
      }),
    );
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z0-9-]{1,40}$/), (value) => {
        const ref = catalogueRef(value);
        if (/^[1-9][0-9]*$/.test(value) && value.length <= 15) {
          expect(ref).toEqual({ kind: "id", id: Number(value) });
        } else {
          expect(ref).toEqual({ kind: "slug", slug: value });
        }
      }),
    );
    expect(catalogueRef("123")).toEqual({ kind: "id", id: 123 });
    expect(catalogueRef("the-long-road")).toEqual({ kind: "slug", slug: "the-long-road" });
    expect(catalogueRef("2049-remastered")).toEqual({ kind: "slug", slug: "2049-remastered" });
    expect(catalogueRef("0")).toEqual({ kind: "slug", slug: "0" });
  });
});
