/**
 * The disclaimer's 'Send the verification e-mail again': the verify-account machine under its
 * own system id (the /verify-account page keeps `verifyAccount`), `verify.resend` ->
 * `POST /user_verification_email` -> 'Email sent successfully'. Loaded lazily.
 */

import { useMemo } from "react";
import type { ActorRefFrom } from "xstate";
import { VERIFY_DISCLAIMER_RESEND } from "../../core/verifyDisclaimer.ts";
import {
  type VerifyAccountMachine,
  verifyAccountMachine,
} from "../../machines/verifyAccount.machine.ts";
import { Button } from "../Button.tsx";
import { FeatureActor } from "../system.tsx";
import { useSelector } from "../useSelector.ts";
import {
  sameVerifyAccount,
  selectVerifyAccount,
  verifyAccountIntents,
} from "../verifyAccount.view.ts";
import { useAccountFeature } from "./feature.ts";

export const VERIFY_DISCLAIMER_ID = "verifyDisclaimer";

export default function VerifyDisclaimerResend() {
  const account = useAccountFeature();
  const logic = useMemo(
    () => (account ? account.verifyAccount(verifyAccountMachine) : null),
    [account],
  );
  if (logic === null) return null;
  return (
    <FeatureActor systemId={VERIFY_DISCLAIMER_ID} logic={logic}>
      {(actor) => <ResendButton actor={actor} />}
    </FeatureActor>
  );
}

function ResendButton({ actor }: { readonly actor: ActorRefFrom<VerifyAccountMachine> }) {
  const view = useSelector(actor, selectVerifyAccount, sameVerifyAccount);
  const intents = useMemo(() => verifyAccountIntents(actor.send), [actor]);
  const sending = view.step === "resending";
  return (
    <Button theme="outline" size="sm" disabled={sending} onClick={intents.resend}>
      {sending ? "Sending..." : VERIFY_DISCLAIMER_RESEND}
    </Button>
  );
}
