import { useSelector } from "@xstate/react";
import { useMemo } from "react";
import type { ActorRefFrom } from "xstate";
import {
  PASSWORD_RESET_ID,
  type PasswordResetMachine,
  passwordResetMachine,
} from "../../machines/passwordReset.machine.ts";
import {
  passwordResetIntents,
  samePasswordReset,
  selectPasswordReset,
} from "../passwordReset.view.ts";
import { FeatureActor } from "../system.tsx";
import { useAccountFeature } from "./feature.ts";
import { RecoverPassword } from "./RecoverPassword.tsx";

/** /recover-password/{token?} with its feature actor (`passwordReset`). */
export function RecoverPasswordContainer({ token }: { readonly token: string | null }) {
  const account = useAccountFeature();
  const logic = useMemo(
    () => (account ? account.passwordReset(passwordResetMachine) : null),
    [account],
  );
  if (logic === null) return null;
  return (
    <FeatureActor key={token ?? "request"} systemId={PASSWORD_RESET_ID} logic={logic}>
      {(actor) => <RecoverPasswordView actor={actor} token={token} />}
    </FeatureActor>
  );
}

function RecoverPasswordView({
  actor,
  token,
}: {
  readonly actor: ActorRefFrom<PasswordResetMachine>;
  readonly token: string | null;
}) {
  const view = useSelector(actor, selectPasswordReset, samePasswordReset);
  const intents = useMemo(() => passwordResetIntents(actor.send), [actor]);
  return (
    <RecoverPassword
      {...view}
      token={token}
      onRequest={intents.request}
      onFind={intents.find}
      onReset={intents.reset}
    />
  );
}
