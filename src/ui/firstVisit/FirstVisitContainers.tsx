/**
 * The first-visit views connected to their actors: each container reads its actor with
 * `useSelector` and a selector from `src/machines/*.selectors.ts`, and hands the view plain
 * props and intents. The app passes the actor refs (from the actor system).
 */
import { useSelector } from "@xstate/react";
import { useMemo } from "react";
import type { ActorRefFrom } from "xstate";
import type { AgeRestrictionMachine } from "../../machines/ageRestriction.machine.ts";
import {
  ageRestrictionIntents,
  selectAgeModalVisible,
} from "../../machines/ageRestriction.selectors.ts";
import type { AgeVerificationMachine } from "../../machines/ageVerification.machine.ts";
import {
  ageVerificationIntents,
  selectAgeVerificationPage,
} from "../../machines/ageVerification.selectors.ts";
import type { ConsentMachine } from "../../machines/consent.machine.ts";
import { consentIntents, selectConsentView } from "../../machines/consent.selectors.ts";
import { AgeRestrictionModal } from "./AgeRestrictionModal.tsx";
import { AgeVerificationPage } from "./AgeVerificationPage.tsx";
import { ConsentBar, CookiePreferencesButton } from "./ConsentBar.tsx";
import { ConsentManager } from "./ConsentManager.tsx";

export type ConsentRef = ActorRefFrom<ConsentMachine>;
export type AgeRestrictionRef = ActorRefFrom<AgeRestrictionMachine>;
export type AgeVerificationRef = ActorRefFrom<AgeVerificationMachine>;

const sameView = <T extends object>(a: T, b: T): boolean => JSON.stringify(a) === JSON.stringify(b);

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
        <ConsentManager
          initialChoice={view.choice}
          onSave={intents.save}
          onAcceptAll={intents.acceptAll}
          onClose={intents.closeManager}
        />
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

/** The /age-verification page. */
export function AgeVerificationPageContainer({
  ageVerificationRef,
}: {
  readonly ageVerificationRef: AgeVerificationRef;
}) {
  const view = useSelector(ageVerificationRef, selectAgeVerificationPage, sameView);
  const intents = useMemo(
    () => ageVerificationIntents(ageVerificationRef.send),
    [ageVerificationRef],
  );
  return <AgeVerificationPage {...view} onVerify={intents.verify} />;
}
