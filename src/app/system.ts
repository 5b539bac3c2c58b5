/**
 * Builds the one actor system: the root machine with its children and links provided with
 * the real adapters. Everything the long-lived machines do to the world goes through here.
 */

import {
  type AnyActorLogic,
  createActor,
  fromPromise,
  type InspectionEvent,
  type Observer,
} from "xstate";
import type { ReportError } from "../adapters/errorReporting.ts";
import { apiError } from "../core/apiError.ts";
import type { AuthApi, TokenVault } from "../core/ports.ts";
import type { User } from "../core/schema/index.ts";
import {
  type AppActorRef,
  type AppInput,
  appMachine,
  type LinkId,
  showMessage,
  showToast,
} from "../machines/app.machine.ts";
import { sessionMachine } from "../machines/session.machine.ts";
import type { FirstVisitChildren } from "./firstVisit.ts";

export type Inspector = ((event: InspectionEvent) => void) | Observer<InspectionEvent>;

export interface SystemDeps {
  readonly authApi: AuthApi;
  readonly vault: TokenVault;
  readonly now: () => number;
  /** When the user token restored from the cookie expires, or null. */
  readonly restoredTokenExpiresAt: number | null;
  /** No live access token, but the page server holds a refresh token: renew on start. */
  readonly renewOnStart?: boolean;
  /** When the client token the page came with expires, or null. */
  readonly clientTokenExpiresAt: number | null;
  /** The restored session's user, when the page's server read it (the first render's input). */
  readonly restoredUser?: User | null;
  /** Whether the browser is online at start (`navigator.onLine`). */
  readonly online: boolean;
  /** Consent, age restriction and age verification, provided (see firstVisit.ts). */
  readonly firstVisit: FirstVisitChildren;
  /** The links to the browser and the router (see app.machine.ts `links`). */
  readonly links: Readonly<Record<LinkId, AnyActorLogic>>;
  /** Every inspector hears every inspection event (the journal, the Stately inspector). */
  readonly inspectors: readonly Inspector[];
  readonly trackLogin: () => void;
  readonly log: (message: string, detail?: unknown) => void;
  /** The error-reporting service (spec 001 §1): adapters/errorReporting.ts. */
  readonly reportError: ReportError;
}

const fanOut =
  (inspectors: readonly Inspector[]) =>
  (event: InspectionEvent): void => {
    for (const inspector of inspectors) {
      if (typeof inspector === "function") inspector(event);
      else inspector.next?.(event);
    }
  };

/** A call that needs a token the vault does not have fails as the server would: 401. */
const withToken = <A>(token: string | null, call: (token: string) => Promise<A>): Promise<A> =>
  token === null ? Promise.reject(apiError(401, "status")) : call(token);

/** The session machine with its real effects: tokens go to and come from the vault. */
export function providedSession(
  deps: Pick<SystemDeps, "authApi" | "vault" | "trackLogin" | "log" | "reportError">,
) {
  const { authApi, vault } = deps;
  return sessionMachine.provide({
    actors: {
      fetchClientToken: fromPromise(() => authApi.clientToken()),
      login: fromPromise(({ input }) => authApi.login(input)),
      signUp: fromPromise(async ({ input }) => {
        await authApi.signUp(input);
        return authApi.login({ username: input.email, password: input.password });
      }),
      fetchUser: fromPromise(() => withToken(vault.userBearer(), authApi.me)),
      // The refresh token is the page server's (an HttpOnly cookie): renewal asks it.
      refreshUserToken: fromPromise(() => authApi.renew()),
      // The page server forgets the refresh token even when no access token is left.
      logout: fromPromise(() => authApi.logout(vault.userBearer())),
    },
    actions: {
      keepClientToken: (_, token) => vault.keepClient(token),
      keepUserToken: (_, token) => vault.keepUser(token),
      forgetUserToken: () => vault.forgetUser(),
      notify: ({ system }, toast) => showToast(system, toast),
      showMessage: ({ system }, request) => showMessage(system, request),
      trackLogin: () => deps.trackLogin(),
      reportError: (_, { message, error }) => {
        deps.log(message, error);
        deps.reportError("session", message);
      },
    },
  });
}

/** What the root's first state is made of: the first render's input, nothing of its effects. */
export interface AppStart {
  readonly firstVisit: FirstVisitChildren["input"];
  readonly restoredTokenExpiresAt: number | null;
  readonly renewOnStart?: boolean;
  readonly clientTokenExpiresAt: number | null;
  readonly restoredUser?: User | null;
  readonly online: boolean;
  /** When the session starts (epoch ms). */
  readonly startedAt: number;
}

/** The root's input, the same for the browser's system and the server's. */
function appInputOf(start: AppStart): AppInput {
  return {
    ...start.firstVisit,
    session: {
      restoredTokenExpiresAt: start.restoredTokenExpiresAt,
      renewOnStart: start.renewOnStart ?? false,
      clientTokenExpiresAt: start.clientTokenExpiresAt,
      restoredUser: start.restoredUser ?? null,
      startedAt: start.startedAt,
    },
    connectivity: { online: start.online },
    // The show-errors flag: on (decision 0059).
    toasts: { showErrors: true },
  };
}

/** The root actor, created but not started (the router is built with it, then it starts). */
export function createAppSystem(deps: SystemDeps): AppActorRef {
  return createActor(
    appMachine.provide({
      actors: { ...deps.firstVisit.actors, session: providedSession(deps), ...deps.links },
    }),
    {
      systemId: "app",
      input: appInputOf({ ...deps, firstVisit: deps.firstVisit.input, startedAt: deps.now() }),
      inspect: fanOut(deps.inspectors),
    },
  );
}

/**
 * The server's root actor. A render reads the machines' first snapshot and never starts the
 * system (their effects are the browser's), so the root runs its children as their `setup`
 * declares them, with no effect provided (one would throw if it ever ran there): the same
 * logic for every render of the process, built once with the module, and only the input is
 * the request's (docs/decisions/0056). `provide` built every machine's state tree again on
 * each render.
 */
export function createServerAppSystem(start: AppStart): AppActorRef {
  return createActor(appMachine, { systemId: "app", input: appInputOf(start) });
}
