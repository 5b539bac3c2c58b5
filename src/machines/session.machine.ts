/**
 * The viewer's session (spec 000 §4, 001 §4): the app-level client token for anonymous
 * visitors, the user token and user for members, login, sign-up, a debounced logout, and
 * the renewal of both tokens before they expire or when a call is refused.
 *
 * No secret lives here: the tokens are kept by the token vault the composition root
 * provides (`keepClientToken`, `keepUserToken`, `forgetUserToken`), the effects that need
 * them read them there, and credentials travel only in the event and the actor's input.
 * The machine keeps when each token expires, which is all its decisions need.
 */
import { assertEvent, assign, cancel, enqueueActions, raise, setup } from "xstate";
import { type ApiError, isNetworkFailure, userLoadResetsSession } from "../core/apiError.ts";
import { isFormValid, loginFieldErrors, validateSignUpForm } from "../core/authForms.ts";
import {
  CLIENT_INIT_DELAY_MS,
  LOGOUT_DEBOUNCE_MS,
  RETRIES_DEFAULT,
  TOAST_ERROR_MS,
  TOAST_SUCCESS_SHORT_MS,
} from "../core/constants.ts";
import { trimCredentials, trimSignUp } from "../core/credentials.ts";
import type { MessageRequest } from "../core/messageState.ts";
import { errors, success, toastTypeForStatus } from "../core/messages.ts";
import type { Credentials, SignUpInput } from "../core/ports.ts";
import type { TokenResponse, User } from "../core/schema/index.ts";
import { expiresAt, renewalDelayMs } from "../core/token.ts";
import { failureOf, type NotifyParams } from "./notify.ts";
import { unprovided, unprovidedActor } from "./unprovided.ts";

/**
 * The session keeps no clock: the requests that may carry when they were made (`at`, epoch
 * ms; the viewer's forms always do) move its time on, and each token's renewal falls due by a timer set when the token arrived
 * (`session.clientTokenDue`, `session.userTokenDue`, carrying the instant they fall due), so
 * a replayed journal reaches the same states.
 */
export type SessionEvent =
  | { type: "session.login"; username: string; password: string; at?: number }
  /** The sign-up form as typed: judged here (core validateSignUpForm) before any call. */
  | {
      type: "session.signUp";
      email: string;
      password: string;
      password_confirmation: string;
      /** The plan group the sign-up page shows (spec 001 §7 `subscription_group_id`). */
      subscriptionGroupId?: number | null;
      at?: number;
    }
  | { type: "session.logout" }
  | { type: "session.reload"; at?: number }
  /** A call was refused (401) with the current bearer: renew it. */
  | { type: "session.tokenRejected"; at?: number }
  /**
   * Log in with tokens another call gave (a verified account's token_data, an impersonation
   * token): from anonymous only, like a login that succeeded.
   */
  | { type: "session.loginWithToken"; token: TokenResponse; at?: number };

/** The session's own timers: a token's renewal falls due (at the instant `at`). */
type SessionTimerEvent =
  | { type: "session.clientTokenDue"; at: number }
  | { type: "session.userTokenDue"; at: number };

export interface SessionInput {
  /** When the user token restored from the Authorization cookie expires (epoch ms), or null. */
  readonly restoredTokenExpiresAt: number | null;
  /**
   * No live Authorization cookie, but the page server holds a refresh token (core
   * `sessionOnLoad` says "renew"): the session starts by renewing through the page server.
   */
  readonly renewOnStart?: boolean;
  /** When the client token the page came with expires, or null: one is fetched. */
  readonly clientTokenExpiresAt?: number | null;
  /**
   * The restored session's user as the page's server read it (the first render's input):
   * the first snapshot is then a member whose details are known, as the server rendered.
   */
  readonly restoredUser?: User | null;
  /** When the session started (epoch ms): its time until an event brings a later one. */
  readonly startedAt: number;
}

