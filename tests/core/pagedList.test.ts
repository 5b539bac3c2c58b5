import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  emptyPagedList,
  fetchFailed,
  fetchStarted,
  heldItems,
  LIST_PAGE_SIZES,
  listChanged,
  listPageOutcome,
  needsFetch,
  type PagedList,
  type PageRead,
  pageItems,
  pageReceived,
  readOf,
} from "../../src/core/pagedList.ts";

/** A server list (newest first) and its pages, as the reference server paginates. */
const serverPage = (items: readonly number[], page: number, perPage: number) => {
  const lastPage = Math.max(1, Math.ceil(items.length / perPage));
  return {
    data: items.slice((page - 1) * perPage, page * perPage),
    meta: { current_page: page, last_page: lastPage, total: items.length },
  };
};

describe("page sizes (spec 001 §9)", () => {
  it("24 per page for continue-watching, history and the wishlist; watch-again 10", () => {
    expect(LIST_PAGE_SIZES).toEqual({
      wishlist: 24,
      continueWatching: 24,
      history: 24,
      watchAgain: 10,
    });
  });
});

describe("the paged-list reducer", () => {
  it("a fetched page is not fetched again unless forced", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 50 }), fc.integer({ min: 0, max: 200 }), (page, n) => {
        const items = Array.from({ length: n }, (_, i) => i);
        let list = emptyPagedList<number>();
        expect(needsFetch(list, page)).toBe(true);
        const lastPage = Math.max(1, Math.ceil(n / 24));
        const target = Math.min(page, lastPage);
        const read = readOf(list, target);
        list = pageReceived(fetchStarted(list, read), serverPage(items, target, 24), read);
        expect(needsFetch(list, target)).toBe(false);
        expect(needsFetch(list, target, true)).toBe(true);
      }),
    );
  });

  it("a loading flag per direction: back from the first held page is prev, else next", () => {
    const items = Array.from({ length: 100 }, (_, i) => i);
    let list = emptyPagedList<number>();
    const first = readOf(list, 3);
    list = pageReceived(fetchStarted(list, first), serverPage(items, 3, 24), first);
    const back = readOf(list, 2);
    const forward = readOf(list, 4);
    expect(back.direction).toBe("prev");
    expect(forward.direction).toBe("next");
    list = fetchStarted(fetchStarted(list, back), forward);
    expect(list.loading).toEqual({ prev: true, next: true });
    list = fetchFailed(list, back);
    expect(list.loading).toEqual({ prev: false, next: true });
    list = pageReceived(list, serverPage(items, 4, 24), forward);
    expect(list.loading).toEqual({ prev: false, next: false });
    expect(pageItems(list, 4)).toEqual(items.slice(72, 96));
  });

  type Op =
    | { kind: "fetch"; page: number; force: boolean }
    | { kind: "add"; id: number }
    | { kind: "remove"; index: number }
    | { kind: "fail"; page: number }
    | { kind: "changeDuringRead"; page: number; id: number };

  const op: fc.Arbitrary<Op> = fc.oneof(
    fc.record({
      kind: fc.constant("fetch" as const),
      page: fc.integer({ min: 1, max: 6 }),
      force: fc.boolean(),
    }),
    fc.record({ kind: fc.constant("add" as const), id: fc.integer({ min: 1000, max: 9999 }) }),
    fc.record({ kind: fc.constant("remove" as const), index: fc.nat() }),
    fc.record({ kind: fc.constant("fail" as const), page: fc.integer({ min: 1, max: 6 }) }),
    fc.record({
      kind: fc.constant("changeDuringRead" as const),
      page: fc.integer({ min: 1, max: 6 }),
      id: fc.integer({ min: 1000, max: 9999 }),
    }),
  );

  /** The server's list after an add: newest first; a product already there stays where it is. */
  const added = (server: number[], id: number) => (server.includes(id) ? server : [id, ...server]);

  it("any sequence of fetches, adds and removes keeps the held pages equal to the server's (P)", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 60 }),
        fc.constantFrom(24, 10),
        fc.array(op, { maxLength: 40 }),
        (initial, perPage, ops) => {
          let server = Array.from({ length: initial }, (_, i) => i);
          let list: PagedList<number> = emptyPagedList();
          let calls = 0;
          const lastPage = () => Math.max(1, Math.ceil(server.length / perPage));
          /** A read as the library machine makes it: only when needed, the page answered. */
          const fetchPage = (page: number, force: boolean) => {
            if (!needsFetch(list, page, force) || page > lastPage()) return;
            calls++;
            const read: PageRead = readOf(list, page);
            list = fetchStarted(list, read);
            list = pageReceived(list, serverPage(server, page, perPage), read);
          };
          for (const o of ops) {
            switch (o.kind) {
              case "fetch": {
                const before = calls;
                const held = !needsFetch(list, o.page);
                fetchPage(o.page, o.force);
                if (held && !o.force) expect(calls).toBe(before);
                break;
              }
              case "add":
                server = added(server, o.id);
                list = listChanged(list);
                fetchPage(1, true);
                break;
              case "remove":
                if (server.length > 0) {
                  server = server.filter((_, i) => i !== o.index % server.length);
                  list = listChanged(list);
                  fetchPage(1, true);
                }
                break;
              case "fail":
                if (needsFetch(list, o.page)) {
                  const read = readOf(list, o.page);
                  list = fetchFailed(fetchStarted(list, read), read);
                }
                break;
              case "changeDuringRead": {
                if (o.page > lastPage()) break;
                // A read goes out, the list changes before its answer arrives.
                const read = readOf(list, o.page);
                list = fetchStarted(list, read);
                const stale = serverPage(server, o.page, perPage);
                server = added(server, o.id);
                list = listChanged(list);
                list = pageReceived(list, stale, read);
                break;
              }
            }
            // At rest: nothing loading, every held page is the server's page now.
            expect(list.loading).toEqual({ prev: false, next: false });
            for (const [page, items] of Object.entries(list.pages)) {
              expect(items).toEqual(serverPage(server, Number(page), perPage).data);
            }
            if (list.total !== null) {
              expect(list.total).toBe(server.length);
              expect(list.lastPage).toBe(lastPage());
            }
          }
          // Held items never repeat and keep the server's order.
          const held = heldItems(list);
          expect(new Set(held).size).toBe(held.length);
        },
      ),
    );
  });
});

describe("listPageOutcome (spec 000 §2, 001 §2)", () => {
  it("shows pages up to the last (page 1 always exists)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 500 }), fc.integer({ min: 1, max: 500 }), (last, p) => {
        fc.pre(p <= Math.max(1, last));
        for (const list of ["wishlist", "history", "continueWatching", "watchAgain"] as const) {
          expect(listPageOutcome(list, p, last)).toEqual({ kind: "show", page: p });
        }
      }),
    );
  });

  it("the wishlist sends exactly one past the last page to the last page; others 404 (P)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 500 }), (last) => {
        expect(listPageOutcome("wishlist", last + 1, last)).toEqual({
          kind: "redirect",
          page: last,
        });
        expect(listPageOutcome("history", last + 1, last)).toEqual({ kind: "notFound" });
        expect(listPageOutcome("continueWatching", last + 1, last)).toEqual({
          kind: "notFound",
        });
      }),
    );
  });

  it("two or more past the last page is 'Page does not exist' for every list (P)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 500 }), fc.integer({ min: 2, max: 100 }), (last, k) => {
        expect(listPageOutcome("wishlist", last + k, last)).toEqual({ kind: "notFound" });
        expect(listPageOutcome("history", last + k, last)).toEqual({ kind: "notFound" });
      }),
    );
  });
});
