/**
 * One screen at a time (spec 001 §4 concurrent-stream control, spec 000 §2 'Attention').
 * Spawned with the player for paid-level playbacks only (`takeoverApplies`), it joins the
 * account's presence channel through the `presence` actor (the pusher-js adapter, provided
 * from outside) and decides with `takeoverOutcome` whether this playback plays:
 *
 * - `joining` until the member list arrives; playback is not held meanwhile.
 * - `playing`: this playback joined first, or took over.
 * - `pausedByOther`: another playback plays; the player is paused and the view shows
 *   'Attention' with 'WATCH ON THIS DEVICE' and 'GO BACK'.
 * - `takingOver`: 'WATCH ON THIS DEVICE' was chosen; the claim is broadcast to the others.
 * - `handingOver`: the claim went out; the member that played tells where it stopped
 *   (`presence.handover`) and leaves; this playback then resumes there (issue 25). Its
 *   leaving without a word, or HANDOVER_WAIT_MS, resumes from here.
 * - `kicked` (final): another playback took over; pause, hand over the position when this
 *   one was playing (its video's `video.timeupdate`/`video.seeked` are forwarded here), go home.
 * - `wentBack` (final): 'GO BACK'; back one page.
 * - `unavailable`: presence cannot be reached; playback is allowed and the failure reported
 *   (docs/decisions/0007). A member list arriving later (reconnected) decides again.
 *
 * The player's side: `pausePlayback` pauses, `resumePlayback` resumes what pausePlayback
 * paused (at the handed-over position, when there is one), `goHome` navigates to /, `goBack` goes back one page, `reportFailure` reports.
 */
import { assign, fromCallback, sendTo, setup } from "xstate";
import { concurrentStream } from "../core/concurrentStreamMessages.ts";
import { TOAST_SENT_HOME_MS } from "../core/constants.ts";
import type { PresencePort, PresenceSignal } from "../core/ports.ts";
import {
  awaitsHandover,
  claimTime,
  estimatedServerTime,
  type Handover,
  handoverPosition,
  type PresenceMember,
  type TakeoverClaim,
  type TakeoverOutcome,
  takeoverOutcome,
  whoPlays,
} from "../core/streamTakeover.ts";
import type { VideoEvent } from "../core/video.ts";
import { unprovided } from "./unprovided.ts";

/** How long joining may take before playback goes on without presence (ours). */
export const PRESENCE_JOIN_TIMEOUT_MS = 10_000;
/** How long the presence actor may take to confirm a takeover was sent (ours). */
export const TAKEOVER_SEND_TIMEOUT_MS = 2_000;
/**
 * How long the screen that took over waits for the other's handover before it plays from
 * its own position (ours). The other hands over and leaves at once: its leaving ends the wait.
 */
export const HANDOVER_WAIT_MS = 1_500;

export interface StreamTakeoverInput {
  readonly accountId: number;
  /** This playback's presence member id. */
  readonly deviceId: string;
  /** What plays (core `mediaKey`); null: nothing to hand over or resume (live TV). */
  readonly media: string | null;
}

/** What the presence actor is given. */
export interface PresenceActorInput {
  readonly accountId: number;
  readonly deviceId: string;
}

/**
 * What the presence actor sends back: the member list comes with when it arrived (`at`, local
 * epoch ms, stamped by the actor), which measures the server clock's offset.
 */
export type PresenceActorEvent =
  | (Extract<PresenceSignal, { readonly type: "presence.members" }> & { readonly at: number })
  | Exclude<PresenceSignal, { readonly type: "presence.members" }>;

/** What the presence actor is told. */
export type PresenceCommand =
  | { readonly type: "presence.sendTakeover"; readonly at: number }
  | { readonly type: "presence.sendHandover"; readonly handover: Omit<Handover, "from"> };

/** What the 'Attention' modal sends. */
export type StreamTakeoverViewEvent =
  /** `at`: when the viewer chose it (local epoch ms), stamped by the view's intent. */
  | { readonly type: "takeover.watchHere"; readonly at: number }
  | { readonly type: "takeover.goBack" };

/**
 * Where this playback is, forwarded from its video (the same events the player gets): what
 * the screen sent home hands over.
 */
export type TakeoverPositionEvent = Extract<
  VideoEvent,
  { readonly type: "video.timeupdate" } | { readonly type: "video.seeked" }
>;

export type StreamTakeoverEvent =
  | PresenceActorEvent
  | StreamTakeoverViewEvent
  | TakeoverPositionEvent;

export interface StreamTakeoverContext {
  readonly accountId: number;
  readonly deviceId: string;
  /** Our member id as the channel knows it (null until joined). */
  readonly me: string | null;
  /** The last member list (null: not known, before joining or after a failure). */
  readonly members: readonly PresenceMember[] | null;
  /** Takeover claims seen, ours included. */
  readonly claims: readonly TakeoverClaim[];
  /** Server clock minus local clock, measured when we first joined. */
  readonly serverOffsetMs: number | null;
  /** Why presence is unavailable, when it is. */
  readonly failure: string | null;
  readonly media: string | null;
  /** Where this playback's video is, seconds (null: not known yet). */
  readonly positionS: number | null;
  /** After our claim: the member that played then, whose handover we wait for. */
  readonly handoverFrom: string | null;
  /** Where the screen sent home stopped, when it told us. */
  readonly handoverS: number | null;
}

