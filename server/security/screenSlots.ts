/**
 * The one-screen rule, checked where a blocked presence socket cannot defeat it (issue 23,
 * docs/decisions/0019): the media of a paid stream (a film's signed grant, the live channel's)
 * is served only to the screens that hold the account's slots.
 *
 * The server knows the streams from the grants it signed and the media requests made with
 * them; a screen is the browser that makes them (its address and user agent: a new grant from
 * the same browser, another film or a renewed URL, is the same screen, not a second one). A
 * screen whose media was asked for within LIVE_STREAM_MS is streaming. The account's presence
 * channel says how many screens take part in the one-screen control, and from which screens
 * its sockets were opened. While it has members, the account may stream on that many screens:
 * the screens in presence first, then the others, each group by when it started; one beyond
 * them is refused (403) at its next playlist or segment request. So a screen that hides from
 * presence stops within seconds once a screen in presence plays, whichever started first (a
 * hider that started first no longer keeps the slot from the owner's screen). With no member
 * (presence down, or unreachable for every screen) nothing is refused: the rule fails open
 * for outages, as decision 0007 chose.
 */

import type { PresenceRoster } from "../http/oneScreen.ts";

/** How long a stream counts as live after its last media request (players ask every 2-6 s). */
export const LIVE_STREAM_MS = 30_000;

interface Stream {
  readonly firstSeen: number;
  lastSeen: number;
}

export interface ScreenSlots {
  /**
   * Records a media request of `screen` for `userId`'s paid stream at `now`, and says whether
   * it is served, given the account's presence channel (how many members, from which screens).
   */
  admit(userId: number, screen: string, presence: PresenceRoster, now: number): boolean;
}

/** Accounts tracked before the idle ones are dropped (memory bound). */
const MAX_ACCOUNTS = 100_000;

export function screenSlots(): ScreenSlots {
  const accounts = new Map<number, Map<string, Stream>>();
  const sweep = (now: number) => {
    for (const [userId, streams] of accounts) {
      for (const [key, stream] of streams) {
        if (now - stream.lastSeen > LIVE_STREAM_MS) streams.delete(key);
      }
      if (streams.size === 0) accounts.delete(userId);
    }
  };
  return {
    admit(userId, screen, presence, now) {
      let streams = accounts.get(userId);
      if (accounts.size > MAX_ACCOUNTS) sweep(now);
      if (!streams) {
        streams = new Map();
        accounts.set(userId, streams);
      }
      for (const [key, stream] of streams) {
        if (now - stream.lastSeen > LIVE_STREAM_MS) streams.delete(key);
      }
      const stream = streams.get(screen) ?? { firstSeen: now, lastSeen: now };
      stream.lastSeen = now;
      streams.set(screen, stream);
      if (presence.count === 0) return true;
      const inPresence = new Set(presence.screens);
      const rank = (key: string) => (inPresence.has(key) ? 0 : 1);
      const order = [...streams.entries()]
        .sort(([keyA, a], [keyB, b]) => rank(keyA) - rank(keyB) || a.firstSeen - b.firstSeen)
        .map(([key]) => key);
      return order.indexOf(screen) < presence.count;
    },
  };
}
