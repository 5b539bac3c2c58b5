/**
 * Builds the one actor system: the root machine with its children provided with the real
 * adapters. Everything the machines do to the world goes through here.
 */
import { createActor, fromPromise, type InspectionEvent, type Observer } from "xstate";
import { COOKIES } from "../core/cookies.ts";
import type { AuthApi, ClockPort, CookiePort } from "../core/ports.ts";
import type { OAuthData } from "../core/schema/index.ts";
import { serializeToken } from "../core/token.ts";
import { type AppActorRef, appMachine, showToast } from "../machines/app.machine.ts";
import { sessionMachine } from "../machines/session.machine.ts";
import type { FirstVisitChildren } from "./firstVisit.ts";

export type Inspector = ((event: InspectionEvent) => void) | Observer<InspectionEvent>;

export interface SystemDeps {
  readonly authApi: AuthApi;
  readonly cookies: CookiePort;
  readonly clock: ClockPort;
  readonly restoredToken: OAuthData | null;
  /** The app-level client token the page came with (config), or null. */
  readonly clientToken: OAuthData | null;
  /** Whether the browser is online at start (`navigator.onLine`). */
  readonly online: boolean;
  /** Consent, age restriction and age verification, provided (see firstVisit.ts). */
  readonly firstVisit: FirstVisitChildren;
  /** Every inspector hears every inspection event (the journal, the Stately inspector). */
  readonly inspectors: readonly Inspector[];
  readonly trackLogin?: () => void;
  readonly log?: (message: string, detail?: unknown) => void;
}

const fanOut =
  (inspectors: readonly Inspector[]) =>
  (event: InspectionEvent): void => {
    for (const inspector of inspectors) {
      if (typeof inspector === "function") inspector(event);
      else inspector.next?.(event);
    }
  };

export function createAppSystem(deps: SystemDeps): AppActorRef {
  const { authApi, cookies, clock } = deps;
  const session = sessionMachine.provide({
    actors: {
      fetchClientToken: fromPromise(() => authApi.clientToken()),
      login: fromPromise(({ input }) => authApi.login(input)),
      fetchUser: fromPromise(({ input }) => authApi.me(input.token)),
      logout: fromPromise(({ input }) => authApi.logout(input.token)),
      signUp: fromPromise(({ input }) => authApi.signUp(input)),
    },
    actions: {
      persistUserToken: (_, token) =>
        cookies.set(COOKIES.authorization, serializeToken(token), token.expires_in),
      clearUserToken: () => cookies.remove(COOKIES.authorization),
      notify: ({ system }, toast) => showToast(system, toast),
      trackLogin: () => deps.trackLogin?.(),
      reportError: (_, { message, error }) => deps.log?.(message, error),
    },
  });
  return createActor(appMachine.provide({ actors: { ...deps.firstVisit.actors, session } }), {
    systemId: "app",
    input: {
      ...deps.firstVisit.input,
      session: { restoredToken: deps.restoredToken, clientToken: deps.clientToken, now: clock.now },
      connectivity: { online: deps.online },
    },
    inspect: fanOut(deps.inspectors),
  });
}
