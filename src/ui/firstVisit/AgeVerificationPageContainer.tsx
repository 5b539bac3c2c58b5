/**
 * The /age-verification page connected to its actors: the guard (background, session, where
 * to come back) and the page's own feature actor, spawned while the page is on screen.
 */

import { useMemo } from "react";
import type { ActorRefFrom } from "xstate";
import {
  AGE_VERIFICATION_PAGE_ID,
  type AgeVerificationPageMachine,
  ageVerificationPageMachine,
} from "../../machines/ageVerificationPage.machine.ts";
import {
  ageVerificationIntents,
  sameBackground,
  samePageStatus,
  selectBackground,
  selectPageInput,
  selectPageStatus,
} from "../ageVerification.view.ts";
import { FeatureActor, useAgeVerificationRef, useFeatureEffects } from "../system.tsx";
import { useSelector } from "../useSelector.ts";
import { AgeVerificationPage } from "./AgeVerificationPage.tsx";

export function AgeVerificationPageContainer() {
  const guard = useAgeVerificationRef();
  const features = useFeatureEffects();
  const logic = useMemo(() => features.ageVerificationPage(ageVerificationPageMachine), [features]);
  return (
    <FeatureActor
      systemId={AGE_VERIFICATION_PAGE_ID}
      logic={logic}
      input={selectPageInput(guard.getSnapshot())}
    >
      {(page) => <PageView page={page} />}
    </FeatureActor>
  );
}

function PageView({ page }: { readonly page: ActorRefFrom<AgeVerificationPageMachine> }) {
  const background = useSelector(useAgeVerificationRef(), selectBackground, sameBackground);
  const status = useSelector(page, selectPageStatus, samePageStatus);
  const intents = useMemo(() => ageVerificationIntents(page.send), [page]);
  return <AgeVerificationPage {...background} {...status} onVerify={intents.verify} />;
}
