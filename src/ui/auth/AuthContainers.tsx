/** The login and sign-up forms connected to the session (see session.view.ts). */

import { useMemo } from "react";
import {
  sameFieldErrors,
  selectIsSubmitting,
  selectServerFieldErrors,
  sessionIntents,
} from "../session.view.ts";
import { useSessionRef } from "../system.tsx";
import { useSelector } from "../useSelector.ts";
import { LoginForm } from "./LoginForm.tsx";
import { SignUpForm } from "./SignUpForm.tsx";

/** On success the app returns to the page the viewer came from (core `pathAfterSessionChange`). */
export function LoginContainer() {
  const session = useSessionRef();
  const submitting = useSelector(session, selectIsSubmitting);
  const serverErrors = useSelector(session, selectServerFieldErrors, sameFieldErrors);
  const intents = useMemo(() => sessionIntents(session.send), [session]);
  return <LoginForm submitting={submitting} serverErrors={serverErrors} onSubmit={intents.login} />;
}

/**
 * The session judges the form and holds its errors; on success (account created and logged
 * in) the app moves on the same way. The account is made on the page's plan group.
 */
export function SignUpContainer({
  subscriptionGroupId,
}: {
  readonly subscriptionGroupId: number | null;
}) {
  const session = useSessionRef();
  const submitting = useSelector(session, selectIsSubmitting);
  const fieldErrors = useSelector(session, selectServerFieldErrors, sameFieldErrors);
  const intents = useMemo(() => sessionIntents(session.send), [session]);
  return (
    <SignUpForm
      submitting={submitting}
      fieldErrors={fieldErrors}
      onSubmit={(form) => intents.signUp(form, subscriptionGroupId)}
    />
  );
}
