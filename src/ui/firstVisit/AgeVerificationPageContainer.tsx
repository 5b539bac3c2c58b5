import { useSelector } from "@xstate/react";
import { useMemo } from "react";
import {
  ageVerificationIntents,
  selectAgeVerificationPage,
} from "../../machines/ageVerification.selectors.ts";
import { AgeVerificationPage } from "./AgeVerificationPage.tsx";
import { type AgeVerificationRef, sameView } from "./FirstVisitContainers.tsx";

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
