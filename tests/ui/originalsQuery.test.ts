import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import type { CatalogueApi } from "../../src/core/ports.ts";
import { originalsQuery } from "../../src/ui/queries/catalogueRows.ts";

describe("the originals row's read (spec 001 §7 /originals with exclude_movies or exclude_series)", () => {
  const asking = () => {
    const asked: unknown[] = [];
    const catalogue = {
      originals: async (query: unknown) => {
        asked.push(query);
        return { data: [], meta: { current_page: 1, last_page: 1, total: 0 } };
      },
    } as unknown as CatalogueApi;
    return { asked, catalogue };
  };

  it("the films page asks page 1 of the originals without the series", async () => {
    const { asked, catalogue } = asking();
    await new QueryClient().fetchQuery(originalsQuery(catalogue, "films"));
    expect(asked).toEqual([{ page: 1, perPage: 12, exclude: "series" }]);
  });

  it("the series page asks page 1 of the originals without the films", async () => {
    const { asked, catalogue } = asking();
    await new QueryClient().fetchQuery(originalsQuery(catalogue, "series"));
    expect(asked).toEqual([{ page: 1, perPage: 12, exclude: "movies" }]);
  });
});
