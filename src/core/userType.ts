import type { User } from "./schema/index.ts";

/** The kinds of viewer the product tells apart (spec 000 §1, 001 §4). */
export type UserType = "Guest" | "Trial" | "CrossSelling" | "Premium" | "Registered";

/**
 * The user type, derived in the spec's order: not logged in is Guest, then trialing free,
 * then cross-selling unified account, then subscribed; otherwise Registered.
 */
export const deriveUserType = (user: User | null): UserType => {
  if (user === null) return "Guest";
  if (user.is_trialing_free) return "Trial";
  if (user.is_cross_selling_unified_account) return "CrossSelling";
  if (user.is_subscribed) return "Premium";
  return "Registered";
};
