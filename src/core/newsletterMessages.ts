/** The newsletter's words, and which of them a confirmation shows (spec 000 §2, §4). */
import { errors } from "./messages.ts";
import { type Confirmation, PLAY_ATTEMPT_TITLE, type RegisterResult } from "./newsletter.ts";

/**
 * The newsletter's words (spec 000 §2, §4). The spec quotes 'You are already a user.', the
 * lead modal's 'Check your mailbox! ...' and the play modal's title; the others name the
 * text ('sent your free movies', verification e-mail) without quoting it.
 */
export const newsletter = {
  alreadyUser: "You are already a user.",
  freeMoviesSent: (email: string) => `Great! We have sent your free movies to ${email}.`,
  editEmail: "Edit e-mail",
  gotIt: "Got it",
  verificationSent:
    "We have sent you a verification e-mail. Confirm your address and your free movie is yours.",
  leadConfirmation: "Check your mailbox! We've sent you your free movie at",
  playAttemptTitle: PLAY_ATTEMPT_TITLE,
  emailProviderTitle: "Check your inbox",
  emailProviderText: "We have sent your free movie to your Gmail inbox.",
  emailProviderButton: "Open Gmail",
} as const;

/** The confirmation's words. */
export const confirmationText = (confirmation: Confirmation, email: string): string =>
  confirmation === "freeMoviesSent" ? newsletter.freeMoviesSent(email) : newsletter.alreadyUser;

export const registerResultText = (result: RegisterResult): string =>
  result === "verificationSent" ? newsletter.verificationSent : errors.emailAlreadyRegistered;
