/** The seam between the sunset machine and its modal. */
import type { SnapshotFrom } from "xstate";
import { SISTER_CHANNEL_IDS, SUNSET_TEXT } from "../core/sunset.ts";
import type { SunsetEvent, SunsetMachine } from "../machines/sunset.machine.ts";

export interface SunsetSite {
  readonly channelId: number;
  readonly label: string;
}

export interface SunsetView {
  /** The sister sites a member may move to (none for a guest: the modal asks to log in). */
  readonly sites: readonly SunsetSite[];
  readonly busy: boolean;
  /** Set once moved: the modal says where. */
  readonly moved: string | null;
  readonly failure: string | null;
}

export const selectSunset =
  (loggedIn: boolean) =>
  (s: SnapshotFrom<SunsetMachine>): SunsetView => ({
    sites: loggedIn
      ? SISTER_CHANNEL_IDS.map((channelId) => ({ channelId, label: SUNSET_TEXT.moveTo(channelId) }))
      : [],
    busy: s.matches("migrating"),
    moved:
      s.matches("migrated") && s.context.channelId !== null
        ? SUNSET_TEXT.moved(s.context.channelId)
        : null,
    failure: s.context.failure,
  });

export const sameSunset = (a: SunsetView, b: SunsetView): boolean =>
  a.sites.length === b.sites.length &&
  a.busy === b.busy &&
  a.moved === b.moved &&
  a.failure === b.failure;

export const sunsetIntents = (send: (event: SunsetEvent) => void, loggedIn: boolean) => ({
  migrate: (channelId: number) => send({ type: "sunset.migrate", channelId, loggedIn }),
});
