/** Helpers shared by the route files (the `-` prefix keeps this file out of the route tree). */
import { redirect } from "@tanstack/react-router";
import { Schema } from "effect";
import { waitFor } from "xstate";
import { pageRequest } from "../core/pagination.ts";
import { accessTo, type GuardedRoute } from "../core/routeAccess.ts";
import type { AppActorRef } from "../machines/app.machine.ts";
import { sessionOf } from "../machines/app.machine.ts";
import { selectIsLoggedIn, selectUser } from "../machines/session.selectors.ts";
import { selectViewer } from "../ui/session.view.ts";
import { optionalKey, searchParam } from "./-searchParams.ts";

/**
 * `?page=` as a number. Search values arrive JSON-parsed (2) or as text ("2"); anything
 * else decodes to NaN, which the pagination rule redirects to the path without page.
 */
const pageParam = searchParam(Schema.Union([Schema.Finite, Schema.FiniteFromString]), Number.NaN);

export const pageSearch = (search: Record<string, unknown>) =>
  optionalKey("page", pageParam(search.page));

/**
 * The pagination redirects of spec 000 §2, from `beforeLoad`: page 0 or 1 to the path
 * without page, a negative page to its absolute value (a 301 there, a replace here).
 */
export function redirectInvalidPage(to: "/movies" | "/series", page: number | undefined): number {
  const decision = pageRequest(page);
  if (decision.kind === "redirect") {
    throw redirect({ to, search: { page: decision.page }, replace: true });
  }
  return decision.page;
}

/**
 * The access rule of a route, from `beforeLoad`, on the session's current snapshot. The
 * login state is known synchronously from the first snapshot; a rule that depends on the
 * account itself (/sign-up: subscribed) waits for the user to load (a state, not a sleep).
 */
export async function guardRoute(route: GuardedRoute, app: AppActorRef): Promise<void> {
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
  if (access.kind === "redirect") throw redirect({ to: access.to, replace: true });
}
