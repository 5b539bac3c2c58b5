/**
 * The seam between the player and view-stats machines and the watch page (ARCHITECTURE.md,
 * xstate-tree): the machines' inputs built from the play grant, selectors (snapshot -> view
 * props) and intents (viewer action -> event), the keyboard map, and what comes up next.
 */
import type { SnapshotFrom } from "xstate";
import { videoKindOf } from "../core/playerAnalytics.ts";
import { mayRetryPlayback } from "../core/playerError.ts";
import { COVER_KEYS, PLAYER_KEYS } from "../core/playerKeys.ts";
import type { PlayerPreferences } from "../core/playerPreferences.ts";
import type { Page } from "../core/ports.ts";
import { startPosition } from "../core/resume.ts";
import type { Movie, Series } from "../core/schema/index.ts";
import type { ContinueWatchingItem } from "../core/schema/playback.ts";
import { orderSubtitles } from "../core/subtitles.ts";
import { upNextChoice } from "../core/upNext.ts";
import { mediaTypeOfFilm, type WatchTarget, watchUrlFor } from "../core/watchUrl.ts";
import type {
  PlayerInput,
  PlayerMachine,
  PlayerMedia,
  PlayerUiEvent,
} from "../machines/player.machine.ts";
import type { PlayGrant } from "../machines/playGate.machine.ts";
import type { ViewStatsInput } from "../machines/viewStats.machine.ts";

/** System ids of the watch page's actors (one watch page at a time). */
export const PLAYER_ID = "player";
export const VIEW_STATS_ID = "viewStats";

/** HLS, as video.js names it. */
const HLS_TYPE = "application/x-mpegURL";

/** What the app gives the watch page besides machine effects. */
export interface PlaybackReads {
  /** GET /me/continue-watching (a member's films in progress, newest first). */
  continueWatching(page: number): Promise<Page<ContinueWatchingItem>>;
  /** The text of a media file (the thumbnails VTT). */
  mediaText(url: string): Promise<string>;
  /** What the player remembered, as stored (read with core `parsePlayerPreferences`). */
  storedPlayerPreferences(): unknown;
  /**
   * Loads the code of the play call and starts the stream warm-up's worker (small: done while
   * a page with Play idles).
   */
  preparePlayCall(): void;
  /**
   * Fetches the code of a press on Play (the play gate's flow, the video player) without
   * running it (a title page, once idle): a press then only evaluates it.
   */
  fetchPlayerCode(): void;
  /** Starts loading and running the video player's code (Play is about to be pressed). */
  preloadPlayer(): void;
}

/** Where the video adapter mounts, and the view-stats actor that hears the same video. */
export interface PlayerVideoTarget {
  readonly container: () => HTMLElement | null;
  readonly viewStatsId: string;
  /** The one-screen control's system id: it is told where the video is (its handover). */
  readonly takeoverId?: string;
}

// ---- Inputs ---------------------------------------------------------------------------------

/** The grant's HLS master as the video's source (none when the grant has no HLS). */
export const hlsSourcesOf = (grant: PlayGrant): PlayerMedia["sources"] =>
  grant.streaming_links.ahls ? [{ src: grant.streaming_links.ahls, type: HLS_TYPE }] : [];

export const playerMediaOf = (grant: PlayGrant, movie: Movie, target: WatchTarget): PlayerMedia => {
  const mediaType = mediaTypeOfFilm(movie);
  return {
    videoId: grant.movie_id,
    videoName: grant.title,
    mediaType,
    videoKind: videoKindOf(target.media, mediaType),
    labels: movie.labels,
    sources: hlsSourcesOf(grant),
    subtitles: orderSubtitles(grant.subtitles),
    sceneMarkers: grant.scene_markers,
    artwork: movie.cover_picture,
  };
};

export const playerInputOf = (options: {
  readonly grant: PlayGrant;
  /** What plays: `playerMediaOf` for a film, the related seam's for related content. */
  readonly media: PlayerMedia;
  /** `?scene=` of the watch URL. */
  readonly scene: number | null;
  readonly preferences: PlayerPreferences;
  readonly searchTerm: string | null;
  /** The browser's languages (`navigator.languages`). */
  readonly viewerLanguages: readonly string[];
  /** A Play press brought the viewer here (the router's `playPressed` state). */
  readonly playPressed?: boolean;
}): PlayerInput => ({
  media: options.media,
  scene: options.scene,
  resumeS: options.grant.resume_position > 0 ? options.grant.resume_position : null,
  durationS: options.grant.duration,
  preferences: options.preferences,
  searchTerm: options.searchTerm,
  viewerLanguages: options.viewerLanguages,
  startAtOnce: options.playPressed === true,
});

