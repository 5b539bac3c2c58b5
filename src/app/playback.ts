/**
 * The effects of playback's feature actors (issue 7): the play gate, the player and view
 * statistics, and the member reads the watch page and home need. Everything heavy (the
 * playback API with its schemas, video.js) is imported with `import()` when first used, so
 * none of it is in the first load.
 *
 * - The play response's stats ticket never enters a machine: `fetchPlay` keeps it here, by
 *   film, and `beaconStats` adds it to the beacon.
 * - The grant handover (one play call per press) is the play gate's: this file only keeps the
 *   store its `takeHandover` and `offerHandover` read and write, stamped with the clock.
 * - As soon as a grant's stream URL is known, the stream's first requests warm the HTTP
 *   cache (`warmStream`, in a worker: `streamWarmer.ts`) while the watch page and video.js
 *   get ready.
 * - The video adapter is served by the one video-port actor of every player
 *   (`machines/videoPort.ts`, live TV's too); each video event goes back to the player and
 *   to the view-stats actor (position events to the one-screen control as well).
 */

import { fromCallback, fromPromise } from "xstate";
import type { ReportError } from "../adapters/errorReporting.ts";
import type { HttpClient } from "../adapters/http/client.ts";
import type { JsonStorage } from "../adapters/storage.ts";
import { fetchPlayerCode } from "../adapters/video/playerCode.ts";
import { prepareStreamWarmer, warmStreamSoon } from "../adapters/video/streamWarmer.ts";
import { PLAYER_PREFERENCES_KEY } from "../core/playerPreferences.ts";
import type { PlaybackApi } from "../core/ports.ts";
import type { PlayData } from "../core/schema/playback.ts";
import type { UserType } from "../core/userType.ts";
import type { SessionRef } from "../machines/app.machine.ts";
import { sessionOf, showToast } from "../machines/app.machine.ts";
import type { PlayGrant } from "../machines/playGate.machine.ts";
import { videoPortActor } from "../machines/videoPort.ts";
import type { FeatureEffects } from "../ui/features.ts";
import { selectIsBooting, selectUserType } from "../ui/session.view.ts";
import { authorizedCalls } from "./authorizedCalls.ts";

export interface PlaybackDeps {
  readonly http: HttpClient;
  /** The bearer of playback calls: the user token, else the client token. */
  readonly bearer: () => string | null;
  readonly apiBase: string;
  readonly session: () => SessionRef;
  readonly storage: JsonStorage;
  /** The tag manager's dataLayer push (player analytics). */
  readonly pushAnalytics: (event: Record<string, unknown>) => void;
  readonly log: (message: string, detail?: unknown) => void;
  /** The error-reporting service (spec 001 §1): adapters/errorReporting.ts. */
  readonly reportError: ReportError;
  readonly now: () => number;
}

/**
 * View statistics' `pageLifecycle` actor: closing or hiding the tab (pagehide, visibility
 * hidden) is `page.hidden`, stamped with when it happened, one more report as a beacon.
 */
export const pageHiddenActor = fromCallback<{
  readonly type: "page.hidden";
  readonly at: number;
}>(({ sendBack }) => {
  const hidden = () => sendBack({ type: "page.hidden", at: Date.now() });
  const visibility = () => {
    if (document.visibilityState === "hidden") hidden();
  };
  window.addEventListener("pagehide", hidden);
  document.addEventListener("visibilitychange", visibility);
  return () => {
    window.removeEventListener("pagehide", hidden);
    document.removeEventListener("visibilitychange", visibility);
  };
});

/**
 * The play gate's `sessionReady` actor: `session.ready` with who is watching once the session
 * of the actor system has booted, at once when it has.
 */
export const sessionReadyActor = fromCallback<{
  readonly type: "session.ready";
  readonly viewer: UserType;
}>(({ sendBack, system }) => {
  const session = sessionOf(system);
  let told = false;
  const check = (snapshot: ReturnType<SessionRef["getSnapshot"]>) => {
    if (told || selectIsBooting(snapshot)) return;
    told = true;
    sendBack({ type: "session.ready", viewer: selectUserType(snapshot) });
  };
  const subscription = session.subscribe(check);
  check(session.getSnapshot());
  return () => subscription.unsubscribe();
});

/** The local-storage key of the unregistered-play-attempt flag (spec 000 §4). */
export const UNREGISTERED_PLAY_ATTEMPT_KEY = "unregisteredPlayAttempt";
const withoutTicket = ({ stats_ticket: _, ...grant }: PlayData): PlayGrant => grant;

/** Starts the stream's first requests (the player reuses their cached answers). */
const warmStreamOf = (grant: PlayGrant): PlayGrant => {
  const master = grant.streaming_links.ahls;
  if (master && typeof document !== "undefined") warmStreamSoon(master, document.baseURI);
  return grant;
};

/** The longest wait for the player's place on the page (it renders with the player actor). */
const CONTAINER_WAIT_MS = 2_000;

/** The player's container, once the page has rendered it. */
const containerOf = (find: () => HTMLElement | null): Promise<HTMLElement> =>
  new Promise((resolve, reject) => {
    const started = Date.now();
    const look = () => {
      const container = find();
      if (container !== null) resolve(container);
      else if (Date.now() - started > CONTAINER_WAIT_MS) {
        reject(new Error("The player has no place to play"));
      } else setTimeout(look, 10);
    };
    look();
  });

