/**
 * A member's films in progress (spec 001 §4: continue-watching loads only when
 * `cont_watching_counter` on /me is above 0): the film page's resume bar and the home
 * page's 'Continue watching' row.
 */
import "./continueWatching.css";
import { useQuery } from "@tanstack/react-query";
import type { Episode } from "../../core/schema/index.ts";
import type { ContinueWatchingItem } from "../../core/schema/playback.ts";
import { seriesStart } from "../../core/seasons.ts";
import { watchUrlFor } from "../../core/watchUrl.ts";
import { Row } from "../catalogue/Row.tsx";
import { continueWatchingQuery } from "../queries/playback.ts";
import { selectViewerKey } from "../session.view.ts";
import { useFeatureEffects, useSessionRef } from "../system.tsx";
import { useSelector } from "../useSelector.ts";
import { formatClock } from "./clock.ts";
import { WatchLink } from "./links.tsx";
import { SeriesPlayButton } from "./PlayActions.tsx";

/** The member's continue-watching list (mounted only for members with films in progress). */
function useContinueWatching(): readonly ContinueWatchingItem[] {
  const effects = useFeatureEffects();
  const session = useSessionRef();
  const viewerKey = useSelector(session, selectViewerKey);
  return useQuery(continueWatchingQuery(effects.playback, viewerKey)).data?.data ?? [];
}

/** The film's entry in continue-watching, if it is in progress. */
export const inProgress = (
  items: readonly ContinueWatchingItem[],
  movieId: number,
): ContinueWatchingItem | null => items.find((item) => item.movie_id === movieId) ?? null;

export function ResumeBar({ item }: { item: ContinueWatchingItem }) {
  const percent = Math.round(item.current_percent);
  return (
    <div className="resume-bar">
      <p className="resume-bar__text">
        You stopped at {formatClock(item.current_position)} ({percent}% watched). Play resumes
        there.
      </p>
      <div
        className="resume-bar__track"
        role="progressbar"
        aria-label="Watched"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <span className="resume-bar__fill" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}

/** The film page's resume bar, when the member has the film in progress. */
export function ResumeBarContainer({ movieId }: { movieId: number }) {
  const item = inProgress(useContinueWatching(), movieId);
  return item ? <ResumeBar item={item} /> : null;
}

/** A series page's Play, resuming the episode the member is in the middle of. */
export function SeriesPlayContainer({ episodes }: { episodes: readonly Episode[] }) {
  const inProgress = useContinueWatching().map((item) => item.movie_id);
  const start = seriesStart(episodes, inProgress);
  return start ? <SeriesPlayButton start={start} /> : null;
}

function ContinueWatchingCard({ item }: { item: ContinueWatchingItem }) {
  const film = item.product;
  return (
    <WatchLink url={watchUrlFor(film, "movie")} className="card continue-card">
      <span className="continue-card__media">
        {film.cover_picture && (
          <img src={film.cover_picture} alt="" width={320} height={180} loading="lazy" />
        )}
        <span className="continue-card__track" aria-hidden="true">
          <span style={{ width: `${Math.round(item.current_percent)}%` }} />
        </span>
      </span>
      <span className="card__title">{film.title}</span>
      <span className="card__meta">
        {formatClock(item.current_position)} · {Math.round(item.current_percent)}% watched
      </span>
    </WatchLink>
  );
}

/** The home page's 'Continue watching' row, for members with films in progress. */
export function ContinueWatchingRow() {
  const items = useContinueWatching();
  if (items.length === 0) return null;
  return (
    <Row
      title="Continue watching"
      kind="other"
      items={items}
      itemKey={(item) => item.movie_id}
      renderItem={(item) => <ContinueWatchingCard item={item} />}
    />
  );
}
