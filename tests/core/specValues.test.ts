/**
 * The spec's own values, written here as the spec writes them: a text, a duration, a list.
 * Every other test may compare the code with the catalogue it reads; these compare the
 * catalogue with the spec, so that changing a value in `src/core` fails a test.
 */
import { Schema } from "effect";
import { describe, expect, it } from "vitest";
import { SORT_ORDERS } from "../../src/core/catalogueSort.ts";
import { concurrentStream } from "../../src/core/concurrentStreamMessages.ts";
import * as c from "../../src/core/constants.ts";
import { download } from "../../src/core/downloadMessages.ts";
import { LEAD_POSITIONS } from "../../src/core/leadForm.ts";
import {
  access,
  DEFAULT_ERROR_MESSAGE,
  errors,
  messageForStatus,
  pages,
  progress,
  success,
  toastTypeForStatus,
  validation,
} from "../../src/core/messages.ts";
import {
  BANNER_TYPES,
  BannerType,
  PROMO_POSITIONS,
  PromoDevice,
  PromoPosition,
} from "../../src/core/schema/promos.ts";

const accepts = <S extends Schema.Top>(schema: S, value: unknown): boolean =>
  Schema.is(schema as never)(value);

describe("spec 001 §8: toasts by HTTP status", () => {
  it("each status has the spec's type and text", () => {
    const table: readonly [number, "error" | "info", string][] = [
      [400, "error", "Invalid credentials"],
      [401, "error", "Invalid credentials"],
      [402, "info", "It seems you need to upgrade your account"],
      [422, "error", "This user already exists, please user another email, or log in."],
      [404, "error", "Not found"],
      [405, "error", "Unknown"],
      [418, "error", "Please check your email, you need to reset your password."],
      [500, "error", "Oops!!!, something went wrong. Please try again later."],
      [503, "error", "Error: Unable to process request, please try again."],
      [409, "error", "Error: Unable to process request, please try again."],
    ];
    for (const [status, type, message] of table) {
      expect({
        status,
        type: toastTypeForStatus(status),
        message: messageForStatus(status),
      }).toEqual({ status, type, message });
    }
    expect(DEFAULT_ERROR_MESSAGE).toBe("Error: Unable to process request, please try again.");
  });
});