export function playbackEffects(
  deps: PlaybackDeps,
): Pick<FeatureEffects, "playGate" | "player" | "viewStats" | "playback"> {
  let api: Promise<{ readonly calls: PlaybackApi; readonly raw: PlaybackApi }> | null = null;
  let loaded: PlaybackApi | null = null;
  const playbackApi = () => {
    api ??= import("../adapters/http/playbackApi.ts").then(({ createPlaybackApi }) => {
      const sendBeacon =
        typeof navigator !== "undefined" && typeof navigator.sendBeacon === "function"
          ? navigator.sendBeacon.bind(navigator)
          : undefined;
      const raw = createPlaybackApi(deps.http, deps.bearer, { apiBase: deps.apiBase, sendBeacon });
      loaded = raw;
      return { raw, calls: authorizedCalls(deps.session, raw) };
    });
    return api;
  };
  const tickets = new Map<number, string>();
  /** Grants fetched for a film's Play button, for the next gate of that film (taken once). */
  const handovers = new Map<number, { readonly grant: PlayGrant; readonly fetchedAt: number }>();

  const fetchPlay = async (movieId: number): Promise<PlayGrant> => {
    const data = await (await playbackApi()).calls.play(movieId);
    if (data.stats_ticket === null) tickets.delete(movieId);
    else tickets.set(movieId, data.stats_ticket);
    return warmStreamOf(withoutTicket(data));
  };

  /** Related content: no stats ticket (its stats are not kept), no Play button handover. */
  const fetchRelatedPlay = async (relatedId: number): Promise<PlayGrant> =>
    warmStreamOf(withoutTicket(await (await playbackApi()).calls.playRelated(relatedId)));

  return {
    playGate: (machine, trailer, call = "film") => {
      // Only films' grants are handed over (a trailer is in the page, related content has no
      // Play button handover).
      const hands = (movieId: number) =>
        call === "film" && !(trailer !== null && trailer.movie_id === movieId);
      return machine.provide({
        actors: {
          fetchPlay: fromPromise(({ input }) =>
            trailer !== null && trailer.movie_id === input.movieId
              ? Promise.resolve(trailer)
              : call === "related"
                ? fetchRelatedPlay(input.movieId)
                : fetchPlay(input.movieId),
          ),
          takeHandover: fromPromise(async ({ input }) => {
            const entry = hands(input.movieId) ? handovers.get(input.movieId) : undefined;
            handovers.delete(input.movieId);
            return entry === undefined ? null : { ...entry, takenAt: deps.now() };
          }),
          sessionReady: sessionReadyActor,
        },
        actions: {
          offerHandover: (_, { movieId, grant }) => {
            if (hands(movieId)) handovers.set(movieId, { grant, fetchedAt: deps.now() });
          },
          notify: ({ system }, toast) => showToast(system, toast),
          setUnregisteredPlayAttempt: () => {
            deps.storage.set(UNREGISTERED_PLAY_ATTEMPT_KEY, true);
          },
          // The gate's view renders the newsletter's play modal from `blockedWithModal`.
          openPlayModal: () => {},
        },
      });
    },

    player: (machine, target) =>
      machine.provide({
        actors: {
          video: videoPortActor(
            // The code loads while the page renders the player's place (a player started at
            // once is active before its first render).
            () => {
              const code = import("../adapters/video/videojs.ts");
              return containerOf(target.container).then((container) =>
                code.then(({ createVideojsPlayer }) => createVideojsPlayer(container)),
              );
            },
            {
              // View stats gets every video event; the one-screen control where it is.
              alsoTo: (event) =>
                target.takeoverId !== undefined &&
                (event.type === "video.timeupdate" || event.type === "video.seeked")
                  ? [target.viewStatsId, target.takeoverId]
                  : [target.viewStatsId],
              // View statistics count watched time from the events' own times.
              now: deps.now,
              failure: (error) => {
                deps.log("The player could not load", error);
                return "The player could not load";
              },
            },
          ),
        },
        actions: {
          pushAnalytics: (_, event) => deps.pushAnalytics({ ...event }),
          storePreferences: (_, preferences) => {
            deps.storage.set(PLAYER_PREFERENCES_KEY, preferences);
          },
          logError: (_, error) => deps.log("Player error", error),
          // No error-reporting service is configured: the report goes to the log.
          reportError: (_, error) => deps.reportError("player", error.message),
        },
      }),

    viewStats: (machine) =>
      machine.provide({
        actors: {
          sendStats: fromPromise(async ({ input }) => {
            const receipt = await (await playbackApi()).calls.postStats(input);
            return receipt?.visualization_id ?? null;
          }),
          pageLifecycle: pageHiddenActor,
        },
        actions: {
          beaconStats: (_, payload) => {
            const ticket = tickets.get(payload.movie_id);
            // Guests have no ticket: the server keeps nothing of theirs anyway.
            if (ticket !== undefined && loaded !== null) loaded.beaconStats(payload, ticket);
          },
          logStatsFailure: (_, { error }) => deps.log("View stats not sent", error),
        },
      }),

    playback: {
      continueWatching: async (page) => (await playbackApi()).calls.continueWatching(page),
      mediaText: async (url) => {
        const response = await fetch(url);
        if (!response.ok) throw new Error(`${url}: ${response.status}`);
        return response.text();
      },
      storedPlayerPreferences: () => deps.storage.get(PLAYER_PREFERENCES_KEY),
      preparePlayCall: () => {
        void playbackApi().catch(() => undefined);
        prepareStreamWarmer();
      },
      fetchPlayerCode: () => fetchPlayerCode(),
      preloadPlayer: () => {
        // The same chunks the video actor imports: fetched and compiled before they are needed.
        void import("../adapters/video/videojs.ts")
          .then(({ loadVideojs }) => loadVideojs())
          .catch(() => undefined);
      },
    },
  };
}
