import { lazy, type ReactNode } from "react";
import type { Tag, TagDetail } from "../../../core/schema/index.ts";
import { MovieCard } from "../../catalogue/Cards.tsx";
import { TagCard } from "../../catalogue/TagCard.tsx";
import { OptionalPart } from "../../OptionalPart.tsx";
import { RichText } from "../../RichText.tsx";

/** The featured rows (spec 001 §9 flags) load after the page is drawn. */
const FeaturedTags = lazy(() => import("./FeaturedTags.tsx"));

function TagCards({ tags }: { readonly tags: readonly Tag[] }) {
  return (
    <ul className="info-cards">
      {tags.map((tag) => (
        <li key={tag.id}>
          <TagCard tag={tag} />
        </li>
      ))}
    </ul>
  );
}

/** /categories: the categories, then the collections (the originals among them). */
export function CategoriesPage({
  categories,
  collections,
}: {
  readonly categories: readonly Tag[];
  readonly collections: readonly Tag[];
}) {
  return (
    <div className="container">
      <h1 className="page-title">Categories</h1>
      <OptionalPart>
        <FeaturedTags />
      </OptionalPart>
      <section className="info-page__section" aria-labelledby="categories-list">
        <h2 id="categories-list">Browse by category</h2>
        <TagCards tags={categories} />
      </section>
      {collections.length > 0 && (
        <section className="info-page__section" aria-labelledby="collections-list">
          <h2 id="collections-list">Collections</h2>
          <TagCards tags={collections} />
        </section>
      )}
    </div>
  );
}

/** /categories/{slug}: the category's most seen films, and a way into the full sorted list. */
export function CategoryPage({
  tag,
  controls,
  pager,
}: {
  readonly tag: TagDetail;
  /** The sort control of its films, under the description. */
  readonly controls?: ReactNode;
  /** The pages of its films, under them. */
  readonly pager?: ReactNode;
}) {
  const films = tag.products ?? [];
  return (
    <div className="container">
      <h1 className="page-title">{tag.title}</h1>
      {tag.description && <RichText className="rich-text" html={tag.description} />}
      {controls}
      {films.length === 0 ? (
        <p>No films in this category yet.</p>
      ) : (
        <ul className="grid" style={{ marginTop: 16 }}>
          {films.map((film, i) => (
            <li key={film.id}>
              <MovieCard item={film} eager={i < 6} />
            </li>
          ))}
        </ul>
      )}
      {pager}
    </div>
  );
}
