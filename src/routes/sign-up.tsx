import { createFileRoute } from "@tanstack/react-router";
import { useSelector } from "@xstate/react";
import { selectIsSubmitting } from "../machines/session.selectors.ts";
import { SignUpForm } from "../ui/auth/SignUpForm.tsx";
import { selectServerFieldErrors, sessionIntents } from "../ui/session.view.ts";
import { useSessionRef } from "../ui/system.tsx";
import { guardRoute } from "./-shared.ts";

export const Route = createFileRoute("/sign-up")({
  beforeLoad: ({ context }) => guardRoute("/sign-up", context.app),
  component: SignUpRoute,
});

const sameErrors = (a: Readonly<Record<string, string>>, b: Readonly<Record<string, string>>) =>
  Object.keys(a).length === Object.keys(b).length &&
  Object.entries(a).every(([field, message]) => b[field] === message);

/** On success (account created and logged in) the app moves to /profile. */
function SignUpRoute() {
  const session = useSessionRef();
  const submitting = useSelector(session, selectIsSubmitting);
  const serverErrors = useSelector(session, selectServerFieldErrors, sameErrors);
  return (
    <SignUpForm
      submitting={submitting}
      serverErrors={serverErrors}
      onSubmit={sessionIntents(session.send).signUp}
    />
  );
}
