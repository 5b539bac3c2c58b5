/** Helpers shared by the route files (the `-` prefix keeps this file out of the route tree). */
import { redirect } from "@tanstack/react-router";
import { waitFor } from "xstate";
import { accessTo, guardedRouteOf, RETURN_TO_KEY } from "../core/routeAccess.ts";
import { pageNumberParam } from "../core/searchParams.ts";
import type { AppActorRef } from "../machines/app.machine.ts";
import { sessionOf } from "../machines/app.machine.ts";
import { selectIsLoggedIn, selectUser, selectViewer } from "../ui/session.view.ts";
import { optionalKey, searchParam } from "./-searchParams.ts";

/**
 * `?page=` as a number. Search values arrive JSON-parsed (2) or as text ("2"); anything
 * else is left out, so the router writes the address without it (spec 000 §2: a page that
 * is not a number goes to the path without page; on a first load the router's redirect to
 * the canonical address, a 301: decision 0046).
 */
const pageParam = searchParam(pageNumberParam);

/** Blank text is no number (`Number("")` would read it as page 0). */
const isBlank = (value: unknown) => typeof value === "string" && value.trim() === "";

export const pageSearch = (search: Record<string, unknown>) =>
  optionalKey("page", isBlank(search.page) ? undefined : pageParam(search.page));

/**
 * The access rule of the page at `location` (core `accessTo`), from a pathless layout's
 * `beforeLoad`, on the session's current snapshot. The login state is known synchronously
 * from the first snapshot; a rule that depends on the account itself (/sign-up: subscribed)
 * waits for the user to load (a state, not a sleep). A guest sent to /login comes back here
 * after logging in.
 */
export async function guardLocation(
  location: { readonly pathname: string; readonly href: string },
  app: AppActorRef,
): Promise<void> {
  const route = guardedRouteOf(location.pathname);
  if (route === null) return;
  const session = sessionOf(app.system);
  let snapshot = session.getSnapshot();
  if (route === "/sign-up" && selectIsLoggedIn(snapshot) && selectUser(snapshot) === null) {
    snapshot = await waitFor(
      session,
      (s) =>
        !selectIsLoggedIn(s) || selectUser(s) !== null || s.matches({ authenticated: "ready" }),
    );
  }
  const access = accessTo(route, selectViewer(snapshot));
  if (access.kind !== "redirect") return;
  if (access.to === "/login") {
    throw redirect({ to: "/login", search: { [RETURN_TO_KEY]: location.href }, replace: true });
  }
  throw redirect({ to: access.to, replace: true });
}
