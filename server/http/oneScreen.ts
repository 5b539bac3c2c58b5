import type { Context } from "hono";
import { presenceChannelFor } from "../../src/core/streamTakeover.ts";
import type { Deps } from "../context.ts";
import type { ScreenSlots } from "../security/screenSlots.ts";
import { clientAddress } from "./clientAddress.ts";

/** How many members an account's presence channel has now (0: unknown, presence down). */
export type PresenceMembers = (channel: string) => number;

export interface OneScreen {
  readonly slots: ScreenSlots;
  readonly members: PresenceMembers;
}

/**
 * Whether this media request of `userId`'s paid stream is served under the one-screen rule
 * (server/security/screenSlots.ts, docs/decisions/0019).
 */
export function servesScreen(deps: Deps, oneScreen: OneScreen, c: Context, userId: number) {
  const screen = `${clientAddress(c, deps.config)} ${c.req.header("user-agent") ?? ""}`;
  const members = oneScreen.members(presenceChannelFor(userId));
  return oneScreen.slots.admit(userId, screen, members, deps.config.now());
}
