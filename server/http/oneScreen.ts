import type { Context } from "hono";
import { presenceChannelFor } from "../../src/core/streamTakeover.ts";
import type { Deps } from "../context.ts";
import type { ScreenSlots } from "../security/screenSlots.ts";
import { clientAddress } from "./clientAddress.ts";

/**
 * An account's presence channel now: how many members it has (0: unknown, presence down) and
 * the screens its sockets were opened from (`screenKey`), where the presence service knows.
 */
export interface PresenceRoster {
  readonly count: number;
  readonly screens: readonly string[];
}
export type PresenceMembers = (channel: string) => PresenceRoster;

/** No member known (presence down, or an external service the server does not ask). */
export const NO_MEMBERS: PresenceRoster = { count: 0, screens: [] };

/**
 * A screen: a browser, told apart by its address (as the rate limits count it) and its user
 * agent; media requests and presence sockets of one browser share it.
 */
export const screenKey = (address: string, userAgent: string | undefined): string =>
  `${address} ${userAgent ?? ""}`;

export interface OneScreen {
  readonly slots: ScreenSlots;
  readonly members: PresenceMembers;
}

/**
 * Whether this media request of `userId`'s paid stream is served under the one-screen rule
 * (server/security/screenSlots.ts, docs/decisions/0019).
 */
export function servesScreen(deps: Deps, oneScreen: OneScreen, c: Context, userId: number) {
  const screen = screenKey(clientAddress(c, deps.config), c.req.header("user-agent"));
  const members = oneScreen.members(presenceChannelFor(userId));
  return oneScreen.slots.admit(userId, screen, members, deps.config.now());
}
