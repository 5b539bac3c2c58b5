/**
 * The newsletter's outcomes and configuration (spec 000 §2, §3, §4, §8; spec 001 §4, §7):
 * what a subscribe answer means, which confirmation follows, the e-mail-provider shortcut
 * for gmail addresses, each placement's config from the settings, and when the marketing
 * tool counts as blocked.
 */
import type { NewsletterInfoConfig, NewsletterSubscriberResponse } from "./schema/newsletter.ts";
import type { Setting } from "./schema/settings.ts";
import { array, type Decoder, nullOr, optional, string, struct } from "./validate.ts";

/** What a `POST /newsletter_subscriber` answer means. */
export type SubscribeOutcome =
  /** The call answered with no subscriber (empty body, or no user). */
  | { readonly kind: "nothing" }
  | {
      readonly kind: "subscribed";
      /** `is_user_logged_in`: the subscription succeeded for a new subscriber. */
      readonly loggedIn: boolean;
      /** `status` 'success': the e-mail opt-in analytics event fires. */
      readonly emailOptIn: boolean;
      readonly userId: number;
    };

export const subscribeOutcome = (
  response: NewsletterSubscriberResponse | null,
): SubscribeOutcome => {
  const user = response?.user ?? null;
  if (response === null || user === null) return { kind: "nothing" };
  return {
    kind: "subscribed",
    loggedIn: response.is_user_logged_in === true,
    emailOptIn: response.status === "success",
    userId: user.id,
  };
};

/** The analytics events a subscribe answer pushes (spec 000 §4, spec 001 §4, §7). */
export const EMAIL_OPT_IN_EVENT = "email_opt_in";
export const OPT_IN_EVENT = "newsletter_opt_in";

export interface AnalyticsEvent {
  readonly event: string;
  readonly [key: string]: unknown;
}

/**
 * Status 'success' pushes the e-mail opt-in event; a success for a logged-in user (the
 * newsletter call's `is_user_logged_in`) pushes the opt-in event with the user's id.
 */
export const subscribeEvents = (
  outcome: SubscribeOutcome,
  leadPosition: string,
): readonly AnalyticsEvent[] => {
  if (outcome.kind === "nothing") return [];
  return [
    ...(outcome.emailOptIn ? [{ event: EMAIL_OPT_IN_EVENT, lead_position: leadPosition }] : []),
    ...(outcome.loggedIn
      ? [{ event: OPT_IN_EVENT, user_id: outcome.userId, lead_position: leadPosition }]
      : []),
  ];
};

/** Which confirmation follows a subscription. */
export type Confirmation =
  /** Logged in and not premium: the free movies are on their way (edit e-mail, got it). */
  | "freeMoviesSent"
  /** Anything else: 'You are already a user.' */
  | "alreadyUser";

export const confirmationOf = (
  outcome: SubscribeOutcome,
  viewerIsPremium: boolean,
): Confirmation =>
  outcome.kind === "subscribed" && outcome.loggedIn && !viewerIsPremium
    ? "freeMoviesSent"
    : "alreadyUser";

/**
 * The register-result popup after an edited e-mail (the resubmit): verification text for a
 * new subscriber; an address the site already knows (the answer is not `is_user_logged_in`)
 * is 'already registered' (spec 000 §4, 001 §4 and §8: 'This email is already registered').
 */
export type RegisterResult = "verificationSent" | "alreadyRegistered";

export const registerResultOf = (outcome: SubscribeOutcome): RegisterResult =>
  outcome.kind === "subscribed" && outcome.loggedIn ? "verificationSent" : "alreadyRegistered";

const GMAIL_DOMAINS = new Set(["gmail.com", "googlemail.com"]);

/** Whether an address is a Gmail one (its domain, any case). */
export const isGmailAddress = (email: string): boolean => {
  const at = email.trim().lastIndexOf("@");
  return (
    at > 0 &&
    GMAIL_DOMAINS.has(
      email
        .trim()
        .slice(at + 1)
        .toLowerCase(),
    )
  );
};

/** How far back the mailbox search of the sniper link looks. */
const SNIPER_LINK_WINDOW = "1d";

/**
 * The sniper link (a mailbox search for our message, opened in the recipient's Gmail):
 * `https://mail.google.com/mail/u/{recipient}/#search/from:({sender}) in:anywhere newer_than:1d`.
 */
export const gmailSniperLink = (recipient: string, sender: string): string =>
  `https://mail.google.com/mail/u/${encodeURIComponent(recipient.trim())}/#search/${encodeURIComponent(
    `from:(${sender.trim()}) in:anywhere newer_than:${SNIPER_LINK_WINDOW}`,
  )}`;

/**
 * The e-mail-provider shortcut after a successful subscription: for a gmail address, where
 * enabled (the `sniperlink-sender-email` setting names the sender), the sniper link;
 * otherwise null (the usual confirmation shows).
 */
