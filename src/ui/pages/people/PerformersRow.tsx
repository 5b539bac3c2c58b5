import type { CSSProperties } from "react";
import {
  carouselGapPx,
  PERFORMERS_CAROUSEL_TITLE,
  slidesPerView,
} from "../../../core/carousels.ts";
import type { PersonSummary } from "../../../core/schema/index.ts";
import { useViewportWidth } from "../../site/useViewportWidth.ts";
import { PersonCard } from "./PersonCard.tsx";

/** 'Performers we love': round portraits, 3 to 9.5 per view by viewport (core carousels). */
export function PerformersRow({ people }: { readonly people: readonly PersonSummary[] }) {
  const width = useViewportWidth();
  if (people.length === 0) return null;
  const style = {
    "--slides": slidesPerView("performers", width),
    "--gap": `${carouselGapPx(width)}px`,
  } as CSSProperties;
  return (
    <section className="performers-row" aria-labelledby="performers-we-love">
      <h2 id="performers-we-love">{PERFORMERS_CAROUSEL_TITLE}</h2>
      <ul className="performers-row__track" style={style}>
        {people.map((person) => (
          <li key={person.id}>
            <PersonCard person={person} />
          </li>
        ))}
      </ul>
    </section>
  );
}