describe("spec 001 §8: the message catalogue, word for word", () => {
  it("progress, success, error, validation and access texts", () => {
    expect(Object.values(progress)).toEqual([
      "Redirecting...",
      "Updating...",
      "Sending...",
      "Creating account...",
      "Logging in...",
      "Deleting account...",
    ]);
    expect(Object.values(success)).toEqual([
      "Welcome back!",
      "Welcome!",
      "Downloading!",
      "Details sent to your email",
      "An email for cancel confirmation has been sent!",
      "Your subscription has been cancelled!",
      "Successfully sent!",
      "Successfully registered!",
      "Successfully updated!",
      "Account successfully deleted.",
      "Email sent successfully",
      "Rating has been successfully updated!",
      "Thank you for your comment. It has been sent for approval!",
      "You will receive a reminder by e-mail 24 hours before subscription renewal.",
      "Movie addded to your list",
      "Serie added to your list",
      "Movie removed from your list",
    ]);
    expect(errors).toMatchObject({
      downloadExpired: "Too many attempts or download has expired, please start download process!",
      bundleCancel:
        "Hey! You have a bundle subscription. Please cancel through the platform you used to sign up",
      cancelLinkExpired: "Your subscription has already been cancelled or link has expired.",
      noUserWithEmail: "We can't find an user with that e-mail address.",
      resetFailed: "Unable to process, please try reseting your password again.",
      emailAlreadyRegistered: "This email is already registered",
      cancelFailed:
        "There was an error cancelling the subscription. Please try again or contact support.",
      deleteAccountFailed: "There was a problem deleting your account.",
      continueWatchingRemoveFailed: "Error while movie was removed from continue watching list",
      cartMissing: "Item couldn't be added, cart doesn't exist",
      resubmitFailed: "An error ocurred, try again with another email",
      pageDoesNotExist: "Page does not exist",
      unableToLogout: "Unable to logout",
      currentPasswordWrong: "Current password is not correct.",
      wrongApiKey: "Wrong API Key",
    });
    expect(validation.required).toBe("This field is required");
    expect(validation.passwordConfirmation).toBe("Password confirmation does not match");
    expect(Object.values(access)).toEqual([
      "You need to be logged in!",
      "You need to own this movie!",
      "You need to be a premium member!",
    ]);
    expect(download.trialing).toBe(
      "Upps!! You're trialing a subscription. Only members with full access can download movies. In the meantime you can stream as many movies as you want",
    );
    expect(download.monthlyLimit).toBe(
      "Oops! You have reached the maximum of available downloads... you can download up to 10 movies per calendar month...",
    );
    expect(concurrentStream).toEqual({
      title: "Attention",
      body: "Hold up! Your account is in use on another device (or in another browser/tab) and can not be used on more than one screen at a time.",
      watchHere: "WATCH ON THIS DEVICE",
      goBack: "GO BACK",
      // Not in the spec: the toast of the screen a takeover sends home (issue 25), in its tone.
      sentHome:
        "Hold up! Your account is now playing on another device (or in another browser/tab), so playback stopped here: it can not be used on more than one screen at a time.",
    });
  });

  it("spec 000 §2: the screen-level texts", () => {
    expect(pages.notFoundTitle).toBe("Oops... it looks like you're lost!");
    expect(pages.notFoundButton).toBe("watch our shows");
    expect(pages.notFoundGeneric).toBe("This page could not be found");
    expect(pages.errorPageFailed).toBe("An error occurred while showing the error page");
    expect(pages.searchTooShort).toBe("Please type at least 2 characters...");
    expect(pages.searchEmpty("x")).toBe(
      `Mmhh… Sorry, we didn't find anything for "x". Please try again!`,
    );
    expect(pages.newsletterAdblock).toBe("Please disable adblocker to register in the newsletter!");
  });
});

