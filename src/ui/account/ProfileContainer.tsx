import { useSelector } from "@xstate/react";
import { useMemo } from "react";
import { sameProfile, selectProfile, sessionIntents } from "../session.view.ts";
import { useSessionRef } from "../system.tsx";
import { Profile } from "./Profile.tsx";

/** My Account, connected to the session. */
export function ProfileContainer() {
  const session = useSessionRef();
  const profile = useSelector(session, selectProfile, sameProfile);
  const intents = useMemo(() => sessionIntents(session.send), [session]);
  return <Profile {...profile} onLogout={intents.logout} />;
}
