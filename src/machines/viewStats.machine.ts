/**
 * View statistics (spec 001 §3 "View stats payload", §4 "View statistics", §7 `POST /stats`):
 * the payload goes out after 5 s of played time, then every 15 s of played time (the schedule
 * of core/playerStats.ts), once more when playback ends, and through a beacon when the page is
 * hidden or closed, or the player leaves the screen, so no watched time is lost.
 *
 * It follows the same VideoEvents as the player machine (the composition root sends each
 * video event to both), plus `page.hidden` (pagehide, or visibility hidden) and
 * `viewStats.leave` (the player unmounts). Time comes with the events: each carries `at`
 * (epoch ms), stamped by the adapter that sends it; a send that falls due while playing is
 * due at the time the schedule says (when playing began plus the played time still missing),
 * so a replayed journal counts the same watched time.
 *
 * Effects provided from outside: the `sendStats` promise actor (POST /stats, resolving with the
 * server's visualization id, or null when the server keeps nothing) and the `beaconStats`
 * action (navigator.sendBeacon; the composition root adds the play's stats ticket, which never
 * enters this machine), `logStatsFailure`.
 */
import { assign, fromCallback, setup } from "xstate";
import {
  initialStatsSchedule,
  msUntilNextSend,
  type PlaybackPhase,
  type StatsSchedule,
  stepStatsSchedule,
} from "../core/playerStats.ts";
import type { VideoKind, ViewStats } from "../core/schema/playback.ts";
import type { VideoEvent } from "../core/video.ts";
import { unprovided, unprovidedActor } from "./unprovided.ts";

export interface ViewStatsInput {
  readonly movieId: number;
  readonly seriesId: number | null;
  readonly staticId: number | null;
  readonly type: VideoKind;
  readonly debugUrl: string | null;
  /** From the play response; the video's own duration replaces it once known. */
  readonly durationS: number;
  readonly startPositionS: number;
}

/** An event with the time it happened (epoch ms), stamped by its sender. */
export type Stamped<E> = E & { readonly at: number };

export interface ViewStatsContext {
  readonly input: ViewStatsInput;
  readonly schedule: StatsSchedule;
  /** When the current stretch of playing began (epoch ms); null while not playing. */
  readonly playingSince: number | null;
  readonly positionS: number;
  readonly durationS: number;
  /** The server's id of this visualization, after the first answer. */
  readonly visualizationId: number | null;
  /** A send fell due while one was in flight: send again when it settles. */
  readonly sendPending: boolean;
}

export type ViewStatsEvent =
  | Stamped<VideoEvent>
  | Stamped<{ readonly type: "page.hidden" }>
  | Stamped<{ readonly type: "viewStats.leave" }>
  /** Internal: a send fell due. */
  | { readonly type: "viewStats.due" };

/** The payload of POST /stats now. */
export const viewStatsPayload = (context: ViewStatsContext): ViewStats => ({
  movie_id: context.input.movieId,
  static_id: context.input.staticId,
  type: context.input.type,
  series_id: context.input.seriesId,
  visualization_id: context.visualizationId,
  visualized_time: Math.round(context.schedule.playedMs / 1000),
  movie_duration: Math.max(0, Math.round(context.durationS)),
  current_position: Math.max(0, Math.round(context.positionS)),
  debug_url: context.input.debugUrl,
});

/** The phase of the schedule a video event puts playback in, if it changes it. */
const phaseOf = (event: ViewStatsEvent): PlaybackPhase | null => {
  switch (event.type) {
    case "video.playing":
      return "playing";
    case "video.pause":
    case "video.error":
    case "video.autoplayBlocked":
      return "paused";
    case "video.seeking":
      return "seeking";
    case "video.seeked":
      return event.paused ? "paused" : "playing";
    case "video.waiting":
      return "buffering";
    case "video.ended":
      return "ended";
    default:
      return null;
  }
};

const viewStatsSetup = setup({
  types: {
    input: {} as ViewStatsInput,
    context: {} as ViewStatsContext,
    events: {} as ViewStatsEvent,
  },
  actors: {
    /** POST /stats; resolves with the visualization id (null: nothing kept). */
    sendStats: unprovidedActor<number | null, ViewStats>("sendStats"),
    /**
     * The page's life: sends `page.hidden` when the tab is hidden or closed (pagehide,
     * visibilitychange to hidden), for as long as the statistics run.
     */
    pageLifecycle: fromCallback<Stamped<{ readonly type: "page.hidden" }>>(() => {
      throw new Error("pageLifecycle is not provided");
    }),
  },
  actions: {
    /** navigator.sendBeacon of the payload (the app adds the stats ticket). */
    beaconStats: unprovided<ViewStats>("beaconStats"),
    logStatsFailure: unprovided<{ readonly error: unknown }>("logStatsFailure"),
  },
  delays: {
    /** Wall time until the next send falls due while playing. */
    untilDue: ({ context }) => Math.max(0, msUntilNextSend(context.schedule) ?? 0),
  },
});

