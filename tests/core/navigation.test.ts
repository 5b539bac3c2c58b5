import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isNewPage } from "../../src/core/navigation.ts";

const path = fc.constantFrom("/", "/movies", "/series", "/movies/a-film", "/my-space");
const page = fc.option(fc.integer({ min: 1, max: 50 }), { nil: undefined });
const other = fc.dictionary(fc.constantFrom("tab", "s_term", "order"), fc.string());

describe("isNewPage (focus moves to the heading of a new page)", () => {
  it("another path is a new page, whatever the query", () => {
    fc.assert(
      fc.property(path, path, other, other, (a, b, sa, sb) => {
        fc.pre(a !== b);
        expect(isNewPage({ pathname: a, search: sa }, { pathname: b, search: sb })).toBe(true);
      }),
    );
  });

  it("on the same path, only another page number is a new page (absent = page 1)", () => {
    fc.assert(
      fc.property(path, page, page, other, other, (p, pa, pb, sa, sb) => {
        const from = { pathname: p, search: { ...sa, ...(pa && { page: pa }) } };
        const to = { pathname: p, search: { ...sb, ...(pb && { page: pb }) } };
        expect(isNewPage(from, to)).toBe((pa ?? 1) !== (pb ?? 1));
      }),
    );
  });
});
