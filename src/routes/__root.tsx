import { createRootRouteWithContext, Outlet, Scripts } from "@tanstack/react-router";
import { lazy, Suspense } from "react";
import {
  AgeGateContainer,
  AgeRestrictionContainer,
  ConsentContainer,
  CookiePreferencesContainer,
} from "../ui/firstVisit/FirstVisitContainers.tsx";
import { useMarkHydrated } from "../ui/hydrated.ts";
import { LayoutContainer } from "../ui/layout/LayoutContainer.tsx";
import { ErrorPage } from "../ui/pages/ErrorPage.tsx";
import type { RouterContext } from "../ui/routerContext.ts";

/** The 404 page loads when a visitor gets lost, not with every page (the root is not split). */
const NotFound = lazy(() =>
  import("../ui/pages/NotFound.tsx").then((module) => ({ default: module.NotFound })),
);

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: () => (
    <Suspense fallback={null}>
      <NotFound />
    </Suspense>
  ),
  errorComponent: ErrorPage,
});

function RootLayout() {
  useMarkHydrated(Route.useRouteContext({ select: (context) => context.onFirstRender }));
  // <Scripts />: where the server's render puts the router's hydration scripts (nothing
  // in the browser, where they have run and removed themselves).
  return (
    <>
      <LayoutContainer
        overlays={
          <>
            <AgeRestrictionContainer />
            <ConsentContainer />
          </>
        }
        cookiePreferences={<CookiePreferencesContainer />}
      >
        <AgeGateContainer>
          <Outlet />
        </AgeGateContainer>
      </LayoutContainer>
      <Scripts />
    </>
  );
}
