import { useMemo } from "react";
import { Button } from "../Button.tsx";
import { sameProfile, selectProfile, selectUser, sessionIntents } from "../session.view.ts";
import { useSessionRef } from "../system.tsx";
import { useSelector } from "../useSelector.ts";
import { AccountPanels } from "./AccountContainers.tsx";
import { Profile } from "./Profile.tsx";

/**
 * My Account, connected to the session, with its panels (profile, password, subscription,
 * deletion) once the user is known. `cancelToken`: `?cancel_token=` of the mailed link.
 */
export function ProfileContainer({ cancelToken = null }: { readonly cancelToken?: string | null }) {
  const session = useSessionRef();
  const profile = useSelector(session, selectProfile, sameProfile);
  const user = useSelector(session, selectUser);
  const intents = useMemo(() => sessionIntents(session.send), [session]);
  return (
    <div className="account-page">
      <Profile {...profile} onLogout={intents.logout} />
      {user !== null && !user.is_subscribed && (
        <div className="container account-cta">
          <Button tag="link" to="/sign-up" theme="primary">
            Choose a plan
          </Button>
        </div>
      )}
      {user !== null && (
        <div className="container account-page">
          <AccountPanels user={user} cancelToken={cancelToken} />
        </div>
      )}
    </div>
  );
}
