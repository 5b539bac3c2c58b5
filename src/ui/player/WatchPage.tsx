/**
 * The watch page (spec 000 §2 player routes): one play gate per page decides, then the
 * player and view statistics run as feature actors while the page is on screen. Arriving
 * from a Play press (or a related card) starts at once; a watch URL opened directly shows the
 * cover. A film's page plays the film, its trailer or its behind the scenes; a related
 * item's page (an interview, behind the scenes, a chapter) plays that item, with its own
 * title and stream.
 */
import { useQuery } from "@tanstack/react-query";
import { useLocation, useNavigate } from "@tanstack/react-router";
import { lazy, type ReactNode, Suspense, useEffect, useRef, useState } from "react";
import { buttonClassName } from "../../core/button.ts";
import { access } from "../../core/messages.ts";
import { parsePlayerPreferences } from "../../core/playerPreferences.ts";
import type { Movie, RelatedContent, Series } from "../../core/schema/index.ts";
import { mediaKey } from "../../core/streamTakeover.ts";
import { filmClipOf, type WatchTarget, watchUrlFor } from "../../core/watchUrl.ts";
import { type PlayerMedia, playerMachine } from "../../machines/player.machine.ts";
import { type PlayGrant, playGateMachine } from "../../machines/playGate.machine.ts";
import { viewStatsMachine } from "../../machines/viewStats.machine.ts";
import { Button } from "../Button.tsx";
import {
  PLAYER_ID,
  playerInputOf,
  playerIntents,
  playerMediaOf,
  samePlayerView,
  selectOwnedKeys,
  selectPlayerView,
  type UpNext,
  upNextFor,
  VIEW_STATS_ID,
  viewStatsInputOf,
} from "../player.view.ts";
import {
  fullKindOf,
  type PlayGateSnapshot,
  playGateIntents,
  playRequestOf,
  selectGateOutcome,
  selectGrant,
} from "../playGate.view.ts";
import { thumbnailsQuery } from "../queries/playback.ts";
import { selectUser, selectUserType } from "../session.view.ts";
import { STREAM_TAKEOVER_ID, takeoverInputOf } from "../streamTakeover.view.ts";
import { useFeatureActor, useFeatureEffects, useSessionRef } from "../system.tsx";
import { useSelector } from "../useSelector.ts";
import { clipHeading, filmClipGrant } from "./filmClip.view.ts";
import { WatchLink } from "./links.tsx";
import { Player } from "./Player.tsx";
import {
  relatedBackOf,
  relatedContentLevelOf,
  relatedCoverOf,
  relatedPlayerMediaOf,
  relatedPlayRequestOf,
} from "./relatedWatch.view.ts";
import { TakeoverContainer } from "./TakeoverContainer.tsx";
import { type WatchBack, WatchLayout, WatchProblem, WatchShell } from "./WatchViews.tsx";
import { watchDetailsOf } from "./watchDetails.view.ts";

const PlayAttemptModal = lazy(() =>
  import("../newsletter/PlayAttemptModal.tsx").then((module) => ({
    default: module.PlayAttemptModalContainer,
  })),
);

/** The system id of the watch page's play gate. */
export const WATCH_GATE_ID = "playGate.watch";

export interface WatchPageProps {
  readonly target: WatchTarget;
  readonly movie: Movie;
  readonly series: Series | null;
}

const NO_THUMBNAILS: never[] = [];

/**
 * Keys typed into a form or pressed on a focused control belong to it, not to the player:
 * space and Enter to a button or link, arrows to a slider or a menu. The player's focus rests
 * on its play button, so the arrows there still seek.
 */
const ownsKey = (target: EventTarget | null, key: string): boolean => {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName)) return true;
  if (key.startsWith("Arrow")) {
    return target.closest("[role='menuitem'], [role='menuitemradio'], [role='slider']") !== null;
  }
  const control = target.closest(
    "button, a, [role='menuitem'], [role='menuitemradio'], [role='slider']",
  );
  return control !== null && (key === " " || key === "Enter");
};

