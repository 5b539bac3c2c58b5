import { seriesCover } from "../../core/covers.ts";
import type { RelatedSection } from "../../core/relatedContent.ts";
import type { Series } from "../../core/schema/index.ts";
import { episodesOfSeason, isUpcoming } from "../../core/seasons.ts";
import { listSynopsis } from "../../core/truncate.ts";
import { Art } from "../Art.tsx";
import { PeopleLinks, TagLinks } from "../catalogue/CreditLinks.tsx";
import { RelatedContentRows } from "../catalogue/RelatedContentRows.tsx";
import { formatDate, formatLength } from "../format.ts";
import { CommentsContainer } from "../library/Comments.tsx";
import { SeriesLibraryActions } from "../library/ItemActions.tsx";
import { EpisodePlayButton, SeriesPlayActions } from "../player/PlayActions.tsx";
import { seasonHeading } from "./seriesDetail.view.ts";

export interface SeriesDetailProps {
  readonly series: Series;
  readonly seasons: readonly number[];
  /** The season shown (from `selectedSeason`: defaults to 1). */
  readonly season: number;
  readonly onSelectSeason: (season: number) => void;
  /** Its interviews, behind the scenes and chapters; undefined while they are on their way. */
  readonly related?: readonly RelatedSection[];
}

export function SeriesDetail({
  series,
  seasons,
  season,
  onSelectSeason,
  related,
}: SeriesDetailProps) {
  const episodes = episodesOfSeason(series.episodes, season);
  const heading = seasonHeading(seasons);
  const cover = seriesCover(series.pictures);
  return (
    <article>
      <div className="detail-cover">
        {cover && (
          <Art
            src={cover}
            slot="cover"
            width={1280}
            height={720}
            fetchPriority="high"
            decoding="async"
          />
        )}
      </div>
      <div className="detail">
        <div className="detail__poster">
          {/* Decorative: the art carries the title, which the heading beside it names. */}
          {series.pictures.poster && (
            // Hidden on a phone (the cover is the page's picture there): lazy, so a phone
            // never fetches it, nor alongside the cover.
            <Art
              src={series.pictures.poster}
              slot="poster"
              width={400}
              height={600}
              loading="lazy"
              decoding="async"
            />
          )}
        </div>
        <div>
          <h1>{series.title}</h1>
          <ul className="facts">
            {series.release_date && <li>{formatDate(series.release_date)}</li>}
            <li>
              {seasons.length} {seasons.length === 1 ? "season" : "seasons"}
            </li>
            {series.is_original && (
              <li>
                <span className="badge badge--brand">Original</span>
              </li>
            )}
          </ul>
          <SeriesPlayActions episodes={series.episodes} />
          <SeriesLibraryActions series={series} />
          {series.synopsis && <p className="detail__synopsis">{series.synopsis}</p>}
          {/* The season's episodes come before the credits, so a phone shows them in its first
              screen (issue 26). */}
          {heading === "single" && <h2 className="season-picker">Episodes</h2>}
          {heading === "choice" && (
            <div className="season-picker">
              <label htmlFor="season">Season</label>
              <select
                id="season"
                value={season}
                onChange={(event) => onSelectSeason(Number(event.target.value))}
              >
                {seasons.map((s) => (
                  <option key={s} value={s}>
                    Season {s}
                  </option>
                ))}
              </select>
            </div>
          )}
          <ol className="episodes" aria-label={`Season ${season} episodes`}>
            {episodes.map((episode) => (
              <li key={`${episode.season}-${episode.episode}`} className="episode">
                {episode.movie.cover_picture ? (
                  <Art
                    src={episode.movie.cover_picture}
                    slot="wide"
                    width={320}
                    height={180}
                    loading="lazy"
                    decoding="async"
                  />
                ) : (
                  <span />
                )}
                <div>
                  <h3>
                    {episode.episode}. {episode.movie.title}
                  </h3>
                  <p>
                    {isUpcoming(episode) ? (
                      <span className="badge badge--brand">Upcoming Release</span>
                    ) : (
                      formatLength(episode.movie.length)
                    )}
                  </p>
                  {episode.movie.short_synopsis && (
                    <p>{listSynopsis(episode.movie.short_synopsis)}</p>
                  )}
                  <EpisodePlayButton episode={episode} />
                </div>
              </li>
            ))}
          </ol>
          {series.performers.length > 0 && (
            <dl className="credits">
              <dt>Performers</dt>
              <dd>
                <PeopleLinks people={series.performers} />
              </dd>
            </dl>
          )}
          {series.tags.length > 0 && <TagLinks tags={series.tags} />}

          <CommentsContainer target="series" id={series.id} />
        </div>
      </div>
      {/* Drawn once the related content is here (nothing is drawn and then pushed down). */}
      {related && (
        <div className="home-rows">
          <RelatedContentRows sections={related} owner={{ type: "series", slug: series.slug }} />
        </div>
      )}
    </article>
  );
}
