/**
 * The featured categories and collections of /categories (spec 001 §9: featured collections
 * fetched with flags (1,2,2), featured categories (1,0,2); core tagFlags): two rows above the
 * full lists, read after the page is drawn, each card the lists' own (`TagCard`). A failed
 * read says so in its row's place, with a way to ask again (docs/decisions/0060).
 */
import { useQuery } from "@tanstack/react-query";
import type { CatalogueApi } from "../../../core/ports.ts";
import { Row } from "../../catalogue/Row.tsx";
import { failedRowOf } from "../../catalogue/RowFailed.tsx";
import { TagCard } from "../../catalogue/TagCard.tsx";
import { featuredCategoriesQuery, featuredCollectionsQuery } from "../../queries/catalogueRows.ts";
import { useRouterContext } from "../../useRouterContext.ts";

function FeaturedRow({
  title,
  query,
}: {
  readonly title: string;
  readonly query: ReturnType<typeof featuredCategoriesQuery>;
}) {
  const answer = useQuery(query);
  const failed = failedRowOf(answer, title, "These could not be loaded.");
  if (failed) return failed;
  return (
    <Row
      title={title}
      variant="banner"
      items={answer.data ?? []}
      itemKey={(tag) => tag.id}
      renderItem={(tag) => <TagCard tag={tag} />}
    />
  );
}

function Featured({ catalogue }: { readonly catalogue: CatalogueApi }) {
  return (
    <>
      <FeaturedRow title="Featured categories" query={featuredCategoriesQuery(catalogue)} />
      <FeaturedRow title="Featured collections" query={featuredCollectionsQuery(catalogue)} />
    </>
  );
}

/** The featured rows of /categories, when the router's context has the catalogue's calls. */
export default function FeaturedTags() {
  const { catalogue } = useRouterContext();
  return catalogue === undefined ? null : <Featured catalogue={catalogue} />;
}
