/** Every number of the spec, named, with its unit in the name. */

// Cookie lifetimes (spec 001 §9, spec 000 §9)
export const CONSENT_COOKIE_MAX_AGE_S = 63_072_000;
export const AGE_RESTRICTION_COOKIE_MAX_AGE_S = 63_072_000;
export const SESSION_ID_COOKIE_MAX_AGE_S = 604_800;
export const UTM_COOKIE_MAX_AGE_S = 604_800;
export const NEWSLETTER_CLOSE_COOKIE_MAX_AGE_S = 31_536_000;
export const EXPERIMENT_COOKIE_OFF_MAX_AGE_S = 3_600;
export const EXPERIMENT_COOKIE_MAX_AGE_S = 32_140_800;
export const IMPERSONATION_TOKEN_LIFETIME_MS = 1_200_000;

// Debounces and delays
export const LOGOUT_DEBOUNCE_MS = 700;
export const COMMENT_POST_DEBOUNCE_MS = 1_500;
export const RATING_DEBOUNCE_MS = 1_500;
export const SEARCH_DEBOUNCE_MS = 400;
export const DATA_FETCH_MIN_DELAY_MS = 200;
export const CLIENT_INIT_DELAY_MS = 1_000;
export const SUBTITLE_RESTORE_DELAY_MS = 1_500;
export const PLACEHOLDER_FADE_MS = 100;
export const PAGE_PROGRESS_FINISH_MS = 500;
export const CHUNK_RELOAD_MIN_INTERVAL_MS = 60_000;

// Newsletter popup
export const NEWSLETTER_DELAY_MS = 60_000;
export const NEWSLETTER_MAX_DISPLAYS = 3;
export const NEWSLETTER_MIN_INTERVAL_MS = 86_400_000;

// Toast durations
export const TOAST_DEFAULT_WHEN_NONE_GIVEN_MS = 300;
export const TOAST_ERROR_MS = 5_000;
export const TOAST_SUCCESS_SHORT_MS = 3_000;
export const TOAST_PROGRESS_MS = 10_000;
export const TOAST_WISHLIST_MS = 2_000;
export const TOAST_DOWNLOAD_MS = 6_000;
export const TOAST_DOWNLOAD_LIMIT_MS = 16_000;
export const TOAST_DOWNLOAD_LIMIT_CLEAR_MS = 15_000;
export const TOAST_IMPERSONATE_MS = 1_200_000;
export const MESSAGE_STATE_DEFAULT_MS = 20_000;
/** The screen sent home by a takeover reads why (ours, issue 25: a long sentence to read). */
export const TOAST_SENT_HOME_MS = 10_000;

// Lists and pagination
export const LIST_PAGE_SIZE = 24;
export const WATCH_AGAIN_PAGE_SIZE = 10;
export const MOST_SOLD_PAGE_SIZE = 10;
/** Ours (decision 0064): the originals row of the films and series pages, a row's worth. */
export const ORIGINALS_ROW_SIZE = 12;
export const TOP_MOVIES_COUNT = 10;
export const FEATURED_MOVIES_DEFAULT_COUNT = 5;
export const MOVIES_DEFAULT_PER_PAGE = 10;
export const QUERY_PAGE_DEFAULT = 1;
export const CACHE_TIME_S = 300;

// Retries
export const RETRIES_DEFAULT = 2;
export const RETRIES_PASSWORD_RESET = 3;

// Search
export const SEARCH_MIN_CHARS = 2;
export const SEARCH_FEATURED_PER_GROUP = 3;

// Downloads
export const DOWNLOADS_PER_MONTH = 10;

// Player
export const STATS_FIRST_SEND_MS = 5_000;
export const STATS_RESEND_MS = 15_000;
export const PROGRESS_PERCENTS = [10, 25, 50, 75] as const;
export const COMPLETE_PERCENT = 90;
export const ABOUT_TO_END_S = 35;
export const ABOUT_TO_END_CHECK_MS = 3_000;
export const PROGRESS_TIMER_DIVISOR = 125;
export const QUICK_SEEK_S = 10;
export const INTRO_THRESHOLD_S = 20;
export const ANALYTICS_MAX_ERRORS = 3;
// Streaming (spec 001 §9; the video.js adapter maps them onto VHS)
export const PLAYER_REQUEST_TIMEOUT_MS = 30_000;
export const PLAYER_STALL_TIMEOUT_MS = 5_000;
export const PLAYER_CONNECTION_TIMEOUT_MS = 10_000;
export const PLAYER_MAX_ATTEMPTS = 7;
export const PLAYER_RETRY_BASE_DELAY_MS = 1_000;
export const PLAYER_RETRY_BACKOFF_FACTOR = 2;
export const PLAYER_RETRY_FUZZ_FACTOR = 0.5;
export const PLAYER_BUFFER_LENGTH_S = 30;
export const PLAYER_BUFFERING_GOAL_S = 12;
export const PLAYER_REBUFFERING_GOAL_S = 6;
export const PRESENCE_ACTIVITY_TIMEOUT_MS = 2_000;

// Layout
export const DESKTOP_MENU_BREAKPOINT_PX = 1_280;
export const HEADER_OFFSET_PX = 75;
export const HEADER_OFFSET_GUEST_SMALL_PX = 110;
export const HEADER_GUEST_SMALL_BELOW_PX = 1_200;

// Experiments
export const EXPERIMENT_DRAW_MAX = 99;

// Site
export const SITE_CHANNEL_ID = 2;
export const DEFAULT_LOCALE = "en";

/**
 * How long a search call may hang before the search counts as failed (issue 23: a search
 * that hangs is not "0 results"). Not in the spec.
 */
export const SEARCH_TIMEOUT_MS = 10_000;
