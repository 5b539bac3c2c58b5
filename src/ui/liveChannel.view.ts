/**
 * The seam between the live-channel machine and /watch/live-tv (ARCHITECTURE.md,
 * xstate-tree): who takes part in the one-screen control (issue 8: a
 * paid-level viewer on live TV, by core `takeoverApplies`), the selector of what the page
 * shows and the intents of its controls.
 */
import type { SnapshotFrom } from "xstate";
import type { LiveChannelMachine, LiveChannelUiEvent } from "../machines/liveChannel.machine.ts";
import { type SessionSnapshot, selectUser, selectUserType } from "./session.view.ts";
import type { TakeoverFacts } from "./streamTakeover.view.ts";

/** The system id of the live channel's actor (the takeover pauses and resumes it by it). */
export const LIVE_CHANNEL_ID = "liveChannel";

/**
 * What the one-screen control knows of a live playback: the viewer, kind live-tv. Live TV
 * needs a membership, so it counts as paid content (core `takeoverApplies`); the content
 * levels here only say so to `takeoverInputOf`.
 */
export const selectLiveTakeoverFacts = (session: SessionSnapshot): TakeoverFacts => ({
  userType: selectUserType(session),
  accountId: selectUser(session)?.id ?? null,
  kind: "live-tv",
  content: { user_level: 0, is_free: false },
});

export type LiveChannelSnapshot = SnapshotFrom<LiveChannelMachine>;

/** What the page shows of the channel besides the video's own controls. */
export type LiveChannelView =
  /** The video loads, plays or is paused: video.js shows it. */
  | "video"
  /** The video failed: a message and 'Try again'. */
  | "failed";

export const selectLiveChannelView = (snapshot: LiveChannelSnapshot): LiveChannelView =>
  snapshot.matches("failed") ? "failed" : "video";

export interface LiveChannelIntents {
  readonly retry: () => void;
}

export const liveChannelIntents = (
  send: (event: LiveChannelUiEvent) => void,
): LiveChannelIntents => ({
  retry: () => send({ type: "player.retry" }),
});
