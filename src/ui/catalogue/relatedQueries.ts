/**
 * Related content of a film or series (`GET /{movies|series}/{id}/related-content`) and one
 * item (`GET /related-content/{id}`, what its watch page plays).
 */
import { queryOptions } from "@tanstack/react-query";
import type { CatalogueApi } from "../../core/ports.ts";
import type { RelatedOwnerType } from "../../core/schema/index.ts";

export const relatedContentQuery = (catalogue: CatalogueApi, owner: RelatedOwnerType, id: number) =>
  queryOptions({
    queryKey: [owner, "related-content", id],
    queryFn: () => catalogue.relatedContent(owner, id),
  });

export const relatedItemQuery = (catalogue: CatalogueApi, id: number) =>
  queryOptions({
    queryKey: ["related-content", id],
    queryFn: () => catalogue.relatedContentItem(id),
  });
