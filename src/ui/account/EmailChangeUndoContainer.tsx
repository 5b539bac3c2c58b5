import { useMemo } from "react";
import type { ActorRefFrom } from "xstate";
import {
  EMAIL_CHANGE_UNDO_ID,
  type EmailChangeUndoMachine,
  emailChangeUndoMachine,
} from "../../machines/emailChangeUndo.machine.ts";
import {
  emailChangeUndoIntents,
  sameEmailChangeUndo,
  selectEmailChangeUndo,
} from "../emailChangeUndo.view.ts";
import { FeatureActor } from "../system.tsx";
import { useSelector } from "../useSelector.ts";
import { EmailChangeUndo } from "./EmailChangeUndo.tsx";
import { useAccountFeature } from "./feature.ts";

/** /email-change/undo/{token} with its feature actor (`emailChangeUndo`). */
export function EmailChangeUndoContainer({ token }: { readonly token: string }) {
  const account = useAccountFeature();
  const logic = useMemo(
    () => (account ? account.emailChangeUndo(emailChangeUndoMachine) : null),
    [account],
  );
  if (logic === null) return null;
  return (
    <FeatureActor key={token} systemId={EMAIL_CHANGE_UNDO_ID} logic={logic}>
      {(actor) => <EmailChangeUndoBound actor={actor} token={token} />}
    </FeatureActor>
  );
}

function EmailChangeUndoBound({
  actor,
  token,
}: {
  readonly actor: ActorRefFrom<EmailChangeUndoMachine>;
  readonly token: string;
}) {
  const view = useSelector(actor, selectEmailChangeUndo, sameEmailChangeUndo);
  const intents = useMemo(() => emailChangeUndoIntents(actor.send), [actor]);
  return <EmailChangeUndo {...view} onConfirm={() => intents.confirm(token)} />;
}