export const emailProviderShortcut = (email: string, sender: string | null): string | null =>
  sender !== null && sender.trim() !== "" && isGmailAddress(email)
    ? gmailSniperLink(email, sender)
    : null;

/** The placements with their own newsletter info config. */
/** The play modal's title (spec 000 §4), quoted by the spec. */
export const PLAY_ATTEMPT_TITLE = "Wanna watch this film for free?";

export type NewsletterPlacement = "popup" | "playAttempt";

/** The settings key holding a placement's config (JSON text). */
export const NEWSLETTER_INFO_KEYS: Readonly<Record<NewsletterPlacement, string>> = {
  popup: "newsletter-info-popup",
  playAttempt: "newsletter-info-play-attempt",
};

export interface NewsletterInfo {
  readonly newsletterFormId: string;
  readonly buttonText: string;
  readonly modalTitle: string;
  readonly modalSubtitle: string | null;
  readonly excludes: readonly string[];
}

/** The cinema site's configs when the settings carry none (or an unreadable one). */
export const DEFAULT_NEWSLETTER_INFO: Readonly<Record<NewsletterPlacement, NewsletterInfo>> = {
  popup: {
    newsletterFormId: "cinema-newsletter",
    buttonText: "WATCH FREE",
    modalTitle: "Want a free movie?",
    modalSubtitle: "Join our mailing list and watch a film for free",
    excludes: [
      "/login",
      "/sign-up",
      "/recover-password",
      "/verify-account",
      "/newsletter-free-film",
    ],
  },
  playAttempt: {
    newsletterFormId: "cinema-play-film",
    buttonText: "PLAY FILM",
    modalTitle: PLAY_ATTEMPT_TITLE,
    modalSubtitle: "Leave your e-mail and we send you this film for free",
    excludes: [],
  },
};

/**
 * A placement's config as `NewsletterInfoConfig` (core/schema/newsletter.ts) accepts it,
 * decoded without Effect: the features' chunk, loaded once the first page is idle, reads it,
 * and Effect's evaluation there was the longest task after hydration (decision 0058).
 */
export const decodeNewsletterInfo: Decoder<NewsletterInfoConfig> = struct({
  newsletterFormId: string,
  buttonText: string,
  modalTitle: string,
  modalSubtitle: optional(nullOr(string)),
  excludes: optional(array(string)),
});

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

/** A placement's config from the settings; missing or unreadable: the site's default. */
export const newsletterInfoOf = (
  settings: readonly Setting[],
  placement: NewsletterPlacement,
): NewsletterInfo => {
  const fallback = DEFAULT_NEWSLETTER_INFO[placement];
  const raw = settings.find((setting) => setting.key === NEWSLETTER_INFO_KEYS[placement])?.value;
  if (typeof raw !== "string") return fallback;
  const decoded = decodeNewsletterInfo(parseJson(raw));
  if (!decoded.ok) return fallback;
  const info = decoded.value;
  const text = (value: string, otherwise: string) => (value.trim() === "" ? otherwise : value);
  return {
    newsletterFormId: text(info.newsletterFormId, fallback.newsletterFormId),
    buttonText: text(info.buttonText, fallback.buttonText),
    modalTitle: text(info.modalTitle, fallback.modalTitle),
    modalSubtitle: info.modalSubtitle ?? null,
    excludes: info.excludes ?? [],
  };
};

/**
 * Whether the marketing tool counts as blocked (an ad blocker took it): the tag manager's
 * dataLayer is not a list that takes pushes. The dataLayer is where every opt-in event of
 * the newsletter goes; without it the footer asks to disable the blocker.
 */
export const isMarketingToolBlocked = (dataLayer: unknown): boolean =>
  !(Array.isArray(dataLayer) && typeof (dataLayer as { push?: unknown }).push === "function");

/** Everything the newsletter's views and machines read from the site's configuration. */
export interface NewsletterSite {
  readonly popup: NewsletterInfo;
  readonly playAttempt: NewsletterInfo;
  /** The marketing opt-in box shows (opt-in-checkbox-countries; bots excluded). */
  readonly optInShown: boolean;
  /** `sniperlink-sender-email`: the gmail shortcut is enabled when set. */
  readonly sniperSender: string | null;
}

export const newsletterSiteOf = (
  settings: readonly Setting[],
  optInShown: boolean,
): NewsletterSite => {
  const sender = settings.find((setting) => setting.key === "sniperlink-sender-email")?.value;
  return {
    popup: newsletterInfoOf(settings, "popup"),
    playAttempt: newsletterInfoOf(settings, "playAttempt"),
    optInShown,
    sniperSender: typeof sender === "string" && sender.trim() !== "" ? sender.trim() : null,
  };
};
