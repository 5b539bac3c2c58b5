/**
 * A card that plays: the whole card is the link to a watch URL, its poster carries a play
 * mark, its title and lines under it (related content, a film's behind the scenes).
 */
import type { ReactNode } from "react";
import { Art } from "../Art.tsx";
import { WatchLink } from "../player/links.tsx";
import { POSTER_HEIGHT, POSTER_WIDTH } from "./Cards.tsx";

export interface VideoCardProps {
  readonly url: string;
  readonly poster: string | null;
  readonly title: string;
  /** The lines under the title (`card__meta` paragraphs). */
  readonly children?: ReactNode;
}

export function VideoCard({ url, poster, title, children }: VideoCardProps) {
  return (
    <WatchLink url={url} className="card card--video">
      <span className="visually-hidden">Play </span>
      <div className="card__art">
        {poster && (
          <Art
            className="card__img"
            src={poster}
            slot="poster"
            width={POSTER_WIDTH}
            height={POSTER_HEIGHT}
            loading="lazy"
            decoding="async"
          />
        )}
        <span className="card__play" aria-hidden="true">
          ▶
        </span>
      </div>
      <h3 className="card__title">{title}</h3>
      {children}
    </WatchLink>
  );
}
