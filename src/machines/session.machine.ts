/**
 * The viewer's session (spec 000 §4, 001 §4): the app-level client token for anonymous
 * visitors, the user token and user for members, login, sign-up and a debounced logout.
 * Side effects are named actors and actions provided by the composition root.
 */
import { assertEvent, assign, fromPromise, setup } from "xstate";
import { type ApiError, apiError, isApiError } from "../core/apiError.ts";
import {
  CLIENT_INIT_DELAY_MS,
  LOGOUT_DEBOUNCE_MS,
  RETRIES_DEFAULT,
  TOAST_ERROR_MS,
  TOAST_SUCCESS_SHORT_MS,
} from "../core/constants.ts";
import { trimCredentials, trimSignUp } from "../core/credentials.ts";
import { errors, success, type ToastType, toastTypeForStatus } from "../core/messages.ts";
import type { Credentials, SignUpInput } from "../core/ports.ts";
import type { OAuthData, TokenResponse, User } from "../core/schema/index.ts";
import { isTokenExpired, toOAuthData } from "../core/token.ts";

export type SessionEvent =
  | { type: "session.login"; username: string; password: string }
  | { type: "session.signUp"; email: string; password: string }
  | { type: "session.logout" }
  | { type: "session.reload" };

export interface SessionInput {
  /** The Authorization cookie, read with `parseStoredToken` before the machine starts. */
  readonly restoredToken: OAuthData | null;
  /** Epoch milliseconds; the machine reads time only through it (expires_at). */
  readonly now: () => number;
  /** An app-level client token the page came with; used while fresh, else one is fetched. */
  readonly clientToken?: OAuthData | null;
}

export interface SessionContext {
  readonly clientToken: OAuthData | null;
  readonly userToken: OAuthData | null;
  readonly user: User | null;
  readonly lastError: ApiError | null;
  /** Field errors of the last rejected sign-up (422), for the form. */
  readonly fieldErrors: Readonly<Record<string, readonly string[]>>;
  /** Network failures of the client-token call so far (retried up to RETRIES_DEFAULT). */
  readonly clientTokenFailures: number;
  /** Trimmed sign-up credentials, held only between account creation and login. */
  readonly pendingLogin: Credentials | null;
  readonly now: () => number;
}

export interface NotifyParams {
  readonly type: ToastType;
  readonly message: string;
  readonly durationMs?: number;
}

export interface ReportErrorParams {
  readonly message: string;
  readonly error: ApiError;
}

/** Any rejection as an ApiError (ports reject only with ApiError; this is the safety net). */
const toApiError = (error: unknown): ApiError =>
  isApiError(error) ? error : apiError(0, "network");

/** Declared effects reject until the composition root (or a test) provides them. */
const notProvided = <Output, Input = void>(name: string) =>
  fromPromise<Output, Input>(() => Promise.reject(new Error(`${name} is not provided`)));

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

/** The error of a failed invoke, as the ApiError it must be. */
const failure = (event: { type: string }): ApiError =>
  toApiError((event as { error?: unknown }).error);

const notifyError = {
  type: "notify",
  params: ({ event }: { event: { type: string } }) => errorToast(failure(event)),
} as const;

const reportClientTokenFailure = {
  type: "reportError",
  params: ({ event }: { event: { type: string } }) => ({
    message: "Unable to get the client token",
    error: failure(event),
  }),
} as const;

/** Spec 001 §8: a failed logout is only logged, 'Unable to logout'. */
const reportLogoutFailure = {
  type: "reportError",
  params: ({ event }: { event: { type: string } }) => ({
    message: errors.unableToLogout,
    error: failure(event),
  }),
} as const;

/**
 * What a successful login does (spec 000 §4): store the tokens, write the Authorization
 * cookie, push the login event, greet.
 */
const loggedIn = (greeting: string) =>
  [
    {
      type: "storeUserToken",
      params: ({ context, event }: { context: SessionContext; event: { output: TokenResponse } }) =>
        toOAuthData(event.output, context.now()),
    },
    {
      type: "persistUserToken",
      params: ({ context }: { context: SessionContext }) => context.userToken!,
    },
    "trackLogin",
    { type: "notify", params: welcome(greeting) },
  ] as const;