export interface SessionContext {
  /** Renew through the page server on start (SessionInput `renewOnStart`). */
  readonly renewOnStart: boolean;
  readonly clientTokenExpiresAt: number | null;
  readonly userTokenExpiresAt: number | null;
  readonly user: User | null;
  readonly lastError: ApiError | null;
  /** Field errors of the last rejected sign-up (422), for the form. */
  readonly fieldErrors: Readonly<Record<string, readonly string[]>>;
  /** Network failures of the client-token call so far (retried up to RETRIES_DEFAULT). */
  readonly clientTokenFailures: number;
  /** The user token was already renewed for the current user load (renew once, then give up). */
  readonly renewedForUserLoad: boolean;
  /**
   * The time as the session knows it (epoch ms): when it started, then the `at` of the last
   * event that carried one. New tokens' expiry instants are counted from it.
   */
  readonly clock: number;
  /** The client token's renewal fell due (its timer ran out) and it was not renewed yet. */
  readonly clientTokenDue: boolean;
  /** The user token's renewal fell due and it was not renewed yet. */
  readonly userTokenDue: boolean;
}

export interface ReportErrorParams {
  readonly message: string;
  readonly error: ApiError;
}

const errorToast = (error: ApiError): NotifyParams => ({
  type: toastTypeForStatus(error.status),
  message: error.message,
  durationMs: TOAST_ERROR_MS,
});

const welcome = (message: string): NotifyParams => ({
  type: "success",
  message,
  durationMs: TOAST_SUCCESS_SHORT_MS,
});

const notifyError = {
  type: "notify",
  params: ({ event }: { event: { type: string } }) => errorToast(failureOf(event)),
} as const;

const report = (message: string) =>
  ({
    type: "reportError",
    params: ({ event }: { event: { type: string } }) => ({ message, error: failureOf(event) }),
  }) as const;

type TokenDone = { context: SessionContext; event: { output: TokenResponse } };

const expiry = ({ context, event }: TokenDone) => expiresAt(event.output, context.clock);

/** The ids of the renewal timers (delayed `session.clientTokenDue`, `session.userTokenDue`). */
const CLIENT_RENEWAL = "clientTokenRenewal";
const USER_RENEWAL = "userTokenRenewal";

/** When a token expiring at `expiresAtMs` is renewed, seen at `nowMs` (at once if past). */
const renewalDueAt = (expiresAtMs: number, nowMs: number): number =>
  nowMs + renewalDelayMs(expiresAtMs, nowMs);

/**
 * A token's renewal timer: raises its due event (stamped with the instant it falls due) once
 * the token should be renewed, as the session's time says; at once if that is past.
 */
const renewalTimer = (
  id: string,
  type: SessionTimerEvent["type"],
  expiryOf: (context: SessionContext) => number | null,
) =>
  raise<
    SessionContext,
    SessionEvent | SessionTimerEvent,
    SessionEvent | SessionTimerEvent,
    undefined,
    never,
    never
  >(
    ({ context }) => ({
      type,
      at: renewalDueAt(expiryOf(context) ?? context.clock, context.clock),
    }),
    {
      id,
      delay: ({ context }) => renewalDelayMs(expiryOf(context) ?? context.clock, context.clock),
    },
  );

/** Keeps a new client token in the vault and remembers when it expires. */
const clientTokenReceived = [
  { type: "keepClientToken", params: ({ event }: TokenDone) => event.output },
  { type: "rememberClientTokenExpiry", params: expiry },
  "cancelClientTokenRenewal",
  "clearClientTokenDue",
  "scheduleClientTokenRenewal",
] as const;

/** Keeps a new user token (vault and Authorization cookie) and remembers when it expires. */
const userTokenReceived = [
  { type: "keepUserToken", params: ({ event }: TokenDone) => event.output },
  { type: "rememberUserTokenExpiry", params: expiry },
  "cancelUserTokenRenewal",
  "clearUserTokenDue",
  "scheduleUserTokenRenewal",
] as const;

/**
 * What a successful login does (spec 000 §4): store the tokens, write the Authorization
 * cookie, push the login event, greet.
 */
const loggedIn = (greeting: string) =>
  [
    ...userTokenReceived,
    "clearErrors",
    "trackLogin",
    { type: "notify", params: welcome(greeting) },
  ] as const;

/** Forgets the user and their token (vault and cookie). */
const signedOut = [
  "forgetUserToken",
  "resetToAnonymous",
  "cancelUserTokenRenewal",
  "clearUserTokenDue",
] as const;

/** Login and sign-up are accepted whenever no form is already being submitted. */
const submitForms = {
  "session.login": { target: "loggingIn", actions: ["clearErrors", "tick"] },
  "session.signUp": [
    { guard: "isSignUpFormInvalid", actions: "holdSignUpFormErrors" },
    { target: "signingUp", actions: ["clearErrors", "tick"] },
  ],
} as const;

