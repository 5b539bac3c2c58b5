/**
 * The watch page (spec 000 §2 player routes): one play gate per page decides, then the
 * player and view statistics run as feature actors while the page is on screen
 * (`PlayerContainer`). Arriving from a Play press (or a related card) starts at once; a watch
 * URL opened directly shows the cover. A film's page plays the film, its trailer or its
 * behind the scenes; a related item's page (an interview, behind the scenes, a chapter) plays
 * that item, with its own title and stream. These containers own the gate and map what the
 * page shows to the props of the views in `WatchViews.tsx`.
 */
import { useEffect, useState } from "react";
import { relatedCover } from "../../core/covers.ts";
import type { Movie, RelatedContent, Series } from "../../core/schema/index.ts";
import { filmClipOf, type WatchTarget, watchUrlFor } from "../../core/watchUrl.ts";
import { playGateMachine } from "../../machines/playGate.machine.ts";
import { playerMediaOf, upNextFor } from "../player.view.ts";
import { fullKindOf, playGateIntents, playRequestOf } from "../playGate.view.ts";
import { useFeatureActor, useFeatureEffects } from "../system.tsx";
import { clipHeading, filmClipGrant, filmPagePlays } from "./filmClip.view.ts";
import { PlayerContainer } from "./PlayerContainer.tsx";
import {
  relatedBackOf,
  relatedContentLevelOf,
  relatedDetailsOf,
  relatedPlayerMediaOf,
  relatedPlayRequestOf,
} from "./relatedWatch.view.ts";
import { WatchGateContainer } from "./WatchGateContainer.tsx";
import { type WatchBack, WatchLayout, WatchShell, WatchUnavailable } from "./WatchViews.tsx";
import { watchDetailsOf } from "./watchDetails.view.ts";

/** The system id of the watch page's play gate. */
export const WATCH_GATE_ID = "playGate.watch";

export interface WatchPageProps {
  readonly target: WatchTarget;
  readonly movie: Movie;
  readonly series: Series | null;
}

export function WatchPageContainer({ target, movie, series }: WatchPageProps) {
  const effects = useFeatureEffects();
  const back: WatchBack = { movieSlug: movie.slug, seriesSlug: series?.slug ?? null };
  const clip = filmClipOf(target.media);
  const clipGrant = clip === null ? null : filmClipGrant(movie, clip);
  const [logic] = useState(() => effects.playGate(playGateMachine, clipGrant));
  const episode = series?.episodes.find((e) => e.movie.id === movie.id) ?? null;
  // Asked for as soon as the session knows who is watching (the gate's `sessionReady`).
  const [input] = useState(() => ({
    request: playRequestOf(movie, clip ?? fullKindOf(movie), episode?.status ?? null),
  }));
  const gate = useFeatureActor(WATCH_GATE_ID, logic, input);

  // The player's code loads while the gate decides and the cover shows.
  useEffect(() => effects.playback.preloadPlayer(), [effects]);

  const upNext = target.media.kind === "movie" ? upNextFor(movie, series) : null;
  return (
    <WatchLayout
      back={back}
      backLabel={series?.title ?? movie.title}
      details={watchDetailsOf(clipHeading(movie, clip), movie, series, upNext)}
      stage={
        !filmPagePlays(target.media.kind, clip, clipGrant) ? (
          <WatchUnavailable back={back} filmUrl={watchUrlFor(movie, "movie")} />
        ) : gate === null ? (
          <WatchShell title={movie.title} cover={movie.cover_picture} busy />
        ) : (
          <WatchGateContainer
            gate={gate}
            title={movie.title}
            cover={movie.cover_picture}
            back={back}
            onRetry={() => playGateIntents(gate.send).request(input.request)}
            playing={(grant) => (
              <PlayerContainer
                grant={grant}
                media={playerMediaOf(grant, movie, target)}
                scene={target.scene}
                staticId={null}
                content={movie}
                cover={movie.cover_picture}
                upNext={upNext}
                back={back}
              />
            )}
          />
        )
      }
    />
  );
}

export interface RelatedWatchPageProps {
  readonly target: WatchTarget;
  readonly item: RelatedContent;
  /** The film that owns the item; null when a series does. */
  readonly film: Movie | null;
  readonly series: Series | null;
}

/** An interview's, behind the scenes', chapter's or extra's watch page. */
export function RelatedWatchPageContainer({ target, item, film, series }: RelatedWatchPageProps) {
  const effects = useFeatureEffects();
  const back = relatedBackOf(film, series);
  const cover = relatedCover(item, film, series);
  const [logic] = useState(() => effects.playGate(playGateMachine, null, "related"));
  // Asked for as soon as the session knows who is watching (the gate's `sessionReady`).
  const [input] = useState(() => ({
    request: relatedPlayRequestOf(item, film),
  }));
  const gate = useFeatureActor(WATCH_GATE_ID, logic, input);

  useEffect(() => effects.playback.preloadPlayer(), [effects]);

  return (
    <WatchLayout
      back={back}
      backLabel={film?.title ?? series?.title ?? item.title}
      details={relatedDetailsOf(item)}
      stage={
        gate === null ? (
          <WatchShell title={item.title} cover={cover} busy />
        ) : (
          <WatchGateContainer
            gate={gate}
            title={item.title}
            cover={cover}
            back={back}
            onRetry={() => playGateIntents(gate.send).request(input.request)}
            playing={(grant) => (
              <PlayerContainer
                grant={grant}
                media={relatedPlayerMediaOf(grant, item, film)}
                scene={target.scene}
                staticId={item.id}
                content={relatedContentLevelOf(film)}
                cover={cover}
                upNext={null}
                back={back}
              />
            )}
          />
        )
      }
    />
  );
}
