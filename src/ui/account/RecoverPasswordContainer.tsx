import { useMemo, useRef } from "react";
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
import { useSelector } from "../useSelector.ts";
import { useAccountFeature } from "./feature.ts";
import { RecoverPassword } from "./RecoverPassword.tsx";

/** /recover-password/{token?} with its feature actor (`passwordReset`). */
export function RecoverPasswordContainer({ token }: { readonly token: string | null }) {
  const account = useAccountFeature();
  // The logic is made once per page: the account's effects arriving again (once the app's
  // features load after the first paint) must not restart the actor, which would redraw the
  // form and lose what the viewer typed.
  const logic = useRef<ReturnType<NonNullable<typeof account>["passwordReset"]> | null>(null);
  if (logic.current === null && account)
    logic.current = account.passwordReset(passwordResetMachine);
  if (logic.current === null) return null;
  return (
    <FeatureActor key={token ?? "request"} systemId={PASSWORD_RESET_ID} logic={logic.current}>
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
