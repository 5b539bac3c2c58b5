/**
 * The Play buttons as the pages seat them: a film page's Play, Trailer and resume bar, the
 * home hero's Watch now, and an episode row's Play.
 */

import { lazy } from "react";
import type { Episode, Movie, MovieSummary } from "../../core/schema/index.ts";
import { type SeriesStart, seriesStart } from "../../core/seasons.ts";
import { watchUrlFor } from "../../core/watchUrl.ts";
import { OptionalPart } from "../OptionalPart.tsx";
import { fullKindOf, playRequestOf } from "../playGate.view.ts";
import { useSessionRef } from "../system.tsx";
import { useSelector } from "../useSelector.ts";
import { filmClipGrant } from "./filmClip.view.ts";
import { hasFilmsInProgress, ResumeBarSeat } from "./InProgress.tsx";
import { PlayButton } from "./PlayButton.tsx";

const SeriesResume = lazy(() =>
  import("./ContinueWatching.tsx").then((module) => ({ default: module.SeriesPlayContainer })),
);

/** A film page: Play, the trailer when the film has one, and where the member stopped. */
export function FilmPlayActions({ movie }: { movie: Movie }) {
  const trailer = filmClipGrant(movie, "trailer");
  return (
    <>
      <div className="hero__actions">
        <PlayButton
          request={playRequestOf(movie, fullKindOf(movie))}
          watchUrl={watchUrlFor(movie, "movie")}
          warmWhenIdle
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

/** A series page's Play at the top (core `seriesStart`): "Play S1 E1", or "Resume S2 E3". */
export function SeriesPlayButton({ start }: { start: SeriesStart }) {
  const { episode, resume } = start;
  return (
    <PlayButton
      request={playRequestOf(episode.movie, "episode", episode.status)}
      watchUrl={watchUrlFor(episode.movie, "movie")}
      warmWhenIdle
    >
      ▶ {resume ? "Resume" : "Play"} S{episode.season} E{episode.episode}
    </PlayButton>
  );
}

/**
 * A series page's Play: the first episode out at once; for a member with films in progress,
 * the episode they are in the middle of once their list is read (the button keeps its place).
 */
export function SeriesPlayActions({ episodes }: { episodes: readonly Episode[] }) {
  const shown = useSelector(useSessionRef(), hasFilmsInProgress);
  const first = seriesStart(episodes, []);
  if (first === null) return null;
  const play = <SeriesPlayButton start={first} />;
  return (
    <div className="hero__actions">
      {shown ? (
        <OptionalPart fallback={play}>
          <SeriesResume episodes={episodes} />
        </OptionalPart>
      ) : (
        play
      )}
    </div>
  );
}
