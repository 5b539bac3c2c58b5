/**
 * Sunset mode (spec 000 §2 "Modals": the sunset modal shows when sunset mode is on, otherwise
 * the viewer goes to /sign-up; spec 001 §7 `POST /me/migrate { channel_id }`; the setting
 * `sunset-modal-enabled`). The site stops taking members; a member may move the account to a
 * sister site. Not shown by the spec and decided here: the sister sites are the other variant
 * ids the spec lists (4, 5, 9), named by their id; a guest is asked to log in first (the
 * call needs the member's token); the modal's wording.
 */
import { SITE_CHANNEL_ID } from "./constants.ts";
import { SITE_VARIANT_IDS } from "./siteVariant.ts";

/** The sister sites' channels an account may move to: every listed variant but this one. */
export const SISTER_CHANNEL_IDS: readonly number[] = SITE_VARIANT_IDS.filter(
  (id) => id !== SITE_CHANNEL_ID,
);

/** Where 'join' leads: the sunset modal when `sunset-modal-enabled` is on, else the sign-up. */
export type JoinEntry = "sunset" | "sign-up";

export const joinEntry = (sunsetModalEnabled: boolean): JoinEntry =>
  sunsetModalEnabled ? "sunset" : "sign-up";

/** A move is asked for only by a logged-in member and only to a sister site. */
export const mayMigrate = (isLoggedIn: boolean, channelId: number): boolean =>
  isLoggedIn && SISTER_CHANNEL_IDS.includes(channelId);

/** Not worded by the spec: the sunset modal. */
export const SUNSET_TEXT = {
  title: "We are moving",
  body: "This site no longer takes new memberships. Members can move their account to one of our sister sites.",
  guest: "Log in to move your account.",
  moveTo: (channelId: number) => `Move my account to sister site ${channelId}`,
  moved: (channelId: number) => `Your account has moved to sister site ${channelId}.`,
} as const;
