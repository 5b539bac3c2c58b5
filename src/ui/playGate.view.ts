/**
 * The seam between the play gate machine and the Play buttons and watch page: the request a
 * button sends, the gate's outcome as the views show it, and intents.
 */
import type { SnapshotFrom } from "xstate";
import { isPublished, type PlayKind } from "../core/playGate.ts";
import type { MovieSummary } from "../core/schema/index.ts";
import { mediaTypeOfFilm } from "../core/watchUrl.ts";
import type { PlayGateEvent, PlayGateMachine, PlayRequest } from "../machines/playGate.machine.ts";

export type PlayGateSnapshot = SnapshotFrom<PlayGateMachine>;

export type GateOutcome =
  | "idle"
  | "checking"
  | "allowed"
  | "blockedWithModal"
  | "needsLogin"
  | "needsPremium"
  | "unpublished"
  | "failed";

const SETTLED = [
  "allowed",
  "blockedWithModal",
  "needsLogin",
  "needsPremium",
  "unpublished",
  "failed",
] as const;

export const selectGateOutcome = (snapshot: PlayGateSnapshot): GateOutcome => {
  if (snapshot.matches("idle")) return "idle";
  return SETTLED.find((state) => snapshot.matches(state)) ?? "checking";
};

export const selectGrant = (snapshot: PlayGateSnapshot) => snapshot.context.grant;

export interface PlayGateIntents {
  readonly request: (request: PlayRequest) => void;
  readonly reset: () => void;
}

export const playGateIntents = (send: (event: PlayGateEvent) => void): PlayGateIntents => ({
  request: (request) => send({ type: "play.request", request }),
  reset: () => send({ type: "play.reset" }),
});

/**
 * What a Play button asks for. An episode's own status counts: an 'Upcoming Release'
 * episode is not published whatever its film says (as the server's gate reads it).
 */
export const playRequestOf = (
  movie: MovieSummary,
  kind: PlayKind,
  episodeStatus: string | null = null,
): PlayRequest => ({
  movieId: movie.id,
  title: movie.title,
  slug: movie.slug,
  status: episodeStatus === "Upcoming Release" ? episodeStatus : movie.status,
  user_level: movie.user_level,
  is_free: movie.is_free,
  kind,
});

/** Whether a Play button is offered at all; unpublished films show why not instead. */
export const isPlayable = (request: PlayRequest): boolean => isPublished(request.status);

/** The kind of the full video of a film: its media type (core `mediaTypeOfFilm`, spec 001 §3). */
export const fullKindOf = (movie: {
  readonly model_type: string;
  readonly series_id: number | null;
}): PlayKind => mediaTypeOfFilm(movie);
