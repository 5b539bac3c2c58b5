import { createFileRoute } from "@tanstack/react-router";
import { useSelector } from "@xstate/react";
import { Profile } from "../ui/account/Profile.tsx";
import { sameProfile, selectProfile, sessionIntents } from "../ui/session.view.ts";
import { useSessionRef } from "../ui/system.tsx";
import { guardRoute } from "./-shared.ts";

export const Route = createFileRoute("/profile")({
  beforeLoad: ({ context }) => guardRoute("/profile", context.app),
  component: ProfileRoute,
});

function ProfileRoute() {
  const session = useSessionRef();
  const profile = useSelector(session, selectProfile, sameProfile);
  return <Profile {...profile} onLogout={sessionIntents(session.send).logout} />;
}
