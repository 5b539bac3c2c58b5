/**
 * The verify-account disclaimer (spec 000 §6: it "shows for logged-in users with an
 * unverified email, or a newsletter subscriber"; the action is `POST
 * /user_verification_email`, spec 001 §7). A logged-in member whose e-mail is not verified
 * is asked to verify and may have the e-mail sent again; a visitor who subscribed to the
 * newsletter (the `newsletter_close` cookie reads subscribed) is told to open the mailed
 * link. Decisions the spec leaves open: a verified account has nothing to verify (no
 * disclaimer, newsletter or not); while the member's account is still loading nothing shows;
 * the /verify-account pages, which carry the same action, show none.
 */

export interface VerifyDisclaimerFacts {
  readonly isLoggedIn: boolean;
  /** `is_email_verified` of the member's account; null while it loads (or for guests). */
  readonly emailVerified: boolean | null;
  /** The viewer subscribed to the newsletter on this browser. */
  readonly newsletterSubscriber: boolean;
  readonly pathname: string;
}

/** None, a member to verify (with 'send again'), or a newsletter subscriber to verify. */
export type VerifyDisclaimer = "none" | "unverified" | "newsletter";

/** /verify-account and /verify-account/{slug}, with or without a locale prefix. */
export const isVerifyAccountPath = (pathname: string): boolean =>
  /^(\/[a-z]{2})?\/verify-account(\/[^/]*)?\/?$/.test(pathname);

export const verifyDisclaimerFor = (facts: VerifyDisclaimerFacts): VerifyDisclaimer => {
  if (isVerifyAccountPath(facts.pathname)) return "none";
  if (facts.isLoggedIn) {
    return facts.emailVerified === false ? "unverified" : "none";
  }
  return facts.newsletterSubscriber ? "newsletter" : "none";
};

/** Not worded by the spec: the disclaimer of a member whose e-mail is not verified. */
export const VERIFY_DISCLAIMER_UNVERIFIED =
  "Your e-mail address is not verified yet. Open the link we sent you to verify your account.";
/** Not worded by the spec: the disclaimer of a newsletter subscriber. */
export const VERIFY_DISCLAIMER_NEWSLETTER =
  "Check your mailbox: open the link we sent you to verify your e-mail address.";
/** The action of the disclaimer (`POST /user_verification_email`). */
export const VERIFY_DISCLAIMER_RESEND = "Send the verification e-mail again";
