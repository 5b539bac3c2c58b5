/**
 * The player of a watch page once its gate allows: the player and view statistics run as
 * feature actors while the page is on screen (and the one-screen control where it applies).
 * This container owns the actors and turns their snapshots into the `Player` view's props
 * (`player.view.ts`); the view gets props and callbacks only.
 */
import { useQuery } from "@tanstack/react-query";
import { useLocation, useNavigate } from "@tanstack/react-router";
import { useEffect, useRef, useState } from "react";
import { parsePlayerPreferences } from "../../core/playerPreferences.ts";
import { mediaKey } from "../../core/streamTakeover.ts";
import { type PlayerMedia, playerMachine } from "../../machines/player.machine.ts";
import type { PlayGrant } from "../../machines/playGate.machine.ts";
import { viewStatsMachine } from "../../machines/viewStats.machine.ts";
import {
  PLAYER_ID,
  playerInputOf,
  playerIntents,
  samePlayerView,
  selectOwnedKeys,
  selectPlayerView,
  selectWantsThumbnails,
  type UpNext,
  VIEW_STATS_ID,
  viewStatsInputOf,
} from "../player.view.ts";
import { thumbnailsQuery } from "../queries/playback.ts";
import { selectUser, selectUserType } from "../session.view.ts";
import { STREAM_TAKEOVER_ID, takeoverInputOf } from "../streamTakeover.view.ts";
import { useFeatureActor, useFeatureEffects, useSessionRef } from "../system.tsx";
import { useSelector } from "../useSelector.ts";
import { Player, type PlayerProps } from "./Player.tsx";
import { TakeoverContainer } from "./TakeoverContainer.tsx";
import { type WatchBack, WatchShell } from "./WatchViews.tsx";

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
export interface PlayerContainerProps {
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

export function PlayerContainer({
  grant,
  media,
  scene,
  staticId,
  content,
  cover,
  upNext,
  back,
}: PlayerContainerProps) {
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
        thumbnailsUrl={grant.thumbnails_url}
        upNext={upNext}
        back={back}
      />
    </>
  );
}

type PlayerRef = NonNullable<ReturnType<typeof useFeatureActor<typeof playerMachine>>>;

/**
 * Subscribes to the player's view (`selectPlayerView`) and gives its intents to the view; the
 * seek bar's thumbnails are fetched once the first frame shows (`selectWantsThumbnails`).
 */
function PlayerBinding({
  player,
  thumbnailsUrl,
  ...props
}: Omit<PlayerProps, "view" | "intents" | "thumbnails"> & {
  player: PlayerRef;
  thumbnailsUrl: string | null;
}) {
  const effects = useFeatureEffects();
  const view = useSelector(player, selectPlayerView, samePlayerView);
  const wantsThumbnails = useSelector(player, selectWantsThumbnails);
  const [intents] = useState(() => playerIntents(player.send));
  const thumbnails = useQuery({
    ...thumbnailsQuery(effects.playback, thumbnailsUrl ?? "", document.baseURI),
    enabled: thumbnailsUrl !== null && wantsThumbnails,
  }).data;
  return (
    <Player {...props} view={view} intents={intents} thumbnails={thumbnails ?? NO_THUMBNAILS} />
  );
}
