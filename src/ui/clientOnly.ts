/**
 * Parts of a page that exist only in the browser (the features' effects: search, the
 * newsletter, a member's library, the play gate): the server's render leaves their Suspense
 * boundary to the browser by throwing this, and names it with this digest, so the browser's
 * hydration knows the boundary was left on purpose (not a render that failed).
 */
export const CLIENT_ONLY_DIGEST = "cinema:client-only";

export class ClientOnlyPart extends Error {
  readonly digest = CLIENT_ONLY_DIGEST;
  constructor(what: string) {
    super(`${what} is drawn in the browser only`);
  }
}

/** Whether an error reported by React is a client-only part left by the server. */
export const isClientOnlyPart = (error: unknown): boolean =>
  typeof error === "object" &&
  error !== null &&
  "digest" in error &&
  (error as { digest?: unknown }).digest === CLIENT_ONLY_DIGEST;
