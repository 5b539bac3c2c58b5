import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import type { CatalogueApi } from "../../src/core/ports.ts";
import {
  featuredCategoriesQuery,
  featuredCollectionsQuery,
} from "../../src/ui/queries/catalogueRows.ts";

describe("the featured rows' reads (spec 001 §9: collections (1,2,2), categories (1,0,2))", () => {
  it("asks the featured collections, hidden or not, and the featured categories that are not hidden", async () => {
    const asked: unknown[] = [];
    const catalogue = {
      tagList: async (list: unknown, flags: unknown) => {
        asked.push([list, flags]);
        return [];
      },
    } as unknown as CatalogueApi;
    const client = new QueryClient();
    await client.fetchQuery(featuredCollectionsQuery(catalogue));
    await client.fetchQuery(featuredCategoriesQuery(catalogue));
    expect(asked).toEqual([
      ["collections", { featured: true }],
      ["categories", { featured: true, hidden: false }],
    ]);
  });
});
