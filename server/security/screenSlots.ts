/**
 * The one-screen rule, checked where a blocked presence socket cannot defeat it (issue 23,
 * docs/decisions/0019): the media of a paid stream (a film's signed grant, the live channel's)
 * is served only to the screens that hold the account's slots.
 *
 * The server knows the streams from the grants it signed and the media requests made with
 * them; a screen is the browser that makes them (its address and user agent: a new grant from
 * the same browser, another film or a renewed URL, is the same screen, not a second one). A
 * screen whose media was asked for within LIVE_STREAM_MS is streaming. The account's presence
 * channel says how many screens take part in the one-screen control. While it has members,
 * the account may stream on that many screens: the screens that started first keep playing,
 * one beyond them is refused (403) at its next playlist or segment request, so a second
 * screen that hides from presence stops within seconds while the first plays. With no member
 * (presence down, or unreachable for every screen) nothing is refused: the rule fails open
 * for outages, as decision 0007 chose.
 */

/** How long a stream counts as live after its last media request (players ask every 2-6 s). */
export const LIVE_STREAM_MS = 30_000;

interface Stream {
  readonly firstSeen: number;
  lastSeen: number;
}

export interface ScreenSlots {
  /**
   * Records a media request of `screen` for `userId`'s paid stream at `now`, and says whether
   * it is served, given how many screens of the account are in its presence channel.
   */
  admit(userId: number, screen: string, presenceMembers: number, now: number): boolean;
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
    admit(userId, screen, presenceMembers, now) {
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
      if (presenceMembers === 0) return true;
      const order = [...streams.entries()]
        .sort(([, a], [, b]) => a.firstSeen - b.firstSeen)
        .map(([key]) => key);
      return order.indexOf(screen) < presenceMembers;
    },
  };
}
