import type { RelatedSection } from "../../core/relatedContent.ts";
import type { RelatedContent, RelatedContentType } from "../../core/schema/index.ts";
import { personName } from "../format.ts";
import { POSTER_HEIGHT, POSTER_WIDTH } from "./Cards.tsx";
import { Row } from "./Row.tsx";

/** The heading of each kind of related content. */
const SECTION_TITLES: Readonly<Record<RelatedContentType, string>> = {
  interview: "Interviews",
  behind_the_scenes: "Behind the scenes",
  chapter: "Chapters",
  other: "Extras",
  movie: "Related films",
};

function RelatedCard({ item }: { readonly item: RelatedContent }) {
  const people = item.people.map(personName).join(", ");
  return (
    <article className="card" aria-label={item.title}>
      <div className="card__art">
        {item.poster_image && (
          <img
            className="card__img"
            src={item.poster_image}
            alt=""
            width={POSTER_WIDTH}
            height={POSTER_HEIGHT}
            loading="lazy"
            decoding="async"
          />
        )}
      </div>
      <h3 className="card__title">{item.title}</h3>
      {people && <p className="card__meta">With {people}</p>}
      {item.short_desc && <p className="card__meta">{item.short_desc}</p>}
    </article>
  );
}

/** One row a kind: interviews, behind the scenes, chapters, ... */
export function RelatedContentRows({ sections }: { readonly sections: readonly RelatedSection[] }) {
  return (
    <>
      {sections.map((section) => (
        <Row
          key={section.type}
          title={SECTION_TITLES[section.type]}
          items={section.items}
          itemKey={(item) => item.id}
          renderItem={(item) => <RelatedCard item={item} />}
        />
      ))}
    </>
  );
}
