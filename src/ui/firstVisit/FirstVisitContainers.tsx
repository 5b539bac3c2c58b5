/**
 * The first-visit views connected to their actors: each container reads its actor with
 * `useSelector` and a selector from `src/machines/*.selectors.ts`, and hands the view plain
 * props and intents. The app passes the actor refs (from the actor system).
 */
import { useSelector } from "@xstate/react";
import { lazy, Suspense, useMemo } from "react";
import type { ActorRefFrom } from "xstate";
import type { AgeRestrictionMachine } from "../../machines/ageRestriction.machine.ts";
import {
  ageRestrictionIntents,
  selectAgeModalVisible,
} from "../../machines/ageRestriction.selectors.ts";
import type { AgeVerificationMachine } from "../../machines/ageVerification.machine.ts";
import type { ConsentMachine } from "../../machines/consent.machine.ts";
import { consentIntents, selectConsentView } from "../../machines/consent.selectors.ts";
import { AgeRestrictionModal } from "./AgeRestrictionModal.tsx";
import { ConsentBar, CookiePreferencesButton } from "./ConsentBar.tsx";

/** The manager loads only when a visitor opens it, not with every page. */
const ConsentManager = lazy(() =>
  import("./ConsentManager.tsx").then((module) => ({ default: module.ConsentManager })),
);

export type ConsentRef = ActorRefFrom<ConsentMachine>;
export type AgeRestrictionRef = ActorRefFrom<AgeRestrictionMachine>;
export type AgeVerificationRef = ActorRefFrom<AgeVerificationMachine>;

export const sameView = <T extends object>(a: T, b: T): boolean =>
  JSON.stringify(a) === JSON.stringify(b);

/** The consent bar and the consent manager, wherever the layout mounts them. */
export function ConsentLayer({ consentRef }: { readonly consentRef: ConsentRef }) {
  const view = useSelector(consentRef, selectConsentView, sameView);
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
export function CookiePreferencesEntry({ consentRef }: { readonly consentRef: ConsentRef }) {
  const canManage = useSelector(consentRef, (s) => selectConsentView(s).canManage);
  const intents = useMemo(() => consentIntents(consentRef.send), [consentRef]);
  return canManage ? <CookiePreferencesButton onOpen={intents.openManager} /> : null;
}

/** The first-visit age modal. */
export function AgeRestrictionLayer({
  ageRestrictionRef,
}: {
  readonly ageRestrictionRef: AgeRestrictionRef;
}) {
  const visible = useSelector(ageRestrictionRef, selectAgeModalVisible);
  const intents = useMemo(() => ageRestrictionIntents(ageRestrictionRef.send), [ageRestrictionRef]);
  return visible ? <AgeRestrictionModal onEnter={intents.enter} onLeave={intents.leave} /> : null;
}
