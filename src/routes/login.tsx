import { createFileRoute } from "@tanstack/react-router";
import { useSelector } from "@xstate/react";
import { selectIsSubmitting } from "../machines/session.selectors.ts";
import { LoginForm } from "../ui/auth/LoginForm.tsx";
import { sessionIntents } from "../ui/session.view.ts";
import { useSessionRef } from "../ui/system.tsx";
import { guardRoute } from "./-shared.ts";

export const Route = createFileRoute("/login")({
  beforeLoad: ({ context }) => guardRoute("/login", context.app),
  component: LoginRoute,
});

/** On success the app moves to /profile (the session-change rule in core/routeAccess). */
function LoginRoute() {
  const session = useSessionRef();
  const submitting = useSelector(session, selectIsSubmitting);
  return <LoginForm submitting={submitting} onSubmit={sessionIntents(session.send).login} />;
}
