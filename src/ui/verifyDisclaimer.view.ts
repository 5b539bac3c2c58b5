/**
 * The seam between the session and the verify-account disclaimer of the layout: which
 * disclaimer shows (core `verifyDisclaimerFor`) for the page and the newsletter cookie.
 */
import { type VerifyDisclaimer, verifyDisclaimerFor } from "../core/verifyDisclaimer.ts";
import { type SessionSnapshot, selectIsLoggedIn, selectUser } from "./session.view.ts";

export const selectVerifyDisclaimer =
  (pathname: string, newsletterSubscriber: boolean) =>
  (snapshot: SessionSnapshot): VerifyDisclaimer =>
    verifyDisclaimerFor({
      isLoggedIn: selectIsLoggedIn(snapshot),
      emailVerified: selectUser(snapshot)?.is_email_verified ?? null,
      newsletterSubscriber,
      pathname,
    });
