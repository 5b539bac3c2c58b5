/**
 * My Space's tabs (spec 000 §2: `/my-space?tab=` my-list, continue-watching or history; and
 * the watch-again list of 000 §4, decision 0063).
 */
export const MY_SPACE_TABS = ["my-list", "continue-watching", "history", "watch-again"] as const;
export type MySpaceTab = (typeof MY_SPACE_TABS)[number];
