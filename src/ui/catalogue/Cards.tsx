import { Link } from "@tanstack/react-router";
import { filmCardPath } from "../../core/filmLinks.ts";
import { artSources } from "../../core/images.ts";
import type { MovieSummary, SeriesSummary } from "../../core/schema/index.ts";
import { Art, useImageQuality } from "../Art.tsx";
import { formatLength, formatYear } from "../format.ts";
import { MyListButtonContainer } from "../library/MyListButton.tsx";
import { useRowKind } from "./Row.tsx";

const FREE = "Free";
const ORIGINAL = "Original";

/** Poster art is 2:3 (400x600); width and height are set so nothing shifts while loading. */
export const POSTER_WIDTH = 400;
export const POSTER_HEIGHT = 600;

/** A main row shows one card a screen on a phone (spec 000 §9): its cover, not its poster. */
const PHONE_MEDIA = "(max-width: 767px)";

/**
 * The poster is decorative (alt=""): the card's link already says the title. A card's name is
 * the text it shows (badge, title, year and length), so a viewer who speaks to their device
 * can say what they see (WCAG 2.5.3). In a main row on a phone, the cover (16:9) takes the
 * poster's place: one card fills the width.
 */
function Poster({
  src,
  cover,
  eager,
}: {
  src: string | null;
  cover: string | null;
  eager: boolean;
}) {
  const quality = useImageQuality();
  const wideOnPhone = useRowKind() === "main" && cover !== null;
  if (!src) return null;
  const poster = (
    <Art
      className="card__img"
      src={src}
      slot="poster"
      width={POSTER_WIDTH}
      height={POSTER_HEIGHT}
      loading={eager ? "eager" : "lazy"}
      decoding="async"
    />
  );
  if (!wideOnPhone) return poster;
  const phone = artSources(cover, "wide", quality);
  return (
    <picture>
      <source media={PHONE_MEDIA} srcSet={phone.srcSet} sizes={phone.sizes} />
      {poster}
    </picture>
  );
}

export interface CardProps<T> {
  readonly item: T;
  /** Above the fold: load the poster at once. */
  readonly eager?: boolean;
}

export interface MovieCardProps extends CardProps<MovieSummary> {
  /** The film's place in a ranking (the Top 10 row), drawn over its art. */
  readonly rank?: number;
}

export function MovieCard({ item, eager = false, rank }: MovieCardProps) {
  const year = formatYear(item.release_date);
  const meta = [year, formatLength(item.length)].filter(Boolean);
  const face = (
    <>
      <div className="card__art">
        <Poster src={item.poster_picture} cover={item.cover_picture} eager={eager} />
        {item.is_free && <span className="badge badge--brand card__badge">{FREE}</span>}
        {rank !== undefined && <span className="card__rank">{rank}</span>}
      </div>
      <p className="card__title">
        {rank !== undefined && <span className="visually-hidden">Number {rank}: </span>}
        {item.title}
      </p>
      {meta.length > 0 && <p className="card__meta">{meta.join(" · ")}</p>}
    </>
  );
  // An unpublished film is shown, not linked (core `filmCardPath`).
  const linked = filmCardPath(item) !== null;
  return (
    <>
      {linked ? (
        <Link to="/movies/$slug" params={{ slug: item.slug }} className="card">
          {face}
        </Link>
      ) : (
        <div className="card card--unlinked" role="group" aria-label={item.title}>
          {face}
        </div>
      )}
      <MyListButtonContainer compact type="Movie" id={item.id} title={item.title} />
    </>
  );
}

export function SeriesCard({ item, eager = false }: CardProps<SeriesSummary>) {
  const year = formatYear(item.release_date);
  return (
    <>
      <Link to="/series/$slug" params={{ slug: item.slug }} className="card">
        <div className="card__art">
          <Poster src={item.pictures.poster} cover={item.pictures.cover} eager={eager} />
          {item.is_original && <span className="badge badge--brand card__badge">{ORIGINAL}</span>}
        </div>
        <p className="card__title">{item.title}</p>
        {year && <p className="card__meta">{year}</p>}
      </Link>
      <MyListButtonContainer compact type="Series" id={item.id} title={item.title} />
    </>
  );
}
