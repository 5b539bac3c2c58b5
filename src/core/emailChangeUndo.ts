/**
 * Undoing an e-mail change from the notice mailed to the old address (issue 23, decisions
 * 0018 and 0036): the link opens the app's page `/email-change/undo/{token}`, whose one button
 * posts the token (`POST /email-change/undo`). Texts are ours (the spec has no such flow).
 */
import { messageForStatus } from "./messages.ts";

/** The app's page the notice links to (the token is the last segment). */
export const EMAIL_UNDO_PAGE = "/email-change/undo";

/** Said when the old address is back (the undo ended every session: a new password next). */
export const EMAIL_UNDONE = "Your e-mail address is back. Please reset your password.";
/** Said for a link that is unknown, expired or already used (the API's 422; 404 alike). */
export const EMAIL_UNDO_FAILED = "This link has expired or was already used.";

export interface EmailUndoFailure {
  readonly message: string;
  /** A failure of the moment (network, server): the button may be pressed again. */
  readonly canRetry: boolean;
}

/**
 * What the page says when the undo fails: a link that cannot work (422, 404) says so for
 * good; anything else is the status's message and the viewer may try again.
 */
export const emailUndoFailure = (status: number): EmailUndoFailure =>
  status === 422 || status === 404
    ? { message: EMAIL_UNDO_FAILED, canRetry: false }
    : { message: messageForStatus(status), canRetry: true };
