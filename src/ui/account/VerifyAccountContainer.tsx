import { useMemo } from "react";
import type { ActorRefFrom } from "xstate";
import {
  VERIFY_ACCOUNT_ID,
  type VerifyAccountMachine,
  verifyAccountMachine,
} from "../../machines/verifyAccount.machine.ts";
import { selectIsLoggedIn } from "../session.view.ts";
import { FeatureActor, useSessionRef } from "../system.tsx";
import { useSelector } from "../useSelector.ts";
import {
  sameVerifyAccount,
  selectVerifyAccount,
  verifyAccountIntents,
} from "../verifyAccount.view.ts";
import { useAccountFeature } from "./feature.ts";
import { VerifyAccount } from "./VerifyAccount.tsx";

/** /verify-account/{token?} with its feature actor (`verifyAccount`). */
export function VerifyAccountContainer({ token }: { readonly token: string | null }) {
  const account = useAccountFeature();
  const logic = useMemo(
    () => (account ? account.verifyAccount(verifyAccountMachine) : null),
    [account],
  );
  if (logic === null) return null;
  return (
    <FeatureActor key={token ?? "none"} systemId={VERIFY_ACCOUNT_ID} logic={logic}>
      {(actor) => <VerifyAccountView actor={actor} token={token} />}
    </FeatureActor>
  );
}

function VerifyAccountView({
  actor,
  token,
}: {
  readonly actor: ActorRefFrom<VerifyAccountMachine>;
  readonly token: string | null;
}) {
  const view = useSelector(actor, selectVerifyAccount, sameVerifyAccount);
  const loggedIn = useSelector(useSessionRef(), selectIsLoggedIn);
  const intents = useMemo(() => verifyAccountIntents(actor.send), [actor]);
  return (
    <VerifyAccount
      {...view}
      token={token}
      loggedIn={loggedIn}
      onVerify={intents.verify}
      onResend={intents.resend}
    />
  );
}