describe("spec 001 §9: durations and numbers", () => {
  it("toast durations", () => {
    expect({
      noneGiven: c.TOAST_DEFAULT_WHEN_NONE_GIVEN_MS,
      errors: c.TOAST_ERROR_MS,
      successes: c.TOAST_SUCCESS_SHORT_MS,
      updatingDeleting: c.TOAST_PROGRESS_MS,
      wishlist: c.TOAST_WISHLIST_MS,
      download: c.TOAST_DOWNLOAD_MS,
      downloadLimit: c.TOAST_DOWNLOAD_LIMIT_MS,
      downloadLimitClear: c.TOAST_DOWNLOAD_LIMIT_CLEAR_MS,
      impersonate: c.TOAST_IMPERSONATE_MS,
      messageState: c.MESSAGE_STATE_DEFAULT_MS,
    }).toEqual({
      noneGiven: 300,
      errors: 5000,
      successes: 3000,
      updatingDeleting: 10000,
      wishlist: 2000,
      download: 6000,
      downloadLimit: 16000,
      downloadLimitClear: 15000,
      impersonate: 1200000,
      messageState: 20000,
    });
  });

  it("cookie lifetimes, debounces, lists, retries", () => {
    expect([
      c.CONSENT_COOKIE_MAX_AGE_S,
      c.AGE_RESTRICTION_COOKIE_MAX_AGE_S,
      c.SESSION_ID_COOKIE_MAX_AGE_S,
      c.UTM_COOKIE_MAX_AGE_S,
      c.NEWSLETTER_CLOSE_COOKIE_MAX_AGE_S,
      c.EXPERIMENT_COOKIE_OFF_MAX_AGE_S,
      c.EXPERIMENT_COOKIE_MAX_AGE_S,
      c.IMPERSONATION_TOKEN_LIFETIME_MS,
    ]).toEqual([63072000, 63072000, 604800, 604800, 31536000, 3600, 32140800, 1200000]);
    expect([
      c.LOGOUT_DEBOUNCE_MS,
      c.COMMENT_POST_DEBOUNCE_MS,
      c.RATING_DEBOUNCE_MS,
      c.SEARCH_DEBOUNCE_MS,
      c.DATA_FETCH_MIN_DELAY_MS,
      c.CLIENT_INIT_DELAY_MS,
      c.SUBTITLE_RESTORE_DELAY_MS,
      c.PLACEHOLDER_FADE_MS,
      c.CHUNK_RELOAD_MIN_INTERVAL_MS,
    ]).toEqual([700, 1500, 1500, 400, 200, 1000, 1500, 100, 60000]);
    expect([
      c.NEWSLETTER_DELAY_MS,
      c.NEWSLETTER_MAX_DISPLAYS,
      c.NEWSLETTER_MIN_INTERVAL_MS,
    ]).toEqual([60000, 3, 86400000]);
    expect([
      c.LIST_PAGE_SIZE,
      c.WATCH_AGAIN_PAGE_SIZE,
      c.MOST_SOLD_PAGE_SIZE,
      c.TOP_MOVIES_COUNT,
      c.FEATURED_MOVIES_DEFAULT_COUNT,
      c.MOVIES_DEFAULT_PER_PAGE,
      c.CACHE_TIME_S,
    ]).toEqual([24, 10, 10, 10, 5, 10, 300]);
    expect([c.RETRIES_DEFAULT, c.RETRIES_PASSWORD_RESET]).toEqual([2, 3]);
    expect([c.SEARCH_MIN_CHARS, c.SEARCH_FEATURED_PER_GROUP, c.DOWNLOADS_PER_MONTH]).toEqual([
      2, 3, 10,
    ]);
    expect([
      c.DESKTOP_MENU_BREAKPOINT_PX,
      c.HEADER_OFFSET_PX,
      c.HEADER_OFFSET_GUEST_SMALL_PX,
    ]).toEqual([1280, 75, 110]);
  });
});

describe("spec 000 §3: lists of values", () => {
  it("banner types, LATEST RELEASES with its space", () => {
    expect([...BANNER_TYPES]).toEqual([
      "HOME",
      "HOME_MIDDLE",
      "HOME_BOTTOM",
      "MOVIES",
      "SERIES",
      "PERFORMERS",
      "DIRECTORS",
      "CATEGORIES",
      "CONFESSIONS",
      "LATEST RELEASES",
    ]);
    expect(accepts(BannerType, "LATEST RELEASES")).toBe(true);
    expect(accepts(BannerType, "LATEST_RELEASES")).toBe(false);
  });

  it("promo positions, device filters", () => {
    expect([...PROMO_POSITIONS]).toEqual([
      "index",
      "movies",
      "film",
      "series",
      "categories",
      "performers",
      "directors",
      "collaborators",
      "cast",
      "sign-up",
      "checkout",
      "quick-order",
      "cart",
    ]);
    expect(accepts(PromoPosition, "cart")).toBe(true);
    for (const device of ["ALL", "DESKTOP", "MOBILE"])
      expect(accepts(PromoDevice, device)).toBe(true);
    expect(accepts(PromoDevice, "TABLET")).toBe(false);
  });

  it("lead positions and sort orders", () => {
    expect([...LEAD_POSITIONS]).toEqual([
      "header",
      "footer",
      "pop_up",
      "floating_button",
      "create_account",
      "landing_page",
      "profile_menu",
    ]);
    expect([...SORT_ORDERS]).toEqual([
      "default",
      "featured",
      "title",
      "price",
      "ratings",
      "sold",
      "most_seen",
      "most_seen_ever",
      "recommended",
      "length",
    ]);
  });
});