/**
 * The `presence` actor over a PresencePort: joins on start, forwards the port's signals (the
 * member list stamped with when it arrived, from `now`), sends takeover claims, leaves when
 * the machine stops or ends.
 */
export const presenceActor = (port: PresencePort, now: () => number) =>
  fromCallback<PresenceCommand, PresenceActorInput>(({ input, sendBack, receive }) => {
    const session = port.join(input, (signal) =>
      sendBack(signal.type === "presence.members" ? { ...signal, at: now() } : signal),
    );
    receive((command) =>
      command.type === "presence.sendTakeover"
        ? session.sendTakeover(command.at)
        : session.sendHandover(command.handover),
    );
    return () => session.leave();
  });

export interface PresenceFailure {
  readonly reason: string;
}

const outcome = (context: StreamTakeoverContext): TakeoverOutcome | null =>
  context.members === null || context.me === null
    ? null
    : takeoverOutcome(context.me, context.members, context.claims);

const streamTakeoverSetup = setup({
  types: {
    input: {} as StreamTakeoverInput,
    context: {} as StreamTakeoverContext,
    events: {} as StreamTakeoverEvent,
  },
  actors: {
    /** The presence channel (adapters/presence.ts): commands in, PresenceActorEvent out. */
    presence: fromCallback<PresenceCommand, PresenceActorInput>(() => {
      throw new Error("presence is not provided");
    }),
  },
  actions: {
    /** Pause the video (another screen plays, or this one is leaving). */
    pausePlayback: unprovided("pausePlayback"),
    /**
     * Resume the video that pausePlayback paused; at `positionS` when the screen sent home
     * told where it stopped.
     */
    resumePlayback: unprovided<{ readonly positionS: number | null }>("resumePlayback"),
    /** Another screen took over: navigate to the home page. */
    goHome: unprovided("goHome"),
    /** Tell the viewer sent home why (a toast that outlives the watch page). */
    tellSentHome: unprovided<{ readonly message: string; readonly durationMs: number }>(
      "tellSentHome",
    ),
    /** 'GO BACK': back one page. */
    goBack: unprovided("goBack"),
    /** The error-reporting service: presence could not be used. */
    reportFailure: unprovided<PresenceFailure>("reportFailure"),
    recordMembers: assign(({ context, event }) => {
      if (event.type !== "presence.members") return {};
      const mine = event.members.find((m) => m.id === event.me);
      return {
        me: event.me,
        members: event.members,
        failure: null,
        serverOffsetMs: context.serverOffsetMs ?? (mine ? mine.joinedAt - event.at : null),
      };
    }),
    recordClaim: assign(({ context, event }) =>
      event.type === "presence.takeover" ? { claims: [...context.claims, event.claim] } : {},
    ),
    recordOwnClaim: assign(({ context, event }) => {
      if (event.type !== "takeover.watchHere") return {};
      const serverNow = estimatedServerTime(event.at, context.serverOffsetMs ?? 0);
      const claim = {
        by: context.me ?? context.deviceId,
        at: claimTime(serverNow, context.claims),
      };
      // The member that plays until our claim counts hands over where it stopped.
      const playing = whoPlays(context.members ?? [], context.claims);
      return {
        claims: [...context.claims, claim],
        handoverFrom: playing === claim.by ? null : playing,
        handoverS: null,
      };
    }),
    recordPosition: assign(({ event }) =>
      event.type === "video.timeupdate" || event.type === "video.seeked"
        ? { positionS: event.currentTime }
        : {},
    ),
    recordHandover: assign(({ context, event }) => {
      if (event.type !== "presence.handover") return {};
      const positionS = handoverPosition(event.handover, context.me, context.media);
      return positionS === null ? {} : { handoverS: positionS };
    }),
    /** Sent home from playing: tell the winner where this playback stopped. */
    handOver: sendTo("presence", ({ context }) => ({
      type: "presence.sendHandover" as const,
      handover: {
        to: whoPlays(context.members ?? [], context.claims) ?? "",
        media: context.media ?? "",
        positionS: context.positionS ?? 0,
      },
    })),
    recordFailure: assign((_, params: PresenceFailure) => ({
      members: null,
      failure: params.reason,
    })),
    sendTakeover: sendTo("presence", ({ context }) => {
      const own = context.claims.at(-1);
      return { type: "presence.sendTakeover" as const, at: own?.at ?? 0 };
    }),
  },
  delays: {
    joinTimeout: PRESENCE_JOIN_TIMEOUT_MS,
    takeoverSendTimeout: TAKEOVER_SEND_TIMEOUT_MS,
    handoverWait: HANDOVER_WAIT_MS,
  },
  guards: {
    playsHere: ({ context }) => outcome(context) === "plays",
    othersPlay: ({ context }) => outcome(context) === "waits",
    isKicked: ({ context }) => outcome(context) === "kicked",
    /** Kicked while this playback played a known media at a known position. */
    isKickedWithPosition: ({ context }) =>
      outcome(context) === "kicked" && context.media !== null && context.positionS !== null,
    handoverSettled: ({ context }) =>
      !awaitsHandover({
        from: context.handoverFrom,
        members: context.members,
        receivedS: context.handoverS,
      }),
  },
});

