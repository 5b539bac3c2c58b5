/**
 * Related content of a film or series (`GET /{movies|series}/{id}/related-content`) and one
 * item (`GET /related-content/{id}`, what its watch page plays).
 */
import { queryOptions } from "@tanstack/react-query";
import type { CatalogueApi } from "../../core/ports.ts";
import { type RelatedSection, relatedContentSections } from "../../core/relatedContent.ts";
import type { RelatedOwnerType } from "../../core/schema/index.ts";
import { useLateQuery } from "../queries/useLateQuery.ts";

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

/**
 * A film's or series' related content by section: undefined while it is on its way (what the
 * page draws below it waits, so that the rows never push it down), none when the call failed
 * (the page goes on without them).
 */
export function useRelatedSections(
  catalogue: CatalogueApi,
  owner: RelatedOwnerType,
  id: number,
): readonly RelatedSection[] | undefined {
  const query = useLateQuery({
    ...relatedContentQuery(catalogue, owner, id),
    select: relatedContentSections,
  });
  return query.isPending ? undefined : (query.data ?? []);
}
