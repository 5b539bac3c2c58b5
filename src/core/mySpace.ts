/** My Space's tabs (spec 000 §2: `/my-space?tab=` my-list, continue-watching or history). */
export const MY_SPACE_TABS = ["my-list", "continue-watching", "history"] as const;
export type MySpaceTab = (typeof MY_SPACE_TABS)[number];
