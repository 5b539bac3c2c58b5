/**
 * What a member does with a film or a series on its page: My List, a rating and a download
 * (a series downloads its first published episode). Mounted with one line in the pages.
 */
import type { Movie } from "../../core/schema/movie.ts";
import type { Series } from "../../core/schema/series.ts";
import { isUpcoming } from "../../core/seasons.ts";
import { DownloadContainer as Download } from "./Download.tsx";
import { MyListButtonContainer } from "./MyListButton.tsx";
import { RatingContainer } from "./Rating.tsx";

export function MovieLibraryActions({ movie }: { readonly movie: Movie }) {
  return (
    <div className="library-actions">
      <div className="hero__actions">
        <MyListButtonContainer type="Movie" id={movie.id} title={movie.title} />
        <Download movieId={movie.id} title={movie.title} />
      </div>
      <RatingContainer model="Movie" modelId={movie.id} />
    </div>
  );
}

export function SeriesLibraryActions({ series }: { readonly series: Series }) {
  const episode = series.episodes.find((e) => !isUpcoming(e));
  return (
    <div className="library-actions">
      <div className="hero__actions">
        <MyListButtonContainer type="Series" id={series.id} title={series.title} />
        {episode && (
          <Download movieId={episode.movie.id} title={`${series.title}: ${episode.movie.title}`} />
        )}
      </div>
      <RatingContainer model="Series" modelId={series.id} />
    </div>
  );
}
