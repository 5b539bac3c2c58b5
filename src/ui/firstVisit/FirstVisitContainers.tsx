/**
 * The first-visit views connected to their actors: each container finds its actor in the
 * system, reads it with `useSelector` and a selector of its `*.view.ts`, and hands the view
 * plain props and intents.
 */

import { lazy, type ReactNode, Suspense, useMemo } from "react";
import { ageRestrictionIntents, selectAgeModalVisible } from "../ageRestriction.view.ts";
import { selectMayRenderContent } from "../ageVerification.view.ts";
import { consentIntents, sameConsentView, selectConsentView } from "../consent.view.ts";
import { useAgeRestrictionRef, useAgeVerificationRef, useConsentRef } from "../system.tsx";
import { useSelector } from "../useSelector.ts";
import { AgeRestrictionModal } from "./AgeRestrictionModal.tsx";
import { ConsentBar, CookiePreferencesButton } from "./ConsentBar.tsx";

/** The manager loads only when a visitor opens it, not with every page. */
const ConsentManager = lazy(() =>
  import("./ConsentManager.tsx").then((module) => ({ default: module.ConsentManager })),
);

/** The consent bar and the consent manager, wherever the layout mounts them. */
export function ConsentContainer() {
  const consentRef = useConsentRef();
  const view = useSelector(consentRef, selectConsentView, sameConsentView);
  const intents = useMemo(() => consentIntents(consentRef.send), [consentRef]);
  return (
    <>
      {view.barVisible ? (
        <ConsentBar
          offerRejectAll={view.offerRejectAll}
          onAcceptAll={intents.acceptAll}
          onRejectAll={intents.rejectAll}
          onManage={intents.openManager}
        />
      ) : null}
      {view.managerOpen ? (
        <Suspense fallback={null}>
          <ConsentManager
            initialChoice={view.choice}
            onSave={intents.save}
            onAcceptAll={intents.acceptAll}
            onClose={intents.closeManager}
          />
        </Suspense>
      ) : null}
    </>
  );
}

/** The footer's 'Cookies Preferences' entry: only where consent is asked. */
export function CookiePreferencesContainer() {
  const consentRef = useConsentRef();
  const canManage = useSelector(consentRef, (s) => selectConsentView(s).canManage);
  const intents = useMemo(() => consentIntents(consentRef.send), [consentRef]);
  return canManage ? <CookiePreferencesButton onOpen={intents.openManager} /> : null;
}

/** The first-visit age modal. */
export function AgeRestrictionContainer() {
  const ageRestrictionRef = useAgeRestrictionRef();
  const visible = useSelector(ageRestrictionRef, selectAgeModalVisible);
  const intents = useMemo(() => ageRestrictionIntents(ageRestrictionRef.send), [ageRestrictionRef]);
  return visible ? <AgeRestrictionModal onEnter={intents.enter} onLeave={intents.leave} /> : null;
}

/**
 * The page content, once the age-verification guard lets it show: nothing renders while
 * the guard checks or redirects, so gated content never flashes before a redirect.
 */
export function AgeGateContainer({ children }: { readonly children: ReactNode }) {
  const mayRender = useSelector(useAgeVerificationRef(), selectMayRenderContent);
  return mayRender ? children : <div className="fv-age-gate" aria-busy="true" />;
}