/** What one playback plays, whatever the page: a film, its trailer or a related item. */
interface PlaybackProps {
  readonly grant: PlayGrant;
  readonly media: PlayerMedia;
  /** `?scene=` of the watch URL. */
  readonly scene: number | null;
  /** A related item's id for view stats; null for a film. */
  readonly staticId: number | null;
  /** The level of what plays (the one-screen rule applies to paid content only). */
  readonly content: { readonly user_level: number; readonly is_free: boolean };
  readonly cover: string | null;
  readonly upNext: UpNext | null;
  readonly back: WatchBack;
}

function PlayerContainer({
  grant,
  media,
  scene,
  staticId,
  content,
  cover,
  upNext,
  back,
}: PlaybackProps) {
  const effects = useFeatureEffects();
  const session = useSessionRef();
  const pathname = useLocation({ select: (location) => location.pathname });
  const playPressed = useLocation({ select: (location) => location.state.playPressed === true });
  const videoRef = useRef<HTMLDivElement>(null);
  const [setup] = useState(() => {
    const player = playerInputOf({
      grant,
      media,
      scene,
      preferences: parsePlayerPreferences(effects.playback.storedPlayerPreferences()),
      searchTerm: null,
      viewerLanguages: navigator.languages,
      playPressed,
    });
    const viewer = session.getSnapshot();
    // One screen at a time: only where core `takeoverApplies` (paid viewer, paid content).
    const takeover =
      effects.takeover === undefined
        ? null
        : takeoverInputOf(
            {
              userType: selectUserType(viewer),
              accountId: selectUser(viewer)?.id ?? null,
              kind: player.media.videoKind,
              content,
              media: mediaKey(player.media.mediaType, player.media.videoId),
            },
            effects.takeover.newDeviceId(),
          );
    return {
      player,
      takeover,
      stats: viewStatsInputOf(player, grant, pathname, staticId),
      playerLogic: effects.player(playerMachine, {
        container: () => videoRef.current,
        viewStatsId: VIEW_STATS_ID,
        takeoverId: STREAM_TAKEOVER_ID,
      }),
      statsLogic: effects.viewStats(viewStatsMachine),
    };
  });

  // Declared before the actors: on unmount this runs before they stop, so the last
  // position goes out as a beacon while view stats still runs.
  const statsBox = useRef<ReturnType<typeof useFeatureActor<typeof setup.statsLogic>>>(null);
  useEffect(() => () => statsBox.current?.send({ type: "viewStats.leave", at: Date.now() }), []);
  const stats = useFeatureActor(VIEW_STATS_ID, setup.statsLogic, setup.stats);
  const player = useFeatureActor(PLAYER_ID, setup.playerLogic, setup.player);
  useEffect(() => {
    statsBox.current = stats;
  }, [stats]);

  // The address holds the chosen scene (spec 000 §2 `?scene={n}`): the player reads it on
  // load (its input) and tells when one is chosen (`player.sceneChosen`), written here.
  const navigate = useNavigate();
  useEffect(() => {
    if (player === null) return;
    const chosen = player.on("player.sceneChosen", ({ index }) => {
      void navigate({
        to: "/$",
        params: { _splat: pathname.slice(1) },
        search: { scene: index },
        replace: true,
      });
    });
    return () => chosen.unsubscribe();
  }, [player, navigate, pathname]);

  // Keyboard and the first gesture (unmutes what autoplay muted).
  useEffect(() => {
    if (player === null) return;
    const gesture = () => player.send({ type: "player.gesture" });
    // The player decides what a key does (`player.key`); the page only leaves a form's or a
    // control's keys to it.
    const keydown = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey) return;
      if (ownsKey(event.target, event.key)) return;
      if (!selectOwnedKeys(player.getSnapshot()).includes(event.key)) return;
      event.preventDefault();
      player.send({ type: "player.key", key: event.key });
    };
    // Captured: video.js's controls stop the keys pressed on them from bubbling, and the
    // viewer's focus rests on them while a film plays.
    document.addEventListener("pointerdown", gesture);
    document.addEventListener("keydown", keydown, true);
    return () => {
      document.removeEventListener("pointerdown", gesture);
      document.removeEventListener("keydown", keydown, true);
    };
  }, [player]);

  const thumbnailsUrl = grant.thumbnails_url;
  const thumbnails = useQuery({
    ...thumbnailsQuery(effects.playback, thumbnailsUrl ?? "", document.baseURI),
    enabled: thumbnailsUrl !== null,
  }).data;

  if (player === null) return <WatchShell title={media.videoName} cover={cover} busy />;
  return (
    <>
      {effects.takeover && setup.takeover && (
        <TakeoverContainer feature={effects.takeover} input={setup.takeover} playerId={PLAYER_ID} />
      )}
      <PlayerBinding
        player={player}
        title={grant.title}
        cover={cover}
        videoRef={videoRef}
        sceneMarkers={grant.scene_markers}
        thumbnails={thumbnails ?? NO_THUMBNAILS}
        upNext={upNext}
        back={back}
      />
    </>
  );
}

