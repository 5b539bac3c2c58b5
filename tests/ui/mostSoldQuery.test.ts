import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import type { CatalogueApi } from "../../src/core/ports.ts";
import { mostSoldMoviesQuery } from "../../src/ui/queries/catalogue.ts";

describe("the best sellers row's read (spec 001 §7 most-sold page 1, §9 most-sold movies 10)", () => {
  it("asks the first page of ten most sold films", async () => {
    const asked: unknown[] = [];
    const catalogue = {
      mostSoldMovies: async (query: unknown) => {
        asked.push(query);
        return { data: [], meta: { current_page: 1, last_page: 1, per_page: 10, total: 0 } };
      },
    } as unknown as CatalogueApi;
    await new QueryClient().fetchQuery(mostSoldMoviesQuery(catalogue));
    expect(asked).toEqual([{ page: 1, perPage: 10 }]);
  });
});
