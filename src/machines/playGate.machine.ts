/**
 * The play gate (spec 000 §4 "Play gating", §2 moviePlayModal; spec 001 §4 "Movie play
 * permission", §6, §7 `/movies/{id}/play`): from a press on Play to one of
 *
 * - `allowed`: the play data (streaming links, subtitles, thumbnails, scene markers, resume
 *   position) is in `grant`, the player can start;
 * - `blockedWithModal`: a guest on a film that is not free: the unregistered-play-attempt flag
 *   is set and the play modal is asked for (`openPlayModal`; the newsletter feature renders it,
 *   'Wanna watch this film for free?');
 * - `needsLogin`: the server refused a viewer the client took for logged in (401): the view
 *   says 'You need to be logged in!' with the way to log in;
 * - `needsPremium`: a Registered viewer on a paid film: the view says 'You need to be a premium
 *   member!' with the way to subscribe (its link to /sign-up);
 * - `unpublished`: not published, or an 'Upcoming Release' episode;
 * - `failed`: the play call failed otherwise (the status toast; `play.request` tries again).
 *
 * The decision is core `playDecision`; the server applies the same rule and its answer wins.
 * The grant handover: before the play call, `takeHandover` gives the grant another gate of
 * this film fetched just before (a Play button's, for the watch page it opens) with when it
 * was fetched and taken; core `isHandoverFresh` (less than 30 s) decides whether it plays
 * without a second play call. A fetched grant is offered to the next gate (`offerHandover`).
 *
 * Effects provided from outside: `fetchPlay` (GET /movies/{id}/play; the composition root keeps
 * the stats ticket outside every machine and resolves with the rest), `takeHandover` and
 * `offerHandover` (the handover's store, which stamps the times), `notify`,
 * `setUnregisteredPlayAttempt`, `openPlayModal`.
 */
import { and, assign, fromCallback, setup } from "xstate";
import type { ApiError } from "../core/apiError.ts";
import { isApiError } from "../core/apiError.ts";
import { TOAST_ERROR_MS } from "../core/constants.ts";
import { DEFAULT_ERROR_MESSAGE, type ToastType, toastTypeForStatus } from "../core/messages.ts";
import { type Playable, type PlayDecision, playDecision } from "../core/playGate.ts";
import { type Handover, isHandoverFresh } from "../core/playHandover.ts";
import type { PlayData } from "../core/schema/playback.ts";
import type { UserType } from "../core/userType.ts";
import { unprovided, unprovidedActor } from "./unprovided.ts";

/** What is asked to play: the gating facts and what the play modal shows. */
export interface PlayRequest extends Playable {
  readonly movieId: number;
  readonly title: string;
  readonly slug: string;
}

/** The play data without the stats ticket, which never enters a machine. */
export type PlayGrant = Omit<PlayData, "stats_ticket">;

export interface PlayGateInput {
  /**
   * Asked for as soon as the session knows who is watching (the watch page: the viewer came
   * to play this): the gate waits for `session.ready` from its `sessionReady` actor.
   */
  readonly request?: PlayRequest;
}

export interface PlayGateContext {
  /** Who is watching, as the session told with its last `session.ready`; null before. */
  readonly viewer: UserType | null;
  /** Asked for, waiting for the session (input `request`). */
  readonly pending: PlayRequest | null;
  readonly request: PlayRequest | null;
  readonly grant: PlayGrant | null;
  readonly error: ApiError | null;
}

export type PlayGateEvent =
  | { readonly type: "play.request"; readonly request: PlayRequest }
  | { readonly type: "play.reset" }
  /** From the `sessionReady` actor: the session knows who is watching (its user type). */
  | { readonly type: "session.ready"; readonly viewer: UserType };

export interface PlayGateNotify {
  readonly type: ToastType;
  readonly message: string;
  readonly durationMs: number;
}

const decisionOf = (context: PlayGateContext): PlayDecision | null =>
  context.request && playDecision(context.request, context.viewer ?? "Guest");

const statusOf = (error: unknown): number | null => (isApiError(error) ? error.status : null);

