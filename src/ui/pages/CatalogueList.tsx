import type { MovieSummary, SeriesSummary } from "../../core/schema/index.ts";
import { MovieCard, SeriesCard } from "../catalogue/Cards.tsx";
import { Pager } from "../catalogue/Pager.tsx";

/** Cards in the first rows are above the fold on most screens: no lazy loading for them. */
const EAGER_CARDS = 6;

export interface ListProps<T> {
  readonly items: readonly T[];
  readonly page: number;
  readonly lastPage: number;
  readonly total: number;
}

export function MoviesList({ items, page, lastPage, total }: ListProps<MovieSummary>) {
  return (
    <div className="container">
      <h1 className="page-title">Films</h1>
      <p className="card__meta">
        {total} films · page {page} of {Math.max(1, lastPage)}
      </p>
      <ul className="grid" style={{ marginTop: 16 }}>
        {items.map((movie, i) => (
          <li key={movie.id}>
            <MovieCard item={movie} eager={i < EAGER_CARDS} />
          </li>
        ))}
      </ul>
      <Pager to="/movies" page={page} lastPage={lastPage} />
    </div>
  );
}

export function SeriesList({ items, page, lastPage, total }: ListProps<SeriesSummary>) {
  return (
    <div className="container">
      <h1 className="page-title">Series</h1>
      <p className="card__meta">
        {total} series · page {page} of {Math.max(1, lastPage)}
      </p>
      <ul className="grid" style={{ marginTop: 16 }}>
        {items.map((series, i) => (
          <li key={series.id}>
            <SeriesCard item={series} eager={i < EAGER_CARDS} />
          </li>
        ))}
      </ul>
      <Pager to="/series" page={page} lastPage={lastPage} />
    </div>
  );
}
