/**
 * Who may play what (spec 000 §4 "Play gating", spec 001 §4 "Movie play permission", §6).
 * Pure: the client's play gate and the reference server's `/movies/{id}/play` both apply it.
 */
import type { UserLevel } from "./schema/index.ts";
import type { UserType } from "./userType.ts";

/**
 * What is played: the full film, an episode (a film with a series), or one of the short open
 * videos (a film's trailer, a series trailer, behind the scenes).
 */
export type PlayKind = "movie" | "episode" | "trailer" | "serie-trailer" | "bhs";

/** The facts of a film that gating looks at. */
export interface Playable {
  readonly status: string | null;
  readonly user_level: UserLevel;
  readonly is_free: boolean;
  readonly kind: PlayKind;
}

/**
 * - `allowed`: play.
 * - `blocked-unpublished`: the film is not published (or is an "Upcoming Release" episode).
 * - `needs-login`: a guest on a film that is not free; the caller sets the
 *   unregistered-play-attempt flag and shows the play modal ('Wanna watch this film for free?').
 * - `needs-premium`: a Registered viewer on a paid film ('You need to be a premium member!').
 */
export type PlayDecision = "allowed" | "blocked-unpublished" | "needs-login" | "needs-premium";

/** user_level values (spec 000 §3): paid 0, registered 1, free 2. */
const PAID_LEVEL = 0;
const FREE_LEVEL = 2;

/** A film plays only when its status is empty or published, in any letter case. */
export const isPublished = (status: string | null): boolean =>
  status === null || status === "" || status.toLowerCase() === "published";

/** Trailers, series trailers and behind-the-scenes clips are open to every viewer. */
export const isOpenKind = (kind: PlayKind): boolean =>
  kind === "trailer" || kind === "serie-trailer" || kind === "bhs";

/** Free films (level 2 or `is_free`) and trailers need no account. */
export const isFreeToPlay = (playable: Playable): boolean =>
  isOpenKind(playable.kind) || playable.is_free || playable.user_level === FREE_LEVEL;

/** Viewers who stream paid films: a trial streams everything, and so does cross-selling. */
export const streamsPaidFilms = (viewer: UserType): boolean =>
  viewer === "Premium" || viewer === "Trial" || viewer === "CrossSelling";

/** The play decision for a viewer of the given type. */
export const playDecision = (playable: Playable, viewer: UserType): PlayDecision => {
  if (!isPublished(playable.status)) return "blocked-unpublished";
  if (isFreeToPlay(playable)) return "allowed";
  if (viewer === "Guest") return "needs-login";
  if (playable.user_level === PAID_LEVEL && !streamsPaidFilms(viewer)) return "needs-premium";
  return "allowed";
};

/** Full films and episodes that are neither free nor trailers are served only signed. */
export const needsSignedMedia = (playable: Playable): boolean => !isFreeToPlay(playable);