const playGateSetup = setup({
  types: {
    input: {} as PlayGateInput,
    context: {} as PlayGateContext,
    events: {} as PlayGateEvent,
  },
  actors: {
    fetchPlay: unprovidedActor<PlayGrant, { readonly movieId: number }>("fetchPlay"),
    /** The grant handed over for this film, if any (taken: it is handed over once). */
    takeHandover: unprovidedActor<Handover<PlayGrant> | null, { readonly movieId: number }>(
      "takeHandover",
    ),
    /** Sends `session.ready` once the session has booted (at once when it has). */
    sessionReady: fromCallback<{ readonly type: "session.ready"; readonly viewer: UserType }>(
      () => {
        throw new Error("sessionReady is not provided");
      },
    ),
  },
  actions: {
    notify: unprovided<PlayGateNotify>("notify"),
    /** Spec 000 §4: the unregistered-play-attempt flag. */
    setUnregisteredPlayAttempt: unprovided("setUnregisteredPlayAttempt"),
    /** Ask for the play modal for this film (the newsletter feature shows it to guests). */
    openPlayModal: unprovided<{ readonly movie: PlayRequest }>("openPlayModal"),
    /** Offer a fetched grant to the next gate of the same film (the store stamps the time). */
    offerHandover: unprovided<{ readonly movieId: number; readonly grant: PlayGrant }>(
      "offerHandover",
    ),
  },
  guards: {
    isUnpublished: ({ context }) => decisionOf(context) === "blocked-unpublished",
    needsLogin: ({ context }) => decisionOf(context) === "needs-login",
    needsPremium: ({ context }) => decisionOf(context) === "needs-premium",
    isGuest: ({ context }) => (context.viewer ?? "Guest") === "Guest",
    hasPending: ({ context }) => context.pending !== null,
    refusedUnauthorized: ({ event }) => statusOf((event as { error?: unknown }).error) === 401,
    refusedPaymentRequired: ({ event }) => statusOf((event as { error?: unknown }).error) === 402,
    /** 403 (not published) or 404 (no such film). */
    refusedUnplayable: ({ event }) => {
      const status = statusOf((event as { error?: unknown }).error);
      return status === 403 || status === 404;
    },
  },
});

const blockGuest = [
  "setUnregisteredPlayAttempt",
  {
    type: "openPlayModal",
    params: ({ context }: { context: PlayGateContext }) => ({ movie: context.request! }),
  },
] as const;

export const playGateMachine = playGateSetup.createMachine({
  id: "playGate",
  context: ({ input }) => ({
    viewer: null,
    pending: input.request ?? null,
    request: null,
    grant: null,
    error: null,
  }),
  initial: "idle",
  on: {
    // Every request asks the session who is watching now (at once when it has booted).
    "play.request": {
      target: ".waitingForViewer",
      actions: assign({
        pending: ({ event }) => event.request,
        request: null,
        grant: null,
        error: null,
      }),
    },
    "play.reset": {
      target: ".idle",
      actions: assign({ pending: null, request: null, grant: null, error: null }),
    },
  },
  states: {
    idle: { always: { guard: "hasPending", target: "waitingForViewer" } },
    // Who is watching decides (a member's type needs their details): once the session knows.
    waitingForViewer: {
      invoke: { src: "sessionReady" },
      on: {
        "session.ready": {
          target: "deciding",
          actions: assign({
            viewer: ({ event }) => event.viewer,
            request: ({ context }) => context.pending,
            pending: null,
          }),
        },
      },
    },
    deciding: {
      always: [
        { guard: "isUnpublished", target: "unpublished" },
        { guard: "needsLogin", target: "blockedWithModal" },
        { guard: "needsPremium", target: "needsPremium" },
        { target: "handingOver" },
      ],
    },
    // A grant fetched less than 30 s ago by another gate of this film plays without a call.
    handingOver: {
      invoke: {
        src: "takeHandover",
        input: ({ context }) => ({ movieId: context.request!.movieId }),
        onDone: [
          {
            guard: ({ event }) => isHandoverFresh(event.output),
            target: "allowed",
            actions: assign({ grant: ({ event }) => event.output!.grant }),
          },
          { target: "fetching" },
        ],
        onError: { target: "fetching" },
      },
    },
    fetching: {
      invoke: {
        src: "fetchPlay",
        input: ({ context }) => ({ movieId: context.request!.movieId }),
        onDone: {
          target: "allowed",
          actions: [
            assign({ grant: ({ event }) => event.output }),
            {
              type: "offerHandover",
              params: ({ context, event }) => ({
                movieId: context.request!.movieId,
                grant: event.output,
              }),
            },
          ],
        },
        // The server applies the same rule; where it disagrees (a session that expired, a
        // subscription that ended, a film withdrawn) its answer wins.
        onError: [
          { guard: and(["refusedUnauthorized", "isGuest"]), target: "blockedWithModal" },
          { guard: "refusedUnauthorized", target: "needsLogin" },
          { guard: "refusedPaymentRequired", target: "needsPremium" },
          { guard: "refusedUnplayable", target: "unpublished" },
          {
            target: "failed",
            actions: [
              assign({ error: ({ event }) => (isApiError(event.error) ? event.error : null) }),
              {
                type: "notify",
                params: ({ context }) => ({
                  type: toastTypeForStatus(context.error?.status ?? 500),
                  message: context.error?.message ?? DEFAULT_ERROR_MESSAGE,
                  durationMs: TOAST_ERROR_MS,
                }),
              },
            ],
          },
        ],
      },
    },
    allowed: {},
    /** A guest: the play modal is up (the newsletter feature's). */
    blockedWithModal: {
      entry: blockGuest,
    },
    // The view says why beside the Play button, with the way on (Login, Subscribe): one
    // message, not that and a toast of the same words (issue 26).
    needsLogin: {},
    needsPremium: {},
    unpublished: {},
    failed: {},
  },
});

export type PlayGateMachine = typeof playGateMachine;
