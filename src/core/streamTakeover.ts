/**
 * Concurrent-stream control (spec 001 §4, spec 000 §2 and §6): a paid account plays on one
 * screen at a time. Every playback joins the account's presence channel as one member (a
 * member is a playback, not an account); the member that joined first plays, the others
 * wait behind the 'Attention' modal. 'WATCH ON THIS DEVICE' is a takeover claim: the
 * latest claim wins over join order, and the others are sent home.
 *
 * Join timestamps and sequence numbers come from the server (the presence auth endpoint
 * stamps them with its own clock), never from a client clock.
 */
import type { VideoKind } from "./playerAnalytics.ts";
import type { UserType } from "./userType.ts";

/** One playback in the account's presence channel. */
export interface PresenceMember {
  /** The presence `user_id`: a per-playback device id. */
  readonly id: string;
  /** Server clock, epoch ms, when the playback first joined. */
  readonly joinedAt: number;
  /** Server-issued, strictly increasing: breaks ties between equal join timestamps. */
  readonly seq: number;
}

/** A 'WATCH ON THIS DEVICE' choice, as broadcast to the other members. */
export interface TakeoverClaim {
  /** The member that chose to watch here. */
  readonly by: string;
  /** When, on the server's clock as the chooser estimates it (epoch ms). */
  readonly at: number;
}

/** What one member does, given what it knows. */
export type TakeoverOutcome = "plays" | "waits" | "kicked";

/** Join order: earlier join timestamp first, then lower sequence, then id. */
export const compareMembers = (a: PresenceMember, b: PresenceMember): number =>
  a.joinedAt - b.joinedAt || a.seq - b.seq || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

const firstBy = <T>(items: Iterable<T>, before: (a: T, b: T) => boolean): T | null => {
  let best: T | null = null;
  for (const item of items) if (best === null || before(item, best)) best = item;
  return best;
};

/**
 * The member whose claim counts: the latest claim made by a current member (a later `at`
 * wins; equal `at`: the earlier-joined member wins), or null when no current member claimed.
 */
export const winningClaim = (
  members: readonly PresenceMember[],
  claims: readonly TakeoverClaim[],
): { readonly claim: TakeoverClaim; readonly member: PresenceMember } | null => {
  const byId = new Map(members.map((member) => [member.id, member]));
  const candidates = claims.flatMap((claim) => {
    const member = byId.get(claim.by);
    return member ? [{ claim, member }] : [];
  });
  return firstBy(
    candidates,
    (a, b) =>
      a.claim.at > b.claim.at ||
      (a.claim.at === b.claim.at && compareMembers(a.member, b.member) < 0),
  );
};

/**
 * Who plays: the member of the latest takeover claim if a current member claimed, else the
 * member with the lowest join timestamp (ties: sequence, then id). Null only when there is
 * no member. Claims of members no longer present do not count.
 */
export const whoPlays = (
  members: readonly PresenceMember[],
  claims: readonly TakeoverClaim[] = [],
): string | null =>
  winningClaim(members, claims)?.member.id ??
  firstBy(members, (a, b) => compareMembers(a, b) < 0)?.id ??
  null;

/**
 * What member `me` does: plays when it is the one who plays; is sent home when another
 * member took over (its winning claim is known here); otherwise waits behind 'Attention'.
 */
export const takeoverOutcome = (
  me: string,
  members: readonly PresenceMember[],
  claims: readonly TakeoverClaim[],
): TakeoverOutcome => {
  const player = whoPlays(members, claims);
  if (player === me) return "plays";
  return winningClaim(members, claims)?.member.id === player ? "kicked" : "waits";
};

/**
 * The server clock as a member estimates it: its local clock plus the offset measured
 * when it joined (the server's join timestamp minus the local time it was received).
 */
export const estimatedServerTime = (localNow: number, serverOffsetMs: number): number =>
  localNow + serverOffsetMs;

/** A new claim is stamped at least 1 ms after every claim this member knows of. */
export const claimTime = (estimatedNow: number, known: readonly TakeoverClaim[]): number =>
  known.reduce((latest, claim) => Math.max(latest, claim.at + 1), estimatedNow);

// ------------------------------------------------------------------ who takes part

/** The kinds the control applies to (spec 001 §4); never trailers. */
const CONTROLLED_KINDS: ReadonlySet<VideoKind> = new Set([
  "movie",
  "episode",
  "chapter",
  "live-tv",
]);

/** Paid-level viewers: a subscription, trial or bundle (docs/decisions/0007). */
const PAID_LEVEL_USERS: ReadonlySet<UserType> = new Set(["Premium", "Trial", "CrossSelling"]);

/** user_level 0 is paid content (spec 000 §3); content flagged free never is. */
export const isPaidContent = (content: {
  readonly user_level: number;
  readonly is_free: boolean;
}): boolean => content.user_level === 0 && !content.is_free;

/**
 * Whether a playback joins the presence channel at all: a paid-level viewer watching paid
 * content of a controlled kind (live TV counts as paid content: it needs a membership).
 */
export const takeoverApplies = (input: {
  readonly userType: UserType;
  readonly kind: VideoKind;
  readonly paidContent: boolean;
}): boolean =>
  PAID_LEVEL_USERS.has(input.userType) &&
  CONTROLLED_KINDS.has(input.kind) &&
  (input.paidContent || input.kind === "live-tv");

// ------------------------------------------------------------------ the presence channel

/** The presence channel of an account; members are its playbacks. */
export const presenceChannelFor = (accountId: number): string =>
  `presence-stream-user-${accountId}`;

/** The client event a member broadcasts when it chooses 'WATCH ON THIS DEVICE'. */
export const TAKEOVER_EVENT = "client-takeover";

// ------------------------------------------------------------------ the handover (issue 25)

/** The client event the screen sent home broadcasts with where it stopped. */
export const HANDOVER_EVENT = "client-handover";

/**
 * Where the screen sent home stopped, for the screen that took over: what played (a media
 * key, `mediaType:id`), its position in seconds, and whom it is for (the winner's member id).
 */
export interface Handover {
  readonly from: string;
  readonly to: string;
  readonly media: string;
  readonly positionS: number;
}

/** The key of what a playback plays: the winner resumes only the same film or episode. */
export const mediaKey = (mediaType: string, id: number): string => `${mediaType}:${id}`;

/**
 * The position a handover gives this playback (member `me`, playing `media`): the sender's
 * position when it is addressed to us, about the same media and a real position; else null.
 */
export const handoverPosition = (handover: Handover, me: string | null, media: string | null) =>
  me !== null &&
  media !== null &&
  handover.to === me &&
  handover.media === media &&
  Number.isFinite(handover.positionS) &&
  handover.positionS >= 0
    ? handover.positionS
    : null;

/**
 * Whether the screen that took over still waits for a handover: the member that played
 * when we claimed (`from`) is still in the channel and nothing arrived. It hands over just
 * before it leaves, so its leaving without one ends the wait at once.
 */
export const awaitsHandover = (state: {
  readonly from: string | null;
  readonly members: readonly PresenceMember[] | null;
  readonly receivedS: number | null;
}): boolean =>
  state.receivedS === null &&
  state.from !== null &&
  (state.members ?? []).some((member) => member.id === state.from);