/**
 * When an event happened: its own `at`; for the delayed send while playing, the time it fell
 * due (when the stretch of playing began plus the played time the schedule still needed).
 */
const timeOf = (context: ViewStatsContext, event: { readonly type: string }): number => {
  const at = (event as { readonly at?: unknown }).at;
  if (typeof at === "number" && Number.isFinite(at)) return at;
  return context.playingSince === null
    ? 0
    : context.playingSince + Math.max(0, msUntilNextSend(context.schedule) ?? 0);
};

/**
 * Counts the played time up to now, applies the phase the event brings, and raises one due
 * send when the schedule says so.
 */
const account = viewStatsSetup.enqueueActions(({ context, event, enqueue }) => {
  const now = timeOf(context, event);
  let schedule = context.schedule;
  let due = 0;
  if (context.playingSince !== null) {
    const step = stepStatsSchedule(schedule, { type: "elapsed", ms: now - context.playingSince });
    schedule = step.schedule;
    due = step.sendsDue;
  }
  const phase = phaseOf(event);
  if (phase !== null) schedule = stepStatsSchedule(schedule, { type: "phase", phase }).schedule;
  enqueue.assign({
    schedule,
    playingSince: schedule.phase === "playing" ? now : null,
    positionS: event.type === "video.seeked" ? event.currentTime : context.positionS,
  });
  if (due > 0) enqueue.raise({ type: "viewStats.due" });
});

const beacon = {
  type: "beaconStats",
  params: ({ context }: { context: ViewStatsContext }) => viewStatsPayload(context),
} as const;

export const viewStatsMachine = viewStatsSetup.createMachine({
  id: "viewStats",
  type: "parallel",
  context: ({ input }) => ({
    input,
    schedule: initialStatsSchedule,
    playingSince: null,
    positionS: input.startPositionS,
    durationS: input.durationS,
    visualizationId: null,
    sendPending: false,
  }),
  invoke: { id: "pageLifecycle", src: "pageLifecycle" },
  on: {
    "video.timeupdate": {
      actions: assign({
        positionS: ({ event }) => event.currentTime,
        durationS: ({ context, event }) =>
          Number.isFinite(event.duration) && event.duration > 0
            ? event.duration
            : context.durationS,
      }),
    },
    "video.ready": {
      actions: assign({
        durationS: ({ context, event }) =>
          event.duration > 0 ? event.duration : context.durationS,
      }),
    },
    "page.hidden": { actions: [account, beacon] },
    "viewStats.leave": { actions: [account, beacon] },
  },
  states: {
    clock: {
      initial: "stopped",
      states: {
        stopped: {
          on: {
            "video.playing": { target: "running", actions: account },
            "video.seeked": [
              { guard: ({ event }) => !event.paused, target: "running", actions: account },
              { actions: account },
            ],
            "video.pause": { actions: account },
            "video.ended": {
              actions: [account, assign({ positionS: ({ context }) => context.durationS })],
            },
          },
        },
        /** Playing: the next send is scheduled for when it falls due in played time. */
        running: {
          after: { untilDue: { target: "running", reenter: true, actions: account } },
          on: {
            "video.pause": { target: "stopped", actions: account },
            "video.seeking": { target: "stopped", actions: account },
            "video.seeked": [
              { guard: ({ event }) => event.paused, target: "stopped", actions: account },
              { actions: account },
            ],
            "video.waiting": { target: "stopped", actions: account },
            "video.error": { target: "stopped", actions: account },
            "video.ended": {
              target: "stopped",
              actions: [
                account,
                assign({ positionS: ({ context }) => context.durationS }),
                // The end is sent as it happens.
                viewStatsSetup.raise({ type: "viewStats.due" }),
              ],
            },
          },
        },
      },
    },
    sender: {
      initial: "idle",
      states: {
        idle: {
          on: { "viewStats.due": "sending" },
        },
        sending: {
          entry: assign({ sendPending: false }),
          invoke: {
            src: "sendStats",
            input: ({ context }) => viewStatsPayload(context),
            onDone: {
              target: "settled",
              actions: assign({
                visualizationId: ({ context, event }) => event.output ?? context.visualizationId,
              }),
            },
            onError: {
              target: "settled",
              actions: { type: "logStatsFailure", params: ({ event }) => ({ error: event.error }) },
            },
          },
          on: { "viewStats.due": { actions: assign({ sendPending: true }) } },
        },
        settled: {
          always: [
            { guard: ({ context }) => context.sendPending, target: "sending" },
            { target: "idle" },
          ],
        },
      },
    },
  },
});

export type ViewStatsMachine = typeof viewStatsMachine;