export const viewStatsInputOf = (
  player: PlayerInput,
  grant: PlayGrant,
  debugUrl: string,
  /** A related item's id (its `static_id`); null for a film. */
  staticId: number | null,
): ViewStatsInput => ({
  movieId: grant.movie_id,
  seriesId: grant.series_id,
  staticId,
  type: player.media.videoKind,
  debugUrl,
  durationS: grant.duration,
  startPositionS: startPosition({
    scene: player.scene,
    sceneMarkers: player.media.sceneMarkers,
    resumeS: player.resumeS,
    durationS: player.durationS,
  }).positionS,
});

// ---- Selectors ------------------------------------------------------------------------------

export type PlayerSnapshot = SnapshotFrom<PlayerMachine>;

export type PlayerPhase =
  | "cover"
  | "fading"
  | "loading"
  | "playing"
  | "paused"
  | "seeking"
  | "buffering"
  | "ended"
  | "failed";

const PLAYBACK_PHASES = [
  "loading",
  "playing",
  "paused",
  "seeking",
  "buffering",
  "ended",
  "failed",
] as const;

export const selectPlayerPhase = (snapshot: PlayerSnapshot): PlayerPhase => {
  if (snapshot.matches("cover")) return "cover";
  if (snapshot.matches("fading")) return "fading";
  return (
    PLAYBACK_PHASES.find((phase) => snapshot.matches({ active: { playback: phase } })) ?? "loading"
  );
};

export interface PlayerView {
  readonly phase: PlayerPhase;
  readonly currentTimeS: number;
  readonly durationS: number;
  readonly muted: boolean;
  readonly volume: number;
  readonly subtitleLanguage: string | null;
  readonly upNext: boolean;
  readonly errorMessage: string | null;
  readonly canRetry: boolean;
}

export const selectPlayerView = (snapshot: PlayerSnapshot): PlayerView => {
  const c = snapshot.context;
  const phase = selectPlayerPhase(snapshot);
  return {
    phase,
    currentTimeS: c.currentTimeS,
    durationS: c.durationS,
    muted: c.muted,
    volume: c.volume,
    subtitleLanguage: c.subtitleLanguage,
    upNext: c.upNext,
    errorMessage:
      phase === "failed" ? c.lastError?.message || "The video could not be played." : null,
    canRetry: phase === "failed" && mayRetryPlayback(c.retries),
  };
};

/** The phases after the first frame: what only the playing film needs may load now. */
const PAST_FIRST_FRAME: readonly PlayerPhase[] = [
  "playing",
  "paused",
  "seeking",
  "buffering",
  "ended",
];

/**
 * The seek bar's thumbnails are wanted once the first frame is shown: their file does not
 * compete with the stream's first requests (issue 25's click-to-first-frame budget).
 */
export const selectWantsThumbnails = (snapshot: PlayerSnapshot): boolean =>
  PAST_FIRST_FRAME.includes(selectPlayerPhase(snapshot));

export const samePlayerView = (a: PlayerView, b: PlayerView): boolean =>
  (Object.keys(a) as (keyof PlayerView)[]).every((key) => a[key] === b[key]);

// ---- Intents --------------------------------------------------------------------------------

export interface PlayerIntents {
  readonly start: () => void;
  readonly gesture: () => void;
  readonly togglePlay: () => void;
  readonly quickSeek: (direction: "forward" | "back") => void;
  readonly scene: (index: number) => void;
  readonly dismissUpNext: () => void;
  readonly retry: () => void;
}

export const playerIntents = (send: (event: PlayerUiEvent) => void): PlayerIntents => ({
  start: () => send({ type: "player.start" }),
  gesture: () => send({ type: "player.gesture" }),
  togglePlay: () => send({ type: "player.togglePlay" }),
  quickSeek: (direction) => send({ type: "player.quickSeek", direction }),
  scene: (index) => send({ type: "player.scene", index }),
  dismissUpNext: () => send({ type: "player.dismissUpNext" }),
  retry: () => send({ type: "player.retry" }),
});

/** The keys the player takes from the page now: on its cover only those that start it. */
export const selectOwnedKeys = (snapshot: PlayerSnapshot): readonly string[] =>
  snapshot.matches("cover") ? COVER_KEYS : PLAYER_KEYS;

// ---- Up next -----------------------------------------------------------------------

export interface UpNext {
  readonly title: string;
  readonly kind: "episode" | "film";
  readonly url: string;
  readonly picture: string | null;
}

/** The player's Up next card for core's choice (`upNextChoice`). */
export const upNextFor = (movie: Movie, series: Series | null): UpNext | null => {
  const choice = upNextChoice(movie.id, series?.episodes ?? null, movie.similar_movies);
  return choice === null
    ? null
    : {
        title: choice.movie.title,
        kind: choice.kind,
        url: watchUrlFor(choice.movie, "movie"),
        picture: choice.movie.cover_picture,
      };
};
