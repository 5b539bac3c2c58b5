import type { RelatedSection } from "../../core/relatedContent.ts";
import type { Movie } from "../../core/schema/index.ts";
import { Art } from "../Art.tsx";
import { PeopleLinks, TagLinks } from "../catalogue/CreditLinks.tsx";
import { FilmExtrasSeat } from "../catalogue/FilmExtrasSeat.tsx";
import { RelatedContentRows } from "../catalogue/RelatedContentRows.tsx";
import { formatDate, formatLength } from "../format.ts";
import { CommentsContainer } from "../library/Comments.tsx";
import { MovieLibraryActions } from "../library/ItemActions.tsx";
import { FilmPlayActions } from "../player/PlayActions.tsx";

export interface MovieDetailProps {
  readonly movie: Movie;
  /**
   * Its interviews, behind the scenes and chapters; undefined while they are on their way
   * (they come after the film).
   */
  readonly related?: readonly RelatedSection[];
}

export function MovieDetail({ movie, related }: MovieDetailProps) {
  const length = formatLength(movie.length);
  const released = formatDate(movie.release_date);
  return (
    <article>
      <div className="detail-cover">
        {movie.cover_picture && (
          <Art
            src={movie.cover_picture}
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
          {movie.poster_picture && (
            // Hidden on a phone (the cover is the page's picture there): lazy, so a phone
            // never fetches it, nor alongside the cover.
            <Art
              src={movie.poster_picture}
              slot="poster"
              width={400}
              height={600}
              loading="lazy"
              decoding="async"
            />
          )}
        </div>
        <div>
          <h1>{movie.title}</h1>
          <ul className="facts">
            {length && <li>{length}</li>}
            {released && (
              <li>
                Released <time dateTime={movie.release_date ?? undefined}>{released}</time>
              </li>
            )}
            {movie.is_free && (
              <li>
                <span className="badge badge--brand">Free</span>
              </li>
            )}
          </ul>
          <FilmPlayActions movie={movie} />
          <MovieLibraryActions movie={movie} />
          {movie.synopsis && <p>{movie.synopsis}</p>}
          {/* The credits are drawn one per turn after the film's head: links cost most to draw. */}

          <dl className="credits">
            {movie.director && (
              <>
                <dt>Director</dt>
                <dd>
                  <PeopleLinks people={[movie.director]} />
                </dd>
              </>
            )}
            {movie.performers.length > 0 && (
              <>
                <dt>Performers</dt>
                <dd>
                  <PeopleLinks people={movie.performers} />
                </dd>
              </>
            )}
          </dl>
          {movie.tags.length > 0 && <TagLinks tags={movie.tags} />}
        </div>
      </div>
      {/* Below the film's head, drawn after it (the page renders in shorter tasks), once its
          related content is here: drawn before, its rows would push the rest down. Its scenes,
          similar films and behind the scenes are read after the page (decision 0068). */}
      {related && (
        <>
          <div className="home-rows">
            <RelatedContentRows sections={related} owner={{ type: "film", slug: movie.slug }} />
            <FilmExtrasSeat film={movie} />
          </div>
          <div className="container">
            <CommentsContainer target="movies" id={movie.id} />
          </div>
        </>
      )}
    </article>
  );
}
