/**
 * The seam between the signed-in sessions machine and My Account's panel: each session as a
 * line (device, browser, when last seen in the account's locale, this one marked), whether a
 * call is running, and the intents.
 */
import type { SnapshotFrom } from "xstate";
import { readableDate } from "../core/billing.ts";
import type {
  DeviceSessionsEvent,
  DeviceSessionsMachine,
} from "../machines/deviceSessions.machine.ts";

export interface DeviceSessionLine {
  readonly id: number;
  /** "Windows computer · Chrome". */
  readonly name: string;
  /** "This device" for the one asking, else "Last seen 26 November 2026". */
  readonly seen: string;
  readonly current: boolean;
}

export interface DeviceSessionsView {
  readonly status: "loading" | "failed" | "ready" | "working";
  readonly sessions: readonly DeviceSessionLine[];
  /** Other sessions exist (the 'sign out of all other devices' button shows). */
  readonly hasOthers: boolean;
  readonly failure: string | null;
}

export const selectDeviceSessions =
  (locale: string) =>
  (snapshot: SnapshotFrom<DeviceSessionsMachine>): DeviceSessionsView => {
    const { sessions, failure } = snapshot.context;
    const status = snapshot.matches("failed")
      ? "failed"
      : snapshot.matches("ready")
        ? "ready"
        : snapshot.matches("loading") && sessions.length === 0
          ? "loading"
          : "working";
    return {
      status,
      // This device first, then the others as the server orders them (last used first).
      sessions: [...sessions.filter((s) => s.current), ...sessions.filter((s) => !s.current)].map(
        (s) => ({
          id: s.id,
          name: `${s.device} · ${s.browser}`,
          seen: s.current
            ? "This device"
            : `Last seen ${readableDate(s.last_seen_at, locale) ?? s.last_seen_at}`,
          current: s.current,
        }),
      ),
      hasOthers: sessions.some((s) => !s.current),
      failure,
    };
  };

export const sameDeviceSessions = (a: DeviceSessionsView, b: DeviceSessionsView): boolean =>
  a.status === b.status &&
  a.failure === b.failure &&
  a.sessions.length === b.sessions.length &&
  a.sessions.every((s, i) => s.id === b.sessions[i]?.id && s.seen === b.sessions[i]?.seen);

export const deviceSessionsIntents = (send: (event: DeviceSessionsEvent) => void) => ({
  end: (id: number) => send({ type: "sessions.end", id }),
  endOthers: () => send({ type: "sessions.endOthers" }),
  signOutHere: () => send({ type: "sessions.signOutHere" }),
  retry: () => send({ type: "sessions.retry" }),
});
export type DeviceSessionsIntents = ReturnType<typeof deviceSessionsIntents>;
