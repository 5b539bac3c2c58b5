import type { UpcomingProduct } from "../../../core/schema/index.ts";
import { listSynopsis } from "../../../core/truncate.ts";
import { Art } from "../../Art.tsx";
import { InfoPage } from "./InfoPage.tsx";

const POSTER = { ar: "2:3" } as const;

const monthYear = new Intl.DateTimeFormat("en", {
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});

function UpcomingList({
  items,
  title,
}: {
  readonly items: readonly UpcomingProduct[];
  readonly title: string;
}) {
  return (
    <section className="info-page__section" aria-labelledby={`upcoming-${title}`}>
      <h2 id={`upcoming-${title}`}>{title}</h2>
      {items.length === 0 ? (
        <p>Nothing announced yet.</p>
      ) : (
        <ul className="info-cards">
          {items.map((item) => (
            <li key={item.id} className="info-card">
              <Art
                src={item.poster_picture}
                slot="poster"
                params={POSTER}
                width={160}
                height={240}
                loading="lazy"
              />
              {/* Not in the catalogue yet: no page to link to. */}
              <h3>{item.title}</h3>
              <p className="info-card__meta">
                {item.model_type === "Series" ? "Series" : "Film"}
                {item.director ? ` · ${item.director}` : ""}
                {item.expected_date ? ` · ${monthYear.format(new Date(item.expected_date))}` : ""}
              </p>
              {item.short_synopsis && <p>{listSynopsis(item.short_synopsis)}</p>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** /in-production: titles being shot and those about to reach the catalogue. */
export function InProductionPage({
  inProduction,
  soon,
}: {
  readonly inProduction: readonly UpcomingProduct[];
  readonly soon: readonly UpcomingProduct[];
}) {
  return (
    <InfoPage
      title="In Production"
      lead="What our directors are shooting now, and what reaches the catalogue next."
      sections={[]}
    >
      <UpcomingList title="Next in the catalogue" items={soon} />
      <UpcomingList title="Now shooting" items={inProduction} />
    </InfoPage>
  );
}
