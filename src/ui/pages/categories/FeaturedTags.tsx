/**
 * The featured categories and collections of /categories (spec 001 §9: featured collections
 * fetched with flags (1,2,2), featured categories (1,0,2); core tagFlags): two rows above the
 * full lists, read after the page is drawn. A failed read says so in its row's place, with a
 * way to ask again (docs/decisions/0060).
 */
import "./featuredTags.css";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import type { CatalogueApi } from "../../../core/ports.ts";
import type { Tag } from "../../../core/schema/index.ts";
import { Art } from "../../Art.tsx";
import { Button } from "../../Button.tsx";
import { Row } from "../../catalogue/Row.tsx";
import { featuredCategoriesQuery, featuredCollectionsQuery } from "../../queries/catalogueRows.ts";
import { useRouterContext } from "../../useRouterContext.ts";

const WIDE = { ar: "16:9" } as const;

function TagTile({ tag }: { readonly tag: Tag }) {
  return (
    <Link to="/categories/$slug" params={{ slug: tag.slug }} className="featured-tag">
      {tag.banner_image && (
        <Art
          src={tag.banner_image}
          slot="wide"
          params={WIDE}
          width={328}
          height={185}
          loading="lazy"
        />
      )}
      <span className="featured-tag__title">{tag.title}</span>
    </Link>
  );
}

function FeaturedRow({
  title,
  query,
}: {
  readonly title: string;
  readonly query: ReturnType<typeof featuredCategoriesQuery>;
}) {
  const answer = useQuery(query);
  if (answer.isError) {
    return (
      <section className="row" aria-label={title}>
        <div className="row__head">
          <h2>{title}</h2>
        </div>
        <p className="card__meta" role="status">
          These could not be loaded.{" "}
          <Button theme="ghost" size="sm" onClick={() => void answer.refetch()}>
            Try again
          </Button>
        </p>
      </section>
    );
  }
  return (
    <Row
      title={title}
      variant="banner"
      items={answer.data ?? []}
      itemKey={(tag) => tag.id}
      renderItem={(tag) => <TagTile tag={tag} />}
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