const failedWith = (reason: (event: StreamTakeoverEvent) => string) =>
  ({
    type: "recordFailure",
    params: ({ event }: { event: StreamTakeoverEvent }) => ({ reason: reason(event) }),
  }) as const;

const resumeAt = (positionS: (context: StreamTakeoverContext) => number | null) =>
  ({
    type: "resumePlayback",
    params: ({ context }: { context: StreamTakeoverContext }) => ({
      positionS: positionS(context),
    }),
  }) as const;

const failureReason = (event: StreamTakeoverEvent): string =>
  event.type === "presence.failed" ? event.reason : "presence unavailable";

export const streamTakeoverMachine = streamTakeoverSetup.createMachine({
  id: "streamTakeover",
  context: ({ input }) => ({
    accountId: input.accountId,
    deviceId: input.deviceId,
    me: null,
    members: null,
    claims: [],
    serverOffsetMs: null,
    failure: null,
    media: input.media,
    positionS: null,
    handoverFrom: null,
    handoverS: null,
  }),
  invoke: {
    id: "presence",
    src: "presence",
    input: ({ context }) => ({ accountId: context.accountId, deviceId: context.deviceId }),
  },
  on: {
    "presence.members": { actions: "recordMembers" },
    "presence.takeover": { actions: "recordClaim" },
    "presence.handover": { actions: "recordHandover" },
    "video.timeupdate": { actions: "recordPosition" },
    "video.seeked": { actions: "recordPosition" },
  },
  initial: "joining",
  states: {
    joining: {
      always: [
        { guard: "isKicked", target: "kicked" },
        { guard: "othersPlay", target: "pausedByOther" },
        { guard: "playsHere", target: "playing" },
      ],
      after: {
        joinTimeout: { target: "unavailable", actions: failedWith(() => "join timed out") },
      },
      on: { "presence.failed": { target: "unavailable", actions: failedWith(failureReason) } },
    },
    playing: {
      always: [
        { guard: "isKickedWithPosition", target: "kicked", actions: "handOver" },
        { guard: "isKicked", target: "kicked" },
        { guard: "othersPlay", target: "pausedByOther" },
      ],
      on: { "presence.failed": { target: "unavailable", actions: failedWith(failureReason) } },
    },
    pausedByOther: {
      entry: "pausePlayback",
      always: [
        { guard: "isKicked", target: "kicked" },
        { guard: "playsHere", target: "playing", actions: resumeAt(() => null) },
      ],
      on: {
        "takeover.watchHere": { target: "takingOver", actions: "recordOwnClaim" },
        "takeover.goBack": { target: "wentBack" },
        // Still paused: the viewer decides (watching here then plays without presence).
        "presence.failed": {
          actions: [
            failedWith(failureReason),
            {
              type: "reportFailure",
              params: ({ event }) => ({ reason: failureReason(event) }),
            },
          ],
        },
      },
    },
    takingOver: {
      entry: "sendTakeover",
      always: [{ guard: "isKicked", target: "kicked" }],
      after: {
        takeoverSendTimeout: {
          target: "unavailable",
          actions: [failedWith(() => "takeover not sent"), resumeAt(() => null)],
        },
      },
      on: {
        "presence.takeoverSent": { target: "handingOver" },
        "presence.failed": {
          target: "unavailable",
          actions: [failedWith(failureReason), resumeAt(() => null)],
        },
      },
    },
    // The claim went out: the screen sent home says where it stopped, then leaves. Plays on
    // from there, or from here when it left without a word or took too long.
    handingOver: {
      always: [
        { guard: "isKicked", target: "kicked" },
        {
          guard: "handoverSettled",
          target: "playing",
          actions: resumeAt((context) => context.handoverS),
        },
      ],
      after: { handoverWait: { target: "playing", actions: resumeAt(() => null) } },
      on: {
        "presence.failed": {
          target: "unavailable",
          actions: [failedWith(failureReason), resumeAt((context) => context.handoverS)],
        },
      },
    },
    unavailable: {
      entry: {
        type: "reportFailure",
        params: ({ context }) => ({ reason: context.failure ?? "presence unavailable" }),
      },
      always: [
        { guard: "isKickedWithPosition", target: "kicked", actions: "handOver" },
        { guard: "isKicked", target: "kicked" },
        { guard: "othersPlay", target: "pausedByOther" },
        { guard: "playsHere", target: "playing" },
      ],
    },
    kicked: {
      type: "final",
      entry: [
        "pausePlayback",
        {
          type: "tellSentHome",
          params: { message: concurrentStream.sentHome, durationMs: TOAST_SENT_HOME_MS },
        },
        "goHome",
      ],
    },
    wentBack: { type: "final", entry: "goBack" },
  },
});
