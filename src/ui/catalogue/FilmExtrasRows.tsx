/**
 * A film page's rows read after the page is drawn (spec 001 §7, decision 0068): the film's
 * scenes by its slug, each opening the film at that scene (`?scene={n}`); its similar films
 * (the optimized read); the behind the scenes of the films, its own first (core
 * `btsRowOf`). Each read that fails says so in its own place, with "Try again".
 */
import "./filmExtras.css";
import { useQuery } from "@tanstack/react-query";
import { btsRowOf } from "../../core/filmExtras.ts";
import type { CatalogueApi } from "../../core/ports.ts";
import type { BtsFilm, Movie } from "../../core/schema/index.ts";
import { filmBtsUrl, watchUrlFor } from "../../core/watchUrl.ts";
import { Art } from "../Art.tsx";
import { formatClock } from "../player/clock.ts";
import { WatchLink } from "../player/links.tsx";
import { btsMoviesQuery, sceneMarkersQuery, similarMoviesQuery } from "../queries/catalogueRows.ts";
import { useRouterContext } from "../useRouterContext.ts";
import { MovieCard, POSTER_HEIGHT, POSTER_WIDTH } from "./Cards.tsx";
import { Row } from "./Row.tsx";
import { RowFailed } from "./RowFailed.tsx";

/** What the rows need of the page's film. */
export type FilmExtrasFilm = Pick<Movie, "id" | "slug" | "title" | "series_id" | "episode_id">;

const SCENES = "Scenes";
const SIMILAR = "Similar films";
const BTS = "Behind the scenes of our films";

function Scenes({
  catalogue,
  film,
}: {
  readonly catalogue: CatalogueApi;
  readonly film: FilmExtrasFilm;
}) {
  const answer = useQuery(sceneMarkersQuery(catalogue, film.slug));
  if (answer.isError) {
    return (
      <RowFailed
        title={SCENES}
        message="The scenes could not be loaded."
        onRetry={() => void answer.refetch()}
      />
    );
  }
  const markers = answer.data ?? [];
  if (markers.length === 0) return null;
  return (
    <section className="row film-scenes" aria-label={SCENES}>
      <div className="row__head">
        <h2>{SCENES}</h2>
      </div>
      <ol className="film-scenes__list">
        {markers.map((marker, index) => (
          <li key={`${marker.start_time}-${marker.title}`}>
            <WatchLink url={watchUrlFor(film, "movie", index)} className="film-scenes__link">
              <span className="visually-hidden">Play from </span>
              <span className="film-scenes__title">{marker.title}</span>
              <span className="film-scenes__time">{formatClock(marker.start_time)}</span>
            </WatchLink>
          </li>
        ))}
      </ol>
    </section>
  );
}

function Similar({
  catalogue,
  film,
}: {
  readonly catalogue: CatalogueApi;
  readonly film: FilmExtrasFilm;
}) {
  const answer = useQuery(similarMoviesQuery(catalogue, film.id));
  if (answer.isError) {
    return (
      <RowFailed
        title={SIMILAR}
        message="The similar films could not be loaded."
        onRetry={() => void answer.refetch()}
      />
    );
  }
  return (
    <Row
      title={SIMILAR}
      items={answer.data ?? []}
      itemKey={(m) => m.id}
      renderItem={(m) => <MovieCard item={m} />}
    />
  );
}

function BtsCard({ film }: { readonly film: BtsFilm }) {
  return (
    <WatchLink url={filmBtsUrl(film)} className="card card--video">
      <span className="visually-hidden">Play </span>
      <div className="card__art">
        {film.bts_poster_picture && (
          <Art
            className="card__img"
            src={film.bts_poster_picture}
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
      <h3 className="card__title">{film.title}</h3>
      <p className="card__meta">Behind the scenes</p>
    </WatchLink>
  );
}

function BehindTheScenes({
  catalogue,
  film,
}: {
  readonly catalogue: CatalogueApi;
  readonly film: FilmExtrasFilm;
}) {
  const answer = useQuery(btsMoviesQuery(catalogue));
  if (answer.isError) {
    return (
      <RowFailed
        title={BTS}
        message="The behind the scenes could not be loaded."
        onRetry={() => void answer.refetch()}
      />
    );
  }
  return (
    <Row
      title={BTS}
      items={btsRowOf(answer.data ?? [], film.id)}
      itemKey={(m) => m.id}
      renderItem={(m) => <BtsCard film={m} />}
    />
  );
}

/** The film page's scenes, similar films and behind the scenes. */
export default function FilmExtrasRows({ film }: { readonly film: FilmExtrasFilm }) {
  const { catalogue } = useRouterContext();
  if (catalogue === undefined) return null;
  return (
    <>
      <Scenes catalogue={catalogue} film={film} />
      <Similar catalogue={catalogue} film={film} />
      <BehindTheScenes catalogue={catalogue} film={film} />
    </>
  );
}
