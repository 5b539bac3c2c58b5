import type { RelatedSection } from "../../core/relatedContent.ts";
import type { RelatedContent, RelatedContentType } from "../../core/schema/index.ts";
import { type RelatedWatchOwner, relatedWatchUrl } from "../../core/watchUrl.ts";
import { personName } from "../format.ts";
import { Row } from "./Row.tsx";
import { VideoCard } from "./VideoCard.tsx";

/** The heading of each kind of related content. */
const SECTION_TITLES: Readonly<Record<RelatedContentType, string>> = {
  interview: "Interviews",
  behind_the_scenes: "Behind the scenes",
  chapter: "Chapters",
  other: "Extras",
  movie: "Related films",
};

/** A related video: the whole card is the link to its watch page, which starts playing. */
function RelatedCard({
  item,
  owner,
}: {
  readonly item: RelatedContent;
  readonly owner: RelatedWatchOwner;
}) {
  const people = item.people.map(personName).join(", ");
  return (
    <VideoCard url={relatedWatchUrl(item, owner)} poster={item.poster_image} title={item.title}>
      {people && <p className="card__meta">With {people}</p>}
      {item.short_desc && <p className="card__meta">{item.short_desc}</p>}
    </VideoCard>
  );
}

/** One row a kind: interviews, behind the scenes, chapters, ...; `owner` is the page's. */
export function RelatedContentRows({
  sections,
  owner,
}: {
  readonly sections: readonly RelatedSection[];
  readonly owner: RelatedWatchOwner;
}) {
  return (
    <>
      {sections.map((section) => (
        <Row
          key={section.type}
          title={SECTION_TITLES[section.type]}
          kind="other"
          items={section.items}
          itemKey={(item) => item.id}
          renderItem={(item) => <RelatedCard item={item} owner={owner} />}
        />
      ))}
    </>
  );
}
