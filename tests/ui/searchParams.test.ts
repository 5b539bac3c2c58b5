import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { literal } from "../../src/core/validate.ts";
import { optionalKey, searchParam } from "../../src/routes/-searchParams.ts";
import { pageSearch } from "../../src/routes/-shared.ts";

describe("search params", () => {
  it("?page= decodes numbers and numeric text; anything else is left out (the address without page)", () => {
    fc.assert(
      fc.property(fc.integer(), (n) => {
        expect(pageSearch({ page: n })).toEqual({ page: n });
        expect(pageSearch({ page: String(n) })).toEqual({ page: n });
      }),
    );
    fc.assert(
      fc.property(fc.oneof(fc.stringMatching(/^[a-z]+$/), fc.boolean(), fc.object()), (junk) => {
        expect(pageSearch({ page: junk })).toEqual({});
      }),
    );
    expect(pageSearch({ page: "" })).toEqual({});
    expect(pageSearch({ page: " " })).toEqual({});
    expect(pageSearch({})).toEqual({});
  });

  it("a param that does not decode falls back; an absent one stays absent", () => {
    const tab = searchParam(literal("my-list", "history"));
    expect(tab("history")).toBe("history");
    expect(tab("nope")).toBeUndefined();
    expect(tab(undefined)).toBeUndefined();
    expect(optionalKey("tab", tab("nope"))).toEqual({});
    expect(optionalKey("tab", tab("my-list"))).toEqual({ tab: "my-list" });
  });
});
