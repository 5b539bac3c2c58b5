/**
 * The impersonation token leaves the address before the app makes any request (issue 23):
 * the entry calls `holdImpersonationToken` first thing, which keeps the token in memory and
 * replaces the address with `/impersonate` (history.replaceState: no navigation, no history
 * entry); the /impersonate route takes it from here. The server also answers that page with
 * `Referrer-Policy: no-referrer`, which covers what the page asked for before any script ran.
 */
import { impersonationToken } from "../../core/impersonation.ts";

let held: string | null = null;

export function holdImpersonationToken(
  location: Pick<Location, "pathname">,
  history: Pick<History, "replaceState" | "state">,
): void {
  const token = impersonationToken(location.pathname);
  if (token === null) return;
  held = token;
  const path = location.pathname.replace(/\/+$/, "");
  history.replaceState(history.state, "", path.slice(0, path.lastIndexOf("/")) || "/");
}

/**
 * The held token (null when none was held or it was forgotten). Reading does not take it: a
 * render that suspends before it commits reads it again.
 */
export function heldImpersonationToken(): string | null {
  return held;
}

/** Forgets the held token, once the page that reads it is on screen. */
export function forgetHeldImpersonationToken(): void {
  held = null;
}
