/**
 * The account's signed-in sessions (`GET /me/sessions`, issue 26; not in the spec: decision
 * 0028): one per login, named by device and browser, when it was last used, and whether it
 * is the one asking.
 */
import { Schema } from "effect";

export const DeviceSession = Schema.Struct({
  id: Schema.Number.check(Schema.isInt()),
  device: Schema.String,
  browser: Schema.String,
  /** ISO date of the session's last call. */
  last_seen_at: Schema.String,
  /** The session of the token that asked (this browser). */
  current: Schema.Boolean,
});
export type DeviceSession = typeof DeviceSession.Type;

export const DeviceSessionList = Schema.Struct({ data: Schema.Array(DeviceSession) });
export type DeviceSessionList = typeof DeviceSessionList.Type;

/** `POST /me/sessions/{id}/end` and `/me/sessions/end-others`: how many sessions ended. */
export const EndedSessions = Schema.Struct({ ended: Schema.Number.check(Schema.isInt()) });
export type EndedSessions = typeof EndedSessions.Type;
