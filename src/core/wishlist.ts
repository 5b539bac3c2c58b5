/** The wishlist's messages (spec 001 §8, §9): what a change says, for 2000 ms. */
import { TOAST_WISHLIST_MS } from "./constants.ts";
import { success } from "./messages.ts";
import type { ProductType } from "./schema/library.ts";

export type WishlistChange = "added" | "removed";

/** The toast of a wishlist change: films and series are added with their own words. */
export const wishlistToast = (change: WishlistChange, productType: ProductType) => ({
  type: "info" as const,
  message:
    change === "removed"
      ? success.movieRemovedFromList
      : productType === "Series"
        ? success.serieAddedToList
        : success.movieAddedToList,
  durationMs: TOAST_WISHLIST_MS,
});
