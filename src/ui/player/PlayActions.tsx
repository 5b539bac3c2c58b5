/**
 * The Play buttons as the pages seat them: a film page's Play, Trailer and resume bar, the
 * home hero's Watch now, and an episode row's Play.
 */
import type { Episode, Movie, MovieSummary } from "../../core/schema/index.ts";
import { watchUrlFor } from "../../core/watchUrl.ts";
import { fullKindOf, playRequestOf } from "../playGate.view.ts";
import { filmClipGrant } from "./filmClip.view.ts";
import { ResumeBarSeat } from "./InProgress.tsx";
import { PlayButton } from "./PlayButton.tsx";

/** A film page: Play, the trailer when the film has one, and where the member stopped. */
export function FilmPlayActions({ movie }: { movie: Movie }) {
  const trailer = filmClipGrant(movie, "trailer");
  return (
    <>
      <div className="hero__actions">
        <PlayButton
          request={playRequestOf(movie, fullKindOf(movie))}
          watchUrl={watchUrlFor(movie, "movie")}
        >
          ▶ Play
        </PlayButton>
        {trailer && (
          <PlayButton
            request={playRequestOf(movie, "trailer")}
            watchUrl={watchUrlFor(movie, "trailer")}
            trailer={trailer}
            theme="outline"
          >
            Trailer
          </PlayButton>
        )}
      </div>
      <ResumeBarSeat movieId={movie.id} />
    </>
  );
}

/** The home hero's Watch now. */
export function WatchNowButton({ movie }: { movie: MovieSummary }) {
  return (
    <PlayButton
      request={playRequestOf(movie, fullKindOf(movie))}
      watchUrl={watchUrlFor(movie, "movie")}
    >
      ▶ Watch now
    </PlayButton>
  );
}

/** An episode row's Play (an 'Upcoming Release' episode shows it disabled, with the reason). */
export function EpisodePlayButton({ episode }: { episode: Episode }) {
  return (
    <PlayButton
      request={playRequestOf(episode.movie, "episode", episode.status)}
      watchUrl={watchUrlFor(episode.movie, "movie")}
      size="sm"
    >
      ▶ Play<span className="visually-hidden"> episode {episode.episode}</span>
    </PlayButton>
  );
}
