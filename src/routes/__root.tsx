import { createRootRouteWithContext, Outlet } from "@tanstack/react-router";
import { lazy, Suspense } from "react";
import { AgeGate } from "../ui/firstVisit/AgeGate.tsx";
import {
  AgeRestrictionLayer,
  ConsentLayer,
  CookiePreferencesEntry,
} from "../ui/firstVisit/FirstVisitContainers.tsx";
import { LayoutContainer } from "../ui/layout/LayoutContainer.tsx";
import { ErrorPage } from "../ui/pages/ErrorPage.tsx";
import type { RouterContext } from "../ui/routerContext.ts";
import { useAgeRestrictionRef, useAgeVerificationRef, useConsentRef } from "../ui/system.tsx";

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
  const consentRef = useConsentRef();
  const ageRestrictionRef = useAgeRestrictionRef();
  const ageVerificationRef = useAgeVerificationRef();
  return (
    <LayoutContainer
      overlays={
        <>
          <AgeRestrictionLayer ageRestrictionRef={ageRestrictionRef} />
          <ConsentLayer consentRef={consentRef} />
        </>
      }
      cookiePreferences={<CookiePreferencesEntry consentRef={consentRef} />}
    >
      <AgeGate ageVerificationRef={ageVerificationRef}>
        <Outlet />
      </AgeGate>
    </LayoutContainer>
  );
}
