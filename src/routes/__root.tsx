import { createRootRouteWithContext, Outlet } from "@tanstack/react-router";
import { AgeGate } from "../ui/firstVisit/AgeGate.tsx";
import {
  AgeRestrictionLayer,
  ConsentLayer,
  CookiePreferencesEntry,
} from "../ui/firstVisit/index.ts";
import { LayoutContainer } from "../ui/layout/LayoutContainer.tsx";
import { ErrorPage } from "../ui/pages/ErrorPage.tsx";
import { NotFound } from "../ui/pages/NotFound.tsx";
import type { RouterContext } from "../ui/routerContext.ts";
import { useAgeRestrictionRef, useAgeVerificationRef, useConsentRef } from "../ui/system.tsx";

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: () => <NotFound />,
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