type PlayerRef = NonNullable<ReturnType<typeof useFeatureActor<typeof playerMachine>>>;

function PlayerBinding({
  player,
  ...props
}: Omit<Parameters<typeof Player>[0], "view" | "intents"> & {
  player: PlayerRef;
}) {
  const view = useSelector(player, selectPlayerView, samePlayerView);
  const [intents] = useState(() => playerIntents(player.send));
  return <Player {...props} view={view} intents={intents} />;
}

function GateOutcome({
  gate,
  title,
  cover,
  back,
  onRetry,
  playing,
}: {
  gate: NonNullable<ReturnType<typeof useFeatureActor<typeof playGateMachine>>>;
  /** The title of what is asked for (the film's, for the play modal). */
  title: string;
  cover: string | null;
  back: WatchBack;
  onRetry: () => void;
  /** The player, once the gate allows. */
  playing: (grant: PlayGrant) => ReactNode;
}) {
  const outcome = useSelector(gate, selectGateOutcome);
  const grant = useSelector(gate, (s: PlayGateSnapshot) => selectGrant(s));
  const href = useLocation({ select: (location) => location.href });
  const [modalClosed, setModalClosed] = useState(false);
  switch (outcome) {
    case "allowed":
      return grant ? playing(grant) : null;
    case "blockedWithModal":
      return (
        <>
          <WatchShell title={title} cover={cover} busy={false} />
          {modalClosed ? (
            <WatchProblem title="Wanna watch this film for free?" back={back}>
              <Button tag="link" to="/sign-up">
                Join now
              </Button>
            </WatchProblem>
          ) : (
            <Suspense fallback={null}>
              <PlayAttemptModal movieTitle={title} onClose={() => setModalClosed(true)} />
            </Suspense>
          )}
        </>
      );
    case "needsPremium":
      return (
        <WatchProblem title={access.needPremium} back={back}>
          <Button tag="link" to="/sign-up">
            Subscribe
          </Button>
        </WatchProblem>
      );
    case "needsLogin":
      return (
        <WatchProblem title={access.needLogin} back={back}>
          <Button tag="link" to="/login" search={{ redirect: href }}>
            Login
          </Button>
        </WatchProblem>
      );
    case "unpublished":
      return (
        <WatchProblem
          title="This video cannot be played"
          message="It is not released yet, or no longer available."
          back={back}
        />
      );
    case "failed":
      return (
        <WatchProblem title="This video could not be loaded" back={back}>
          <Button onClick={onRetry}>Try again</Button>
        </WatchProblem>
      );
    default:
      return <WatchShell title={title} cover={cover} busy />;
  }
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

  // The full film, or a clip the film has.
  const playable = clip === null ? target.media.kind === "movie" : clipGrant !== null;
  const upNext = target.media.kind === "movie" ? upNextFor(movie, series) : null;
  return (
    <WatchLayout
      back={back}
      backLabel={series?.title ?? movie.title}
      details={watchDetailsOf(clipHeading(movie, clip), movie, series, upNext)}
      stage={
        !playable ? (
          <WatchProblem title="This video is not available" back={back}>
            <WatchLink url={watchUrlFor(movie, "movie")} className={buttonClassName({})}>
              Watch the film
            </WatchLink>
          </WatchProblem>
        ) : gate === null ? (
          <WatchShell title={movie.title} cover={movie.cover_picture} busy />
        ) : (
          <GateOutcome
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
  const cover = relatedCoverOf(item, film, series);
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
      details={{
        title: item.title,
        facts: null,
        synopsis: item.short_desc,
        seriesTitle: null,
        season: null,
        episodes: [],
      }}
      stage={
        gate === null ? (
          <WatchShell title={item.title} cover={cover} busy />
        ) : (
          <GateOutcome
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
