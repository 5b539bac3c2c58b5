/**
 * The message catalogue of the spec, word for word (spelling included). The one-screen
 * modal's words (`concurrentStreamMessages.ts`), the downloads' (`downloadMessages.ts`) and
 * the newsletter's (`newsletterMessages.ts`) live with the code that loads them, out of the
 * first load.
 */

export const toastByStatus = {
  400: "Invalid credentials",
  401: "Invalid credentials",
  402: "It seems you need to upgrade your account",
  404: "Not found",
  405: "Unknown",
  418: "Please check your email, you need to reset your password.",
  422: "This user already exists, please user another email, or log in.",
  500: "Oops!!!, something went wrong. Please try again later.",
} as const satisfies Record<number, string>;

export const DEFAULT_ERROR_MESSAGE = "Error: Unable to process request, please try again.";

export type ToastType = "success" | "error" | "info" | "warning";

/** The toast type of a failed call's status: 402 informs, everything else is an error. */
export const toastTypeForStatus = (status: number): ToastType =>
  status === 402 ? "info" : "error";

/** The catalogue text for a failed call's status (spec 001 §8). */
export const messageForStatus = (status: number): string =>
  (toastByStatus as Record<number, string>)[status] ?? DEFAULT_ERROR_MESSAGE;

export const progress = {
  redirecting: "Redirecting...",
  updating: "Updating...",
  sending: "Sending...",
  creatingAccount: "Creating account...",
  loggingIn: "Logging in...",
  deletingAccount: "Deleting account...",
} as const;

export const success = {
  welcomeBack: "Welcome back!",
  welcome: "Welcome!",
  downloading: "Downloading!",
  detailsSent: "Details sent to your email",
  cancelEmailSent: "An email for cancel confirmation has been sent!",
  subscriptionCancelled: "Your subscription has been cancelled!",
  sent: "Successfully sent!",
  registered: "Successfully registered!",
  updated: "Successfully updated!",
  accountDeleted: "Account successfully deleted.",
  emailSent: "Email sent successfully",
  ratingUpdated: "Rating has been successfully updated!",
  commentSent: "Thank you for your comment. It has been sent for approval!",
  renewalReminder: "You will receive a reminder by e-mail 24 hours before subscription renewal.",
  movieAddedToList: "Movie addded to your list",
  serieAddedToList: "Serie added to your list",
  movieRemovedFromList: "Movie removed from your list",
} as const;

export const errors = {
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
} as const;

export const validation = {
  required: "This field is required",
  passwordConfirmation: "Password confirmation does not match",
  /** Not worded by the spec; shown for a malformed e-mail address. */
  invalidEmail: "Please enter a valid e-mail address",
} as const;

export const access = {
  needLogin: "You need to be logged in!",
  needOwn: "You need to own this movie!",
  needPremium: "You need to be a premium member!",
} as const;

export const pages = {
  notFoundTitle: "Oops... it looks like you're lost!",
  notFoundButton: "watch our shows",
  notFoundGeneric: "This page could not be found",
  errorPageFailed: "An error occurred while showing the error page",
  searchTooShort: "Please type at least 2 characters...",
  searchEmpty: (term: string) =>
    `Mmhh… Sorry, we didn't find anything for "${term}". Please try again!`,
  newsletterAdblock: "Please disable adblocker to register in the newsletter!",
  /** Not worded by the spec (issue 23): a failed or hung search is not "no results". */
  searchUnavailable: "Search is unavailable right now. Please try again in a moment.",
} as const;