/** Login and sign-up are accepted whenever no form is already being submitted. */
const submitForms = {
  "session.login": { target: "loggingIn", actions: "clearErrors" },
  "session.signUp": { target: "signingUp", actions: ["clearErrors", "holdSignUpLogin"] },
} as const;

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as SessionInput,
  },
  actors: {
    fetchClientToken: notProvided<TokenResponse>("fetchClientToken"),
    login: notProvided<TokenResponse, Credentials>("login"),
    fetchUser: notProvided<User, { token: string }>("fetchUser"),
    logout: notProvided<void, { token: string }>("logout"),
    signUp: notProvided<void, SignUpInput>("signUp"),
  },
  actions: {
    /** Writes the Authorization cookie (secure, lifetime expires_in). */
    persistUserToken: (_, _token: OAuthData) => {},
    /** Removes the Authorization cookie. */
    clearUserToken: () => {},
    notify: (_, _params: NotifyParams) => {},
    /** Pushes the login analytics event. */
    trackLogin: () => {},
    /** Logs a failure that is not shown to the viewer. */
    reportError: (_, _params: ReportErrorParams) => {},
    storeClientToken: assign((_, clientToken: OAuthData) => ({
      clientToken,
      clientTokenFailures: 0,
    })),
    storeUserToken: assign((_, userToken: OAuthData) => ({
      userToken,
      pendingLogin: null,
      lastError: null,
      fieldErrors: {},
    })),
    storeUser: assign((_, user: User) => ({ user, lastError: null })),
    recordError: assign({
      lastError: ({ event }) => failure(event),
    }),
    recordFieldErrors: assign({
      fieldErrors: ({ event }) => failure(event).fieldErrors,
    }),
    countClientTokenFailure: assign({
      clientTokenFailures: ({ context }) => context.clientTokenFailures + 1,
    }),
    clearErrors: assign({ lastError: null, fieldErrors: {} }),
    resetToAnonymous: assign({ userToken: null, user: null, pendingLogin: null }),
    holdSignUpLogin: assign({
      pendingLogin: ({ event }) => {
        assertEvent(event, "session.signUp");
        const { email, password } = trimSignUp(event);
        return { username: email, password };
      },
    }),
  },
  guards: {
    hasRestoredToken: ({ context }) => context.userToken !== null,
    hasFreshClientToken: ({ context }) =>
      context.clientToken !== null && !isTokenExpired(context.clientToken, context.now()),
    canRetryClientToken: ({ context, event }) =>
      failure(event).status === 0 && context.clientTokenFailures < RETRIES_DEFAULT,
    isUnauthorized: ({ event }) => {
      const { status } = failure(event);
      return status === 401 || status === 403;
    },
  },
  delays: {
    logoutDebounce: LOGOUT_DEBOUNCE_MS,
    clientTokenRetry: CLIENT_INIT_DELAY_MS,
  },
}).createMachine({
  id: "session",
  context: ({ input }) => ({
    clientToken: input.clientToken ?? null,
    userToken: input.restoredToken,
    user: null,
    lastError: null,
    fieldErrors: {},
    clientTokenFailures: 0,
    pendingLogin: null,
    now: input.now,
  }),
  initial: "booting",
  states: {
    /** Decided synchronously, so the first snapshot already says whether a user is in. */
    booting: {
      always: [{ guard: "hasRestoredToken", target: "authenticated" }, { target: "anonymous" }],
    },

    anonymous: {
      initial: "checkingClientToken",
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
            onDone: {
              target: "idle",
              actions: {
                type: "storeClientToken",
                params: ({ context, event }) => toOAuthData(event.output, context.now()),
              },
            },
            onError: [
              {
                guard: "canRetryClientToken",
                target: "waitingToRetry",
                actions: "countClientTokenFailure",
              },
              { target: "idle", actions: ["recordError", reportClientTokenFailure] },
            ],
          },
          on: submitForms,
        },
        waitingToRetry: {
          after: { clientTokenRetry: "fetchingClientToken" },
          on: submitForms,
        },
        idle: {
          on: {
            ...submitForms,
            "session.reload": {
              target: "checkingClientToken",
              actions: ["clearErrors", assign({ clientTokenFailures: 0 })],
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
            onError: { target: "checkingClientToken", actions: ["recordError", notifyError] },
          },
        },
        signingUp: {
          initial: "creatingAccount",
          states: {
            creatingAccount: {
              invoke: {
                id: "signUp",
                src: "signUp",
                input: ({ event }) => {
                  assertEvent(event, "session.signUp");
                  return trimSignUp(event);
                },
                onDone: { target: "loggingIn" },
                onError: {
                  target: "#session.anonymous.checkingClientToken",
                  actions: ["recordError", "recordFieldErrors", notifyError, "resetToAnonymous"],
                },
              },
            },
            /** Sign-up logs in with remember on: the same credentials, straight away. */
            loggingIn: {
              invoke: {
                id: "login",
                src: "login",
                input: ({ context }) => context.pendingLogin ?? { username: "", password: "" },
                onDone: {
                  target: "#session.authenticated",
                  actions: loggedIn(success.welcome),
                },
                onError: {
                  target: "#session.anonymous.checkingClientToken",
                  actions: ["recordError", notifyError, "resetToAnonymous"],
                },
              },
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
            input: ({ context }) => ({ token: context.userToken?.access_token ?? "" }),
            onDone: {
              target: "ready",
              actions: { type: "storeUser", params: ({ event }) => event.output },
            },
            onError: [
              {
                guard: "isUnauthorized",
                target: "#session.anonymous",
                actions: ["clearUserToken", "resetToAnonymous"],
              },
              { target: "ready", actions: ["recordError", notifyError] },
            ],
          },
        },
        ready: {
          on: { "session.reload": "loadingUser" },
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
                input: ({ context }) => ({ token: context.userToken?.access_token ?? "" }),
                onDone: {
                  target: "#session.anonymous",
                  actions: ["clearUserToken", "resetToAnonymous", "clearErrors"],
                },
                onError: {
                  target: "#session.anonymous",
                  actions: [
                    reportLogoutFailure,
                    "clearUserToken",
                    "resetToAnonymous",
                    "clearErrors",
                  ],
                },
              },
            },
          },
        },
      },
    },
  },
});
