import { createRootRouteWithContext, HeadContent, Outlet, Scripts } from "@tanstack/react-router";
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
import { rootHead } from "./-head.ts";

/** The 404 page loads when a visitor gets lost, not with every page (the root is not split). */
const NotFound = lazy(() =>
  import("../ui/pages/NotFound.tsx").then((module) => ({ default: module.NotFound })),
);

export const Route = createRootRouteWithContext<RouterContext>()({
  // Every page's title, description, canonical and prev/next; pages with content add theirs.
  head: (context) => rootHead(context),
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
  // <HeadContent />: the routes' heads. React puts the title, meta and link tags in the
  // document's head (the page server moves the server's to the head; the browser adopts them
  // when it hydrates and keeps them right on every navigation); JSON-LD stays in place.
  // <Scripts />: where the server's render puts the router's hydration scripts (nothing
  // in the browser, where they have run and removed themselves).
  return (
    <>
      <HeadContent />
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
