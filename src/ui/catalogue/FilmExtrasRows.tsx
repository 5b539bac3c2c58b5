/**
 * A film page's rows read after the page is drawn (spec 001 §7, decision 0068): the film's
 * scenes by its slug, each opening the film at that scene (`?scene={n}`); its similar films
 * (the optimized read); the behind the scenes of the films, its own first (core
 * `btsRowOf`). Each read that fails says so in its own place, with "Try again".
 */
import "./filmExtras.css";
import { btsRowOf } from "../../core/filmExtras.ts";
import type { CatalogueApi } from "../../core/ports.ts";
import type { BtsFilm, Movie } from "../../core/schema/index.ts";
import { filmBtsUrl, watchUrlFor } from "../../core/watchUrl.ts";
import { formatClock } from "../player/clock.ts";
import { WatchLink } from "../player/links.tsx";
import { btsMoviesQuery, sceneMarkersQuery, similarMoviesQuery } from "../queries/catalogueRows.ts";
import { useLateQuery } from "../queries/useLateQuery.ts";
import { useRouterContext } from "../useRouterContext.ts";
import { MovieCard } from "./Cards.tsx";
import { Row } from "./Row.tsx";
import { failedRowOf } from "./RowFailed.tsx";
import { VideoCard } from "./VideoCard.tsx";

/** What the rows need of the page's film. */
export type FilmExtrasFilm = Pick<Movie, "id" | "slug" | "title" | "series_id" | "episode_id">;

/** What each of the rows is given. */
interface ExtrasProps {
  readonly catalogue: CatalogueApi;
  readonly film: FilmExtrasFilm;
}

const SCENES = "Scenes";
const SIMILAR = "Similar films";
const BTS = "Behind the scenes of our films";

function Scenes({ catalogue, film }: ExtrasProps) {
  const answer = useLateQuery(sceneMarkersQuery(catalogue, film.slug));
  const failed = failedRowOf(answer, SCENES, "The scenes could not be loaded.");
  if (failed) return failed;
  const markers = answer.data ?? [];
  if (markers.length === 0) return null;
  return (
    <section className="row film-scenes" aria-label={SCENES}>
      <div className="row__head">
        <h2>{SCENES}</h2>
      </div>
      <ol className="tags film-scenes__list">
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

function Similar({ catalogue, film }: ExtrasProps) {
  const answer = useLateQuery(similarMoviesQuery(catalogue, film.id));
  const failed = failedRowOf(answer, SIMILAR, "The similar films could not be loaded.");
  if (failed) return failed;
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
    <VideoCard url={filmBtsUrl(film)} poster={film.bts_poster_picture} title={film.title}>
      <p className="card__meta">Behind the scenes</p>
    </VideoCard>
  );
}

function BehindTheScenes({ catalogue, film }: ExtrasProps) {
  const answer = useLateQuery(btsMoviesQuery(catalogue));
  const failed = failedRowOf(answer, BTS, "The behind the scenes could not be loaded.");
  if (failed) return failed;
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