/** The errors of the sign-up form in an event (none for any other event). */
const signUpFormErrors = (event: SessionEvent | SessionTimerEvent) =>
  event.type === "session.signUp" ? validateSignUpForm(event) : {};

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent | SessionTimerEvent,
    input: {} as SessionInput,
  },
  actors: {
    fetchClientToken: unprovidedActor<TokenResponse>("fetchClientToken"),
    login: unprovidedActor<TokenResponse, Credentials>("login"),
    /** Creates the account, then logs in with the same credentials (remember on). */
    signUp: unprovidedActor<TokenResponse, SignUpInput>("signUp"),
    /** The user of the user token in the vault. */
    fetchUser: unprovidedActor<User>("fetchUser"),
    /** Renews the user token with the refresh token in the vault. */
    refreshUserToken: unprovidedActor<TokenResponse>("refreshUserToken"),
    /** Ends the session of the user token in the vault. */
    logout: unprovidedActor<void>("logout"),
  },
  actions: {
    keepClientToken: unprovided<TokenResponse>("keepClientToken"),
    /** Keeps the user token and writes the Authorization cookie (secure, lifetime expires_in). */
    keepUserToken: unprovided<TokenResponse>("keepUserToken"),
    /** Forgets the user token and removes the Authorization cookie. */
    forgetUserToken: unprovided("forgetUserToken"),
    notify: unprovided<NotifyParams>("notify"),
    /** Sets the message state (spec 000 §3); the app provides it. */
    showMessage: unprovided<MessageRequest>("showMessage"),
    /** Pushes the login analytics event. */
    trackLogin: unprovided("trackLogin"),
    /** Logs a failure that is not shown to the viewer. */
    reportError: unprovided<ReportErrorParams>("reportError"),
    rememberClientTokenExpiry: assign((_, expiresAtMs: number) => ({
      clientTokenExpiresAt: expiresAtMs,
      clientTokenFailures: 0,
    })),
    rememberUserTokenExpiry: assign((_, expiresAtMs: number) => ({
      userTokenExpiresAt: expiresAtMs,
    })),
    storeUser: assign((_, user: User) => ({ user, lastError: null, renewedForUserLoad: false })),
    recordError: assign({
      lastError: ({ event }) => failureOf(event),
    }),
    recordFieldErrors: assign({
      fieldErrors: ({ event }) => failureOf(event).fieldErrors,
    }),
    recordLoginFieldErrors: assign({
      fieldErrors: ({ event }) => {
        const error = failureOf(event);
        return loginFieldErrors(error.status, error.fieldErrors);
      },
    }),
    countClientTokenFailure: assign({
      clientTokenFailures: ({ context }) => context.clientTokenFailures + 1,
    }),
    clearErrors: assign({ lastError: null, fieldErrors: {} }),
    /** The form's own errors replace the last answer's: the form says what to fix first. */
    holdSignUpFormErrors: assign({
      lastError: null,
      fieldErrors: ({ event }) =>
        Object.fromEntries(
          Object.entries(signUpFormErrors(event)).map(([field, message]) => [field, [message]]),
        ),
    }),
    resetToAnonymous: assign({ userTokenExpiresAt: null, user: null, renewedForUserLoad: false }),
    forgetClientToken: assign({ clientTokenExpiresAt: null, clientTokenDue: false }),
    cancelClientTokenRenewal: cancel(CLIENT_RENEWAL),
    cancelUserTokenRenewal: cancel(USER_RENEWAL),
    /** An event that carries when it happened moves the session's time on. */
    tick: assign({
      clock: ({ context, event }) =>
        "at" in event && typeof event.at === "number" ? event.at : context.clock,
    }),
    /** Sets the client token's renewal timer from its expiry, as the session's time says. */
    scheduleClientTokenRenewal: renewalTimer(
      CLIENT_RENEWAL,
      "session.clientTokenDue",
      (context) => context.clientTokenExpiresAt,
    ),
    /** Sets the user token's renewal timer from its expiry, as the session's time says. */
    scheduleUserTokenRenewal: renewalTimer(
      USER_RENEWAL,
      "session.userTokenDue",
      (context) => context.userTokenExpiresAt,
    ),
    clearClientTokenDue: assign({ clientTokenDue: false }),
    clearUserTokenDue: assign({ userTokenDue: false }),
  },
  guards: {
    isSignUpFormInvalid: ({ event }) => !isFormValid(signUpFormErrors(event)),
    hasRestoredToken: ({ context }) => context.userTokenExpiresAt !== null,
    canRenewOnStart: ({ context }) => context.renewOnStart,
    hasNoUser: ({ context }) => context.user === null,
    hasRestoredUser: ({ context }) => context.userTokenExpiresAt !== null && context.user !== null,
    hasClientToken: ({ context }) => context.clientTokenExpiresAt !== null,
    hasFreshClientToken: ({ context }) =>
      context.clientTokenExpiresAt !== null &&
      !context.clientTokenDue &&
      renewalDelayMs(context.clientTokenExpiresAt, context.clock) > 0,
    isUserTokenDue: ({ context }) => context.userTokenDue,
    canRetryClientToken: ({ context, event }) =>
      isNetworkFailure(failureOf(event)) && context.clientTokenFailures < RETRIES_DEFAULT,
    isUnauthorized: ({ event }) => userLoadResetsSession(failureOf(event).status),
    mayRenewForUserLoad: ({ context, event }) =>
      failureOf(event).status === 401 && !context.renewedForUserLoad,
  },
  delays: {
    logoutDebounce: LOGOUT_DEBOUNCE_MS,
    clientTokenRetry: CLIENT_INIT_DELAY_MS,
  },
}).createMachine({
  id: "session",
  context: ({ input }) => ({
    renewOnStart: input.renewOnStart ?? false,
    clientTokenExpiresAt: input.clientTokenExpiresAt ?? null,
    userTokenExpiresAt: input.restoredTokenExpiresAt,
    user: input.restoredTokenExpiresAt === null ? null : (input.restoredUser ?? null),
    lastError: null,
    fieldErrors: {},
    clientTokenFailures: 0,
    renewedForUserLoad: false,
    clock: input.startedAt,
    clientTokenDue: false,
    userTokenDue: false,
  }),
  // The tokens the page came with: their renewal timers, from when the session started.
  entry: enqueueActions(({ context, enqueue }) => {
    if (context.clientTokenExpiresAt !== null) enqueue("scheduleClientTokenRenewal");
    if (context.userTokenExpiresAt !== null) enqueue("scheduleUserTokenRenewal");
  }),
  on: {
    // A renewal fell due where it is not acted on at once: the next chance renews.
    "session.clientTokenDue": {
      actions: [assign({ clientTokenDue: true }), "tick"],
    },
    "session.userTokenDue": {
      actions: [assign({ userTokenDue: true }), "tick"],
    },
  },
  initial: "booting",
  states: {
    /** Decided synchronously, so the first snapshot already says whether a user is in. */
    booting: {
      always: [
        { guard: "hasRestoredUser", target: "authenticated.ready" },
        { guard: "hasRestoredToken", target: "authenticated" },
        // The access token expired, the page server's refresh token may still be good.
        { guard: "canRenewOnStart", target: "authenticated.renewingToken" },
        { target: "anonymous" },
      ],
    },

    anonymous: {
      initial: "checkingClientToken",
      on: {
        "session.loginWithToken": {
          target: "authenticated",
          actions: [
            "tick",
            { type: "keepUserToken", params: ({ event }) => event.token },
            {
              type: "rememberUserTokenExpiry",
              params: ({ context, event }) => expiresAt(event.token, context.clock),
            },
            "cancelUserTokenRenewal",
            "clearUserTokenDue",
            "scheduleUserTokenRenewal",
            "clearErrors",
            "trackLogin",
            { type: "notify", params: welcome(success.welcome) },
          ],
        },
      },
      states: {
        checkingClientToken: {
          always: [
            { guard: "hasFreshClientToken", target: "idle" },
            { target: "fetchingClientToken" },
          ],
        },
        fetchingClientToken: {
          invoke: {
            id: "fetchClientToken",
            src: "fetchClientToken",
            onDone: { target: "idle", actions: clientTokenReceived },
            onError: [
              {
                guard: "canRetryClientToken",
                target: "waitingToRetry",
                actions: "countClientTokenFailure",
              },
              {
                target: "idle",
                actions: ["recordError", report("Unable to get the client token")],
              },
            ],
          },
          on: submitForms,
        },
        waitingToRetry: {
          after: { clientTokenRetry: "fetchingClientToken" },
          on: submitForms,
        },
        idle: {
          // The page's client token may have minutes left: renew it before it expires.
          always: {
            guard: ({ context }) => context.clientTokenDue && context.clientTokenExpiresAt !== null,
            target: "fetchingClientToken",
          },
          on: {
            ...submitForms,
            "session.clientTokenDue": {
              guard: "hasClientToken",
              target: "fetchingClientToken",
              actions: "tick",
            },
            "session.reload": {
              target: "checkingClientToken",
              actions: ["clearErrors", assign({ clientTokenFailures: 0 }), "tick"],
            },
            "session.tokenRejected": {
              target: "fetchingClientToken",
              actions: ["forgetClientToken", "cancelClientTokenRenewal", "tick"],
            },
          },
        },
        loggingIn: {
          invoke: {
            id: "login",
            src: "login",
            input: ({ event }) => {
              assertEvent(event, "session.login");
              return trimCredentials(event);
            },
            onDone: {
              target: "#session.authenticated",
              actions: loggedIn(success.welcomeBack),
            },
            // Back to the anonymous token, fetched again if the login interrupted its call.
            onError: {
              target: "checkingClientToken",
              actions: ["recordError", "recordLoginFieldErrors", notifyError],
            },
          },
        },
        signingUp: {
          invoke: {
            id: "signUp",
            src: "signUp",
            input: ({ event }) => {
              assertEvent(event, "session.signUp");
              return trimSignUp(event);
            },
            // One greeting: the message 'Successfully registered!', not a 'Welcome!' toast
            // over it as well (decision 0059).
            onDone: {
              target: "#session.authenticated",
              actions: [
                ...userTokenReceived,
                "clearErrors",
                "trackLogin",
                { type: "showMessage", params: { type: "success", message: success.registered } },
              ],
            },
            onError: {
              target: "checkingClientToken",
              actions: ["recordError", "recordFieldErrors", notifyError],
            },
          },
        },
      },
    },

    authenticated: {
      initial: "loadingUser",
      on: { "session.logout": ".loggingOut" },
      states: {
        loadingUser: {
          invoke: {
            id: "fetchUser",
            src: "fetchUser",
            onDone: {
              target: "ready",
              actions: { type: "storeUser", params: ({ event }) => event.output },
            },
            onError: [
              // An expired token: renew it once, then load the user again.
              {
                guard: "mayRenewForUserLoad",
                target: "renewingToken",
                actions: assign({ renewedForUserLoad: true }),
              },
              { guard: "isUnauthorized", target: "#session.anonymous", actions: signedOut },
              { target: "ready", actions: ["recordError", notifyError] },
            ],
          },
        },
        ready: {
          // Renewed shortly before the user token expires (its timer, set when it came).
          always: { guard: "isUserTokenDue", target: "renewingToken" },
          on: {
            "session.userTokenDue": { target: "renewingToken", actions: "tick" },
            "session.reload": { target: "loadingUser", actions: "tick" },
            "session.tokenRejected": { target: "renewingToken", actions: "tick" },
          },
        },
        /**
         * The user token is renewed through the page server (it holds the refresh token);
         * refused or failed, the session ends and the visitor is a guest (spec 001 §4).
         */
        renewingToken: {
          invoke: {
            id: "refreshUserToken",
            src: "refreshUserToken",
            onDone: [
              {
                guard: "hasNoUser",
                target: "loadingUser",
                actions: userTokenReceived,
              },
              { target: "ready", actions: userTokenReceived },
            ],
            onError: {
              target: "#session.anonymous",
              actions: [report("Unable to renew the session"), ...signedOut],
            },
          },
        },
        loggingOut: {
          initial: "debouncing",
          states: {
            /** Logout is debounced: every further request restarts the wait. */
            debouncing: {
              after: { logoutDebounce: "callingLogout" },
              on: { "session.logout": { target: "debouncing", reenter: true } },
            },
            callingLogout: {
              on: { "session.logout": {} },
              invoke: {
                id: "logout",
                src: "logout",
                onDone: {
                  target: "#session.anonymous",
                  actions: [...signedOut, "clearErrors"],
                },
                onError: {
                  target: "#session.anonymous",
                  actions: [report(errors.unableToLogout), ...signedOut, "clearErrors"],
                },
              },
            },
          },
        },
      },
    },
  },
});
