import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  isBeyondLastPage,
  pageNeighbours,
  pageRequest,
  pageSearchValue,
  pagesAround,
} from "../../src/core/pagination.ts";

/** Spec 000 §2 / 001 §2: page 0 or 1 -> no page; negative -> absolute value; past last -> 404. */
describe("pageRequest", () => {
  it("shows page 1 when the URL has no page", () => {
    expect(pageRequest(undefined)).toEqual({ kind: "show", page: 1 });
  });

  it("redirects page 0 and page 1 to the path without page", () => {
    expect(pageRequest(0)).toEqual({ kind: "redirect", page: undefined });
    expect(pageRequest(1)).toEqual({ kind: "redirect", page: undefined });
    expect(pageRequest(-1)).toEqual({ kind: "redirect", page: undefined });
  });

  it("redirects a negative page to its absolute value", () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 1_000_000 }), (n) => {
        expect(pageRequest(-n)).toEqual({ kind: "redirect", page: n });
      }),
    );
  });

  it("shows every page from 2 on as it is", () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 1_000_000 }), (n) => {
        expect(pageRequest(n)).toEqual({ kind: "show", page: n });
      }),
    );
  });

  it("redirects what is not a whole page number", () => {
    expect(pageRequest(Number.NaN)).toEqual({ kind: "redirect", page: undefined });
    expect(pageRequest(Number.POSITIVE_INFINITY)).toEqual({ kind: "redirect", page: undefined });
    expect(pageRequest(3.7)).toEqual({ kind: "redirect", page: 3 });
  });

  it("reaches its decision in one step: a redirect's target is always shown", () => {
    fc.assert(
      fc.property(fc.oneof(fc.double(), fc.integer(), fc.constant(undefined)), (requested) => {
        const first = pageRequest(requested);
        if (first.kind === "redirect") {
          expect(pageRequest(first.page).kind).toBe("show");
        }
      }),
    );
  });

  it("always shows a whole page of at least 1", () => {
    fc.assert(
      fc.property(fc.oneof(fc.double(), fc.integer(), fc.constant(undefined)), (requested) => {
        const decision = pageRequest(requested);
        if (decision.kind === "show") {
          expect(Number.isInteger(decision.page)).toBe(true);
          expect(decision.page).toBeGreaterThanOrEqual(1);
        }
      }),
    );
  });
});

describe("isBeyondLastPage", () => {
  it("is true exactly for pages after the last (page 1 always exists)", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000 }),
        fc.integer({ min: 0, max: 10_000 }),
        (page, last) => {
          expect(isBeyondLastPage(page, last)).toBe(page > Math.max(1, last));
        },
      ),
    );
    expect(isBeyondLastPage(1, 0)).toBe(false);
    expect(isBeyondLastPage(6, 5)).toBe(true);
    expect(isBeyondLastPage(5, 5)).toBe(false);
  });
});

describe("page links", () => {
  it("gives the first page no page in its URL", () => {
    expect(pageSearchValue(1)).toBeUndefined();
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 10_000 }), (n) => {
        expect(pageSearchValue(n)).toBe(n);
      }),
    );
  });

  it("links prev and next only within the list", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 500 }), fc.integer({ min: 0, max: 500 }), (a, b) => {
        const last = Math.max(a, b, 1);
        const page = Math.min(a, last);
        const { prev, next } = pageNeighbours(page, last);
        expect(prev).toBe(page > 1 ? page - 1 : null);
        expect(next).toBe(page < last ? page + 1 : null);
      }),
    );
  });
});

describe("pagesAround (the pager's links)", () => {
  const pages = fc
    .integer({ min: 1, max: 500 })
    .chain((last) => fc.tuple(fc.integer({ min: 1, max: last }), fc.constant(last)));
  it("shows the first, the last, the current page and two either side, in order, gaps between jumps", () => {
    fc.assert(
      fc.property(pages, ([page, last]) => {
        const links = pagesAround(page, last);
        const numbers = links.filter((p): p is number => p !== "gap");
        const expected = [1, page - 2, page - 1, page, page + 1, page + 2, last].filter(
          (p) => p >= 1 && p <= last,
        );
        expect(numbers).toEqual([...new Set(expected)].sort((a, b) => a - b));
        links.forEach((link, i) => {
          if (link === "gap") {
            const before = links[i - 1] as number;
            const after = links[i + 1] as number;
            expect(after - before).toBeGreaterThan(1);
          } else if (i > 0 && links[i - 1] !== "gap") {
            expect(link - (links[i - 1] as number)).toBe(1);
          }
        });
      }),
    );
  });
});
